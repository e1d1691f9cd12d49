import { randomInt, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { corporateSponsorships, corporates, gpClinics, type PartnerKind } from "../../../db/schema";
import { seed } from "../../../server/seed";
import { sampleApplications } from "../../../db/seed-data/applications";
import { applicationDetail } from "../../../app/features/partners/review/application.server";
import { queueFilters, reviewQueue, QUEUE_PAGE_SIZE } from "../../../app/features/partners/review/queue.server";
import { useTestDatabase } from "../../support/db";

import { unique, token, userByEmail, historyOf, tableOf, totals, userTypes, application } from "../../support/partners";

// Partner queue: the review queue, the duplicate check and the demo applications (issue #13), on the database. Helpers: tests/support/partners.ts.

const db = useTestDatabase();

describe("the review queue", () => {
  const queue = (query: string) => reviewQueue(queueFilters(new URL(`http://x/admin/partners?${query}`)));
  const at = (day: number) => new Date(Date.UTC(2001, 0, day));

  it("waits on new applications, answers and changes, oldest first, across the three kinds; filters by kind and state", async () => {
    const t = token();
    const gpA = await application("gp", "pending_review", { clinicName: `${t} Alpha Clinic`, createdAt: at(2) });
    const spB = await application("specialist", "needs_info", { fullName: `Dr ${t} Beta`, createdAt: at(3) });
    const coC = await application("corporate", "approved", {
      companyName: `${t} Gamma Pte Ltd`,
      pendingChanges: { companyName: `${t} Gamma Holdings` },
      createdAt: at(4),
    });
    const gpD = await application("gp", "approved", { clinicName: `${t} Delta Clinic`, createdAt: at(5) });
    const spE = await application("specialist", "pending_verification", {
      fullName: `Dr ${t} Epsilon`,
      createdAt: at(6),
    });
    const coF = await application("corporate", "rejected", { companyName: `${t} Zeta Pte Ltd`, createdAt: at(7) });
    const spS = await application("specialist", "suspended", { fullName: `Dr ${t} Eta`, createdAt: at(8) });
    // Written last, waiting longest: first in the queue.
    const coG = await application("corporate", "pending_review", {
      companyName: `${t} Omega Pte Ltd`,
      createdAt: at(1),
    });

    const ids = (r: Awaited<ReturnType<typeof queue>>) => r.items.map((i) => i.id);
    const waiting = await queue(`q=${t}`);
    expect(waiting.items.map((i) => [i.kind, i.id, i.status, i.hasChanges])).toEqual([
      ["corporate", coG.id, "pending_review", false],
      ["gp", gpA.id, "pending_review", false],
      ["specialist", spB.id, "needs_info", false],
      ["corporate", coC.id, "approved", true],
    ]);
    expect(waiting.hasMore).toBe(false);
    expect(waiting.items[1]).toMatchObject({ name: gpA.name, email: gpA.email, isSample: false });
    expect(waiting.items[1]!.submittedAt.getTime()).toBe(at(2).getTime());
    // An unknown state or kind is the default.
    expect(ids(await queue(`q=${t}&state=everything&kind=dentist`))).toEqual(ids(waiting));

    expect(ids(await queue(`q=${t}&kind=specialist`))).toEqual([spB.id]);
    expect(ids(await queue(`q=${t}&kind=corporate`))).toEqual([coG.id, coC.id]);
    expect(ids(await queue(`q=${t}&state=approved`))).toEqual([coC.id, gpD.id]);
    expect(ids(await queue(`q=${t}&state=approved&kind=gp`))).toEqual([gpD.id]);
    expect(ids(await queue(`q=${t}&state=changes`))).toEqual([coC.id]);
    expect(ids(await queue(`q=${t}&state=pending_verification`))).toEqual([spE.id]);
    expect(ids(await queue(`q=${t}&state=rejected`))).toEqual([coF.id]);
    expect(ids(await queue(`q=${t}&state=suspended`))).toEqual([spS.id]);
    expect(ids(await queue(`q=${t}&state=needs_info`))).toEqual([spB.id]);
    expect(ids(await queue(`q=${t}&state=pending_review`))).toEqual([coG.id, gpA.id]);
  });

  it("searches name, e-mail and licence / MCR / UEN, ignoring case; % and _ are plain characters", async () => {
    const t = token();
    const byName = await application("gp", "pending_review", { clinicName: `${t} Serangoon Clinic` });
    const mailbox = `${token()}@Clinic-Mail.example.sg`;
    const byMail = await application("specialist", "pending_review", {}, mailbox.toLowerCase());
    const mcr = `M${randomInt(10_000, 100_000)}X`;
    const byMcr = await application("specialist", "pending_review", { medicalRegistrationNo: mcr });
    const licence = `HCSA-${t.toUpperCase()}`;
    const byLicence = await application("gp", "needs_info", { licenseNumber: licence });
    const uen = `T${randomInt(10, 100)}LL${randomInt(1000, 10_000)}B`;
    const byUen = await application("corporate", "pending_review", { uen });

    const ids = async (q: string, extra = "") =>
      (await queue(`q=${encodeURIComponent(q)}${extra}`)).items.map((i) => i.id);
    expect(await ids(`${t} serangoon`.toUpperCase())).toEqual([byName.id]);
    expect(await ids(mailbox.toUpperCase())).toEqual([byMail.id]);
    expect(await ids(mcr.toLowerCase())).toEqual([byMcr.id]);
    expect(await ids(licence.toLowerCase())).toEqual([byLicence.id]);
    expect(await ids(uen.toLowerCase())).toEqual([byUen.id]);

    const p = token();
    const percent = await application("gp", "pending_review", { clinicName: `${p} 100% Care` });
    await application("gp", "pending_review", { clinicName: `${p} 1000 Care` });
    const underscore = await application("gp", "pending_review", { clinicName: `${p} a_b Clinic` });
    await application("gp", "pending_review", { clinicName: `${p} axb Clinic` });
    expect(await ids(`${p} 100%`)).toEqual([percent.id]);
    expect(await ids(`${p} a_b`)).toEqual([underscore.id]);
    expect(await ids(`${p}%`)).toEqual([]);
    expect(await ids(`${p} a\\b`)).toEqual([]);
  });

  it("pages 25 at a time and says when there are more", async () => {
    const t = token();
    const userId = null;
    await db()
      .insert(gpClinics)
      .values(
        Array.from({ length: QUEUE_PAGE_SIZE + 1 }, (_, i) => ({
          userId,
          clinicName: `${t} Clinic ${String(i).padStart(2, "0")}`,
          doctorFullName: "Dr Page",
          licenseNumber: `${t}-${i}`,
          address: "1 Page Road",
          postalCode: "460001",
          region: "East" as const,
          approvalStatus: "pending_review" as const,
          createdAt: new Date(Date.UTC(2002, 0, 1, 0, i)),
        })),
      );
    const first = await queue(`q=${t}`);
    expect(first.items).toHaveLength(QUEUE_PAGE_SIZE);
    expect(first.hasMore).toBe(true);
    expect(first.items[0]!.name).toBe(`${t} Clinic 00`);
    expect(first.items[0]!.email).toBeNull();
    const second = await queue(`q=${t}&page=2`);
    expect(second.items.map((i) => i.name)).toEqual([`${t} Clinic ${QUEUE_PAGE_SIZE}`]);
    expect(second.hasMore).toBe(false);
    expect(queueFilters(new URL("http://x/admin/partners?page=-3&kind=gp&state=rejected&q=%20abc%20"))).toEqual({
      kind: "gp",
      state: "rejected",
      q: "abc",
      page: 1,
    });
  });
});

// =============================================================================================
// 6. Duplicates

describe("the reviewer's duplicate check", () => {
  const duplicates = async (kind: PartnerKind, id: string) =>
    (await applicationDetail(kind, id))!.duplicates.map((d) => [d.kind, d.id, d.why]);

  it("flags another specialist with the same MCR, never the application itself", async () => {
    const mcr = `M${randomInt(10_000, 100_000)}D`;
    const a = await application("specialist", "pending_review", { medicalRegistrationNo: mcr });
    const b = await application("specialist", "approved", { medicalRegistrationNo: mcr.toLowerCase() });
    const c = await application("specialist", "pending_review");
    expect(await duplicates("specialist", a.id)).toEqual([["specialist", b.id, "same registration number"]]);
    expect(await duplicates("specialist", b.id)).toEqual([["specialist", a.id, "same registration number"]]);
    expect(await duplicates("specialist", c.id)).toEqual([]);
  });

  it("flags another GP clinic with the same licence, or the same name and postal code", async () => {
    const licence = `HCSA-${token().toUpperCase()}`;
    const name = unique("Yishun Family Clinic");
    const a = await application("gp", "pending_review", {
      licenseNumber: licence,
      clinicName: name,
      postalCode: "760101",
    });
    const sameLicence = await application("gp", "approved", { licenseNumber: licence.toLowerCase() });
    const sameName = await application("gp", "rejected", { clinicName: name.toUpperCase(), postalCode: "760101" });
    await application("gp", "approved", { clinicName: name, postalCode: "760102" }); // another branch
    const found = await duplicates("gp", a.id);
    expect(found).toHaveLength(2);
    expect(found).toEqual(
      expect.arrayContaining([
        ["gp", sameLicence.id, "same registration number"],
        ["gp", sameName.id, "same clinic name and postal code"],
      ]),
    );
    const detail = await applicationDetail("gp", a.id);
    expect(detail!.duplicates.find((d) => d.id === sameLicence.id)).toMatchObject({
      email: sameLicence.email,
      status: "approved",
    });
  });

  it("flags another company with the same UEN", async () => {
    const uen = `2020${randomInt(10_000, 100_000)}Z`;
    const a = await application("corporate", "pending_review", { uen });
    const b = await application("corporate", "approved", { uen });
    const c = await application("corporate", "pending_review");
    expect(await duplicates("corporate", a.id)).toEqual([["corporate", b.id, "same registration number"]]);
    expect(await duplicates("corporate", c.id)).toEqual([]);
    expect(await applicationDetail("corporate", randomUUID())).toBeNull();
  });
});

// =============================================================================================
// 7. The demo's applications (last: the demo directory adds sponsors to the showcase)

describe("demo applications", () => {
  it("seeds one application of each kind waiting for review, once", async () => {
    await seed(db(), { demo: true });
    const snapshot = async () => {
      const rows: Record<string, unknown>[] = [];
      for (const kind of ["gp", "specialist", "corporate"] as const) {
        const { account } = sampleApplications[kind];
        const found = await userByEmail(account.email);
        expect(found).toHaveLength(1);
        const t = tableOf[kind];
        const partners = await db()
          .select({ id: t.id, status: t.approvalStatus, isSample: t.isSample })
          .from(t)
          .where(eq(t.userId, found[0]!.id));
        expect(partners).toHaveLength(1);
        expect(partners[0]).toMatchObject({ status: "pending_review", isSample: true });
        expect(found[0]).toMatchObject({ userType: userTypes[kind], emailVerified: true });
        const history = await historyOf(kind, partners[0]!.id);
        expect(history.map((h) => h.action)).toEqual(["submitted", "verified"]);
        rows.push({ kind, user: found[0]!.id, partner: partners[0]!.id });
      }
      return rows;
    };
    const once = await snapshot();
    const [company] = await db()
      .select()
      .from(corporates)
      .where(eq(corporates.companyName, sampleApplications.corporate.row.companyName));
    const pledges = await db()
      .select()
      .from(corporateSponsorships)
      .where(eq(corporateSponsorships.corporateId, company!.id));
    expect(pledges).toHaveLength(1);
    expect(pledges[0]).toMatchObject({ status: "pending", sponsorshipTier: "Gold Champion" });

    const before = await totals();
    await seed(db(), { demo: true });
    expect(await snapshot()).toEqual(once);
    expect(await totals()).toEqual(before);

    // They wait in the queue, labelled as samples; the demo specialist's MCR is flagged.
    const queued = await reviewQueue(
      queueFilters(new URL(`http://x/admin/partners?q=${encodeURIComponent(sampleApplications.gp.row.clinicName)}`)),
    );
    expect(queued.items.map((i) => [i.kind, i.status, i.isSample])).toEqual([["gp", "pending_review", true]]);
    const specialist = once.find((r) => r.kind === "specialist")!;
    expect((await applicationDetail("specialist", specialist.partner as string))!.duplicates.length).toBeGreaterThan(0);
  });
});
