import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { corporateSponsorships } from "../../../db/schema";
import { decidePledge, pendingPledges } from "../../../app/features/corporate/index.server";
import { decisionMessages } from "../../../app/features/corporate/pledges/pledges.server";
import { activeSponsorCount, showcaseSponsors, SHOWCASE_LIMIT } from "../../../app/features/corporate/sponsors.server";
import { approvedTotal } from "../../../app/features/corporate/totals.server";
import { corporateDashboardData } from "../../../app/features/corporate/dashboard.server";
import { loader as pledgesLoader, action as pledgesAction } from "../../../app/features/admin/routes/pledges";
import { useTestDatabase } from "../../support/db";
import { adminRequest, application, logsOf, mailsTo, reviewer, type App } from "../../support/partners";
import { signedInAs } from "../../support/sessions";
import { computeOverview } from "../../../app/features/admin/overview/overview.server";
import { decide } from "../../../app/features/partners/review/review.server";

/** Issue #15: the team's decision on pledges raised from corporate dashboards, and the showcase. */
const db = useTestDatabase();

async function sponsorship(app: App, values: Partial<typeof corporateSponsorships.$inferInsert>) {
  const [row] = await db()
    .insert(corporateSponsorships)
    .values({ corporateId: app.id, status: "active", pledgeAmount: 0, ...values })
    .returning({ id: corporateSponsorships.id });
  return row!.id;
}

const statusOf = async (id: string) =>
  (await db().select().from(corporateSponsorships).where(eq(corporateSponsorships.id, id)))[0]!;

describe("the team's decision on a pledge", () => {
  it("lists pending pledges of approved companies with the tests they fund and the tier they reach", async () => {
    const app = await application("corporate", "approved");
    const id = await sponsorship(app, { status: "pending", pledgeAmount: 200_000, requestedBy: app.userId });
    const listed = (await pendingPledges()).find((p) => p.id === id);
    expect(listed).toMatchObject({ companyName: app.name, pledge: 200_000, tests: 563, tierName: "Platinum Champion" });
    expect(listed).toMatchObject({ approvedBefore: 0, totalAfter: 200_000 });
    const overview = await computeOverview();
    expect(overview.waiting).toContainEqual({
      label: "Corporate pledges to decide",
      count: (await pendingPledges()).length,
      href: "/admin/partners/pledges",
    });
  });

  it("a company reinstated by the team does not activate a pledge raised from its dashboard", async () => {
    const app = await application("corporate", "suspended");
    const id = await sponsorship(app, { status: "pending", pledgeAmount: 50_000, requestedBy: app.userId });
    const outcome = await decide(adminRequest(), await reviewer("pledge-reinstate"), {
      kind: "corporate",
      id: app.id,
      decision: "reinstate",
      expected: "suspended",
      message: null,
    });
    expect(outcome.ok).toBe(true);
    expect((await statusOf(id)).status).toBe("pending");
  });

  it("approving makes it active with the tier of the company's new total, keeps the earlier one, e-mails the contact and is audited", async () => {
    const admin = await reviewer("pledge-approve");
    const app = await application("corporate", "approved");
    const old = await sponsorship(app, { pledgeAmount: 50_000, sponsorshipTier: "Gold Champion" });
    const id = await sponsorship(app, { status: "pending", pledgeAmount: 200_000, requestedBy: app.userId });
    expect(await decidePledge(admin, adminRequest(), { id, decision: "approve", reason: null })).toEqual({
      ok: true,
      message: decisionMessages.approved(app.name),
    });
    expect(await statusOf(id)).toMatchObject({
      status: "active",
      sponsorshipTier: "Platinum Champion",
      decidedBy: admin.id,
    });
    expect((await statusOf(id)).decidedAt).toBeInstanceOf(Date);
    // Issue 23: a later pledge adds to the sponsorship; it no longer ends the earlier one.
    expect((await statusOf(old)).status).toBe("active");
    const [mail] = await mailsTo(app.email);
    expect(mail).toMatchObject({ subject: "Your RID-CRC pledge is approved" });
    expect(mail!.text).toContain("S$200,000");
    expect(mail!.text).toContain("S$250,000 in all, funding 704 screening tests (Platinum Champion)");
    const [log] = await logsOf(id);
    expect(log).toMatchObject({ action: "pledge.approve", adminId: admin.id, before: { status: "pending" } });
  });

  it("declining keeps the reason, e-mails it and is audited; the active pledge stays", async () => {
    const admin = await reviewer("pledge-decline");
    const app = await application("corporate", "approved");
    const old = await sponsorship(app, { pledgeAmount: 50_000, sponsorshipTier: "Gold Champion" });
    const id = await sponsorship(app, { status: "pending", pledgeAmount: 500, requestedBy: app.userId });
    const outcome = await decidePledge(admin, adminRequest(), {
      id,
      decision: "decline",
      reason: "Please call us first.",
    });
    expect(outcome).toEqual({ ok: true, message: decisionMessages.declined(app.name) });
    expect(await statusOf(id)).toMatchObject({ status: "declined", decisionNote: "Please call us first." });
    expect((await statusOf(old)).status).toBe("active");
    const [mail] = await mailsTo(app.email);
    expect(mail!.text).toContain("Please call us first.");
    expect((await logsOf(id))[0]).toMatchObject({
      action: "pledge.decline",
      after: { reason: "Please call us first." },
    });
  });

  it("two admins deciding the same pledge at once give exactly one decision", async () => {
    const [a, b] = [await reviewer("pledge-race-a"), await reviewer("pledge-race-b")];
    const app = await application("corporate", "approved");
    const id = await sponsorship(app, { status: "pending", pledgeAmount: 50_000, requestedBy: app.userId });
    const outcomes = await Promise.all([
      decidePledge(a, adminRequest(), { id, decision: "approve", reason: null }),
      decidePledge(b, adminRequest(), { id, decision: "decline", reason: "No." }),
    ]);
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    expect(outcomes.filter((o) => !o.ok)).toEqual([{ ok: false, status: 409, message: decisionMessages.changed }]);
    expect(await logsOf(id)).toHaveLength(1);
    expect(await mailsTo(app.email)).toHaveLength(1);
  });

  it("the console page: a decline without a reason keeps what was typed and writes nothing", async () => {
    const admin = await signedInAs(db(), "admin");
    const app = await application("corporate", "approved");
    const id = await sponsorship(app, { status: "pending", pledgeAmount: 50_000, requestedBy: app.userId });
    const page = (await pledgesLoader({
      request: new Request("http://localhost:3000/admin/partners/pledges", { headers: { cookie: admin.cookie } }),
    } as never)) as { pledges: { id: string; amount: string; tests: number }[] };
    expect(page.pledges.find((p) => p.id === id)).toMatchObject({ amount: "S$50,000", tests: 140 });
    const answer = (await pledgesAction({
      request: new Request("http://localhost:3000/admin/partners/pledges", {
        method: "POST",
        headers: { cookie: admin.cookie, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ id, decision: "decline", reason: "  " }),
      }),
    } as never)) as { data: { fieldError?: string; ok: boolean }; init: { status: number } };
    expect(answer.init.status).toBe(400);
    expect(answer.data).toMatchObject({
      ok: false,
      fieldError: "Please give a reason: it is e-mailed to the company.",
    });
    expect((await statusOf(id)).status).toBe("pending");
    expect(await logsOf(id)).toHaveLength(0);
  });
});

