import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { corporates, users } from "../../../db/schema";
import * as profileRoute from "../../../app/features/partners/routes/profile-corporate";
import { decide } from "../../../app/features/partners/review/review.server";
import { env } from "../../../app/lib/env.server";
import { useTestDatabase } from "../../support/db";
import { callRoute, formPost } from "../../support/route-call";
import { signedInAs } from "../../support/sessions";
import {
  adminRequest,
  application,
  decision,
  historyOf,
  logsOf,
  mailsTo,
  reviewer,
  unique,
} from "../../support/partners";

/**
 * "Correct my data" for a corporate contact (issue 29): /profile/corporate saves the contact's
 * details at once, holds a new company name or UEN of an approved company for the team's review
 * (as a clinic's rename), and reaches only the session's own company. PGlite, and PostgreSQL with
 * TEST_DATABASE_URL.
 */
const db = useTestDatabase();

/** A signed-in corporate contact whose company (approved unless said) is theirs. */
async function contactWithCompany(status: "approved" | "pending_review" = "approved") {
  const me = await signedInAs(db(), "corporate_contact");
  const app = await application("corporate", status);
  await db().update(corporates).set({ userId: me.id }).where(eq(corporates.id, app.id));
  await db().update(users).set({ corporateId: app.id }).where(eq(users.id, me.id));
  return { ...me, app: { ...app, userId: me.id, email: me.email } };
}

const company = async (id: string) => (await db().select().from(corporates).where(eq(corporates.id, id)))[0]!;

type Reply = { result: { error?: Record<string, string[]> }; savedAt?: number };
const post = (cookie: string, fields: Record<string, string>) =>
  callRoute<Reply>(profileRoute.action, formPost("/profile/corporate", cookie, fields)).catch(
    (thrown: unknown) => thrown as Response,
  );
const load = async (cookie: string) =>
  (
    await callRoute<{ profile: { ok: boolean; values?: Record<string, unknown>; pendingReview?: string[] } }>(
      profileRoute.loader,
      new Request("http://localhost:3000/profile/corporate", { headers: { cookie } }),
    )
  ).data;

const valid = (over: Record<string, string> = {}): Record<string, string> => ({
  contactPerson: "Ms Tan Mei Ling",
  designation: "Head of Sustainability",
  phone: "6272 9181",
  companyName: "unused",
  uen: "201534871K",
  industry: "Transportation & Logistics",
  companySize: "201-500 employees",
  csrOptions: "health-talks",
  additionalComments: "",
  ...over,
});

describe("a corporate contact corrects the company's details", () => {
  it("saves the contact's details at once and holds a new name and UEN for the team, who accept them", async () => {
    const me = await contactWithCompany();
    const before = await company(me.app.id);
    const newName = unique("Renamed Logistics Pte Ltd");

    const saved = (await post(me.cookie, valid({ companyName: newName, uen: "53312345k" }))) as {
      status: number;
      data: Reply;
    };
    expect(saved.status).toBe(200);
    expect(saved.data.savedAt).toBeTypeOf("number");
    expect(await company(me.app.id)).toMatchObject({
      companyName: before.companyName,
      uen: before.uen,
      pendingChanges: { companyName: newName, uen: "53312345K" },
      approvalStatus: "approved",
      contactPersonName: "Ms Tan Mei Ling",
      designation: "Head of Sustainability",
      companySize: "201-500 employees",
      csrOptions: ["health-talks"],
    });
    const [account] = await db().select().from(users).where(eq(users.id, me.id));
    expect(account).toMatchObject({ fullName: "Ms Tan Mei Ling" });
    expect((await historyOf("corporate", me.app.id)).map((h) => [h.action, h.actorId])).toEqual([
      ["changes_submitted", me.id],
    ]);
    const team = (await mailsTo(env().CONTACT_EMAIL)).filter((m) =>
      m.text.includes(`/admin/partners/corporate/${me.app.id}`),
    );
    expect(team.map((m) => m.subject)).toEqual(["A partner changed its identity details: review needed"]);
    expect(team[0]!.text).toContain("An approved company changed details the team reviews");

    // The page shows the values waiting, and says they wait.
    const page = await load(me.cookie);
    // (jsonb keeps its keys in its own order)
    expect(page.profile.ok).toBe(true);
    expect(page.profile.pendingReview?.toSorted()).toEqual(["companyName", "uen"]);
    expect(page.profile.values).toMatchObject({ companyName: newName, uen: "53312345K" });

    const admin = await reviewer("corporate-changes");
    const accepted = await decide(adminRequest(), admin, decision(me.app, "accept_changes", "approved"));
    expect(accepted.ok).toBe(true);
    expect(await company(me.app.id)).toMatchObject({ companyName: newName, uen: "53312345K", pendingChanges: null });
    expect((await logsOf(me.app.id))[0]!.after).toMatchObject({ changes: { companyName: newName, uen: "53312345K" } });
    expect((await mailsTo(me.email)).map((m) => m.subject)).toEqual(["Your RID-CRC listing details are updated"]);
  });

  it("writes a company not yet approved directly", async () => {
    const me = await contactWithCompany("pending_review");
    const renamed = unique("Direct Logistics Pte Ltd");
    await post(me.cookie, valid({ companyName: renamed }));
    expect(await company(me.app.id)).toMatchObject({ companyName: renamed, uen: "201534871K", pendingChanges: null });
    expect(await historyOf("corporate", me.app.id)).toHaveLength(0);
  });

  it("refuses bad input at the field and writes nothing", async () => {
    const me = await contactWithCompany();
    const before = await company(me.app.id);
    const { csrOptions: _none, ...noChoice } = valid({
      uen: "NOT-A-UEN",
      phone: "",
      industry: "Piracy",
      contactPerson: " ",
    });
    const reply = (await post(me.cookie, noChoice)) as { status: number; data: Reply };
    expect(reply.status).toBe(400);
    expect(Object.keys(reply.data.result.error ?? {}).sort()).toEqual(
      ["contactPerson", "csrOptions", "industry", "phone", "uen"].sort(),
    );
    expect(reply.data.result.error?.uen).toEqual([
      "Enter the UEN as ACRA issued it, e.g. 53312345K, 201534871K or T09LL0001B",
    ]);
    expect(await company(me.app.id)).toEqual(before);
    expect(await historyOf("corporate", me.app.id)).toHaveLength(0);
  });

  it("reaches only the session's own company, whatever id the form carries", async () => {
    const me = await contactWithCompany();
    const other = await application("corporate", "approved");
    const theirs = await company(other.id);
    await post(me.cookie, valid({ id: other.id, corporateId: other.id, userId: other.userId, designation: "CFO" }));
    expect(await company(other.id)).toEqual(theirs);
    expect((await company(me.app.id)).designation).toBe("CFO");
  });

  it("is the corporate contact's page only", async () => {
    const champion = await signedInAs(db(), "champion");
    const refused = await post(champion.cookie, valid());
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).status).not.toBe(200);
    const anonymous = await post("", valid());
    expect(anonymous).toBeInstanceOf(Response);
  });
});