describe("a top-up adds to the sponsorship (issue 23)", () => {
  it("the team's pending list names the total and tier approving brings, not the top-up's alone", async () => {
    const app = await application("corporate", "approved");
    await sponsorship(app, { pledgeAmount: 200_000, sponsorshipTier: "Platinum Champion" });
    const id = await sponsorship(app, { status: "pending", pledgeAmount: 25_000, requestedBy: app.userId });
    expect((await pendingPledges()).find((p) => p.id === id)).toMatchObject({
      pledge: 25_000,
      tests: 70,
      approvedBefore: 200_000,
      totalAfter: 225_000,
      testsAfter: 633,
      tierName: "Platinum Champion",
    });
    const admin = await signedInAs(db(), "admin");
    const page = (await pledgesLoader({
      request: new Request("http://localhost:3000/admin/partners/pledges", { headers: { cookie: admin.cookie } }),
    } as never)) as { pledges: { id: string; topUp: unknown }[] };
    expect(page.pledges.find((p) => p.id === id)?.topUp).toEqual({
      before: "S$200,000",
      after: "S$225,000",
      testsAfter: 633,
    });
  });

  it("a Platinum sponsor at S$200,000 that tops up S$25,000 stays Platinum at S$225,000: dashboard, certificate, showcase", async () => {
    const app = await application("corporate", "approved");
    await sponsorship(app, { pledgeAmount: 200_000, sponsorshipTier: "Platinum Champion" });
    const id = await sponsorship(app, { status: "pending", pledgeAmount: 25_000, requestedBy: app.userId });
    expect(
      (await decidePledge(await reviewer("top-up"), adminRequest(), { id, decision: "approve", reason: null })).ok,
    ).toBe(true);
    expect(await approvedTotal(app.id)).toEqual({ pledge: 225_000, tier: "Platinum Champion" });
    expect((await showcaseSponsors()).find((s) => s.companyName === app.name)?.tierLabel).toBe("Platinum Tier");
    const [mail] = await mailsTo(app.email);
    expect(mail!.text).toContain("S$225,000 in all, funding 633 screening tests (Platinum Champion)");

    const dashboard = await corporateDashboardData({ id: app.userId } as never, adminRequest());
    expect(dashboard).toMatchObject({
      state: "ready",
      figures: { tierLabel: "Platinum Tier", pledge: "S$225,000", livesImpacted: 633 },
      certificateAvailable: true,
    });
    // The form says, before a pledge is sent, that it adds to this total and what the next tier needs.
    const form = (dashboard as { pledgeForm: { total: { text: string } } }).pledgeForm.total.text;
    expect(form).toContain("S$225,000 (Platinum Champion)");
    expect(form).toContain("added to that total");
    expect(form).toMatch(/more reaches Diamond Champion/);
  });

  it("approving never lowers the tier, even when a test now costs more than at the earlier approval", async () => {
    const app = await application("corporate", "approved");
    // Approved as Diamond when a test cost S$300: S$300,000 funded 1,000 tests then (845 at today's S$355).
    await sponsorship(app, { pledgeAmount: 300_000, sponsorshipTier: "Diamond Champion" });
    const id = await sponsorship(app, { status: "pending", pledgeAmount: 500, requestedBy: app.userId });
    await decidePledge(await reviewer("never-lower"), adminRequest(), { id, decision: "approve", reason: null });
    expect(await approvedTotal(app.id)).toEqual({ pledge: 300_500, tier: "Diamond Champion" });
    expect((await statusOf(id)).sponsorshipTier).toBe("Diamond Champion");
  });

  it("two admins approving two top-ups of one company at once: both count, each once, and the later one names the whole total", async () => {
    const [a, b] = [await reviewer("top-up-race-a"), await reviewer("top-up-race-b")];
    const app = await application("corporate", "approved");
    await sponsorship(app, { pledgeAmount: 200_000, sponsorshipTier: "Platinum Champion" });
    const first = await sponsorship(app, { status: "pending", pledgeAmount: 25_000, requestedBy: app.userId });
    const second = await sponsorship(app, { status: "pending", pledgeAmount: 30_000, requestedBy: app.userId });
    const outcomes = await Promise.all([
      decidePledge(a, adminRequest(), { id: first, decision: "approve", reason: null }),
      decidePledge(b, adminRequest(), { id: second, decision: "approve", reason: null }),
    ]);
    expect(outcomes.every((o) => o.ok)).toBe(true);
    expect(await approvedTotal(app.id)).toEqual({ pledge: 255_000, tier: "Platinum Champion" });
    const texts = (await mailsTo(app.email)).map((m) => m.text);
    expect(texts).toHaveLength(2);
    expect(texts.some((t) => t.includes("S$255,000 in all"))).toBe(true);
  });
});

describe("the showcase", () => {
  it("shows at most 6 active, visible sponsorships, one per company; pending, ended and hidden ones never", async () => {
    const before = await activeSponsorCount();
    const visible: App[] = [];
    for (let i = 0; i < 7; i++) visible.push(await application("corporate", "approved"));
    for (const app of visible) await sponsorship(app, { pledgeAmount: 50_000, sponsorshipTier: "Gold Champion" });
    const twice = visible[6]!;
    // An approved new pledge ends the old one, so a company is shown once.
    const next = await sponsorship(twice, { status: "pending", pledgeAmount: 360_000 });
    await decidePledge(await reviewer("showcase"), adminRequest(), { id: next, decision: "approve", reason: null });
    // Two active rows of one company (an older pledge nothing ended): shown once, the newest.
    const doubled = visible[5]!;
    await sponsorship(doubled, { pledgeAmount: 200_000, sponsorshipTier: "Platinum Champion" });
    const hidden = await application("corporate", "approved");
    await sponsorship(hidden, { pledgeAmount: 50_000, isPubliclyVisible: false });
    const waiting = await application("corporate", "approved");
    await sponsorship(waiting, { status: "pending", pledgeAmount: 50_000 });

    const shown = await showcaseSponsors();
    expect(shown).toHaveLength(SHOWCASE_LIMIT);
    expect(new Set(shown.map((s) => s.companyName)).size).toBe(SHOWCASE_LIMIT);
    expect(shown.map((s) => s.companyName)).not.toContain(hidden.name);
    expect(shown.map((s) => s.companyName)).not.toContain(waiting.name);
    expect(shown.find((s) => s.companyName === twice.name)?.tierLabel).toBe("Diamond Tier");
    // ADR 0005: the CSR pillar counts active sponsorships only by company (the hidden one counts; a company with two active rows once).
    expect(shown.find((s) => s.companyName === doubled.name)?.tierLabel).toBe("Platinum Tier");
    expect(await activeSponsorCount()).toBe(before + 8);
  });
});
