import { randomBytes } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminActivityLog, corporateSponsorships, corporates, emailOutbox, users } from "../../../db/schema";
import * as list from "../../../app/features/corporate/routes/my-pledges";
import * as page from "../../../app/features/corporate/routes/my-pledge";
import { decidePledge } from "../../../app/features/corporate/index.server";
import { pledgeMessages } from "../../../app/features/corporate/impact";
import { myPledgeMessages as m } from "../../../app/features/corporate/messages";
import { CLIENT_IP_HEADER } from "../../../app/lib/http/client-ip";
import { useTestDatabase } from "../../support/db";
import { adminRequest, application, reviewer } from "../../support/partners";
import { signedInAs } from "../../support/sessions";

/**
 * "Correct my data" for pledges (issue 29): while the team has not decided, the corporate contact
 * corrects the amount (the dashboard's rules and messages) or withdraws the pledge, each with its
 * audit row and the team's notice in one transaction; a decided one is read-only; another company's
 * pledge is a 404 with nothing written; the team deciding while the contact edits gives one outcome;
 * 10 changes an hour. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
const db = useTestDatabase();
const context = { nonce: "", requestId: "" };
type Answer = { result: { error?: Record<string, string[] | null> }; done: { message: string } | null };

const ip = () => `10.2.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

async function call(handler: unknown, id: string, cookie: string, fields?: Record<string, string> | URLSearchParams) {
  const request = new Request(`http://localhost:3000/account/pledges/${id}`, {
    method: fields ? "POST" : "GET",
    headers: { cookie, [CLIENT_IP_HEADER]: ip() },
    body: fields ? new URLSearchParams(fields) : undefined,
  });
  const answer = await Promise.resolve(
    (handler as (a: unknown) => unknown)({ request, params: { id }, context }),
  ).catch((thrown: unknown) => thrown);
  const shaped = answer as { type?: string; data?: unknown; init?: { status?: number } | null };
  if (answer instanceof Response) return { status: answer.status, data: null, headers: answer.headers };
  return { status: shaped.init?.status ?? 200, data: (shaped.type ? shaped.data : answer) as Answer, headers: null };
}

/** A signed-in contact whose approved company has one pending pledge of S$50,000. */
async function contactWithPledge(pledgeAmount = 50_000) {
  const me = await signedInAs(db(), "corporate_contact");
  const app = await application("corporate", "approved");
  await db().update(corporates).set({ userId: me.id }).where(eq(corporates.id, app.id));
  await db().update(users).set({ corporateId: app.id }).where(eq(users.id, me.id));
  const [row] = await db()
    .insert(corporateSponsorships)
    .values({
      corporateId: app.id,
      status: "pending",
      pledgeAmount,
      sponsorshipTier: "Gold Champion",
      requestedBy: me.id,
    })
    .returning();
  return { me, app, row: row! };
}

const pledgeRow = async (id: string) =>
  (await db().select().from(corporateSponsorships).where(eq(corporateSponsorships.id, id)))[0];
const audited = (action: string, id: string) =>
  db()
    .select()
    .from(adminActivityLog)
    .where(and(eq(adminActivityLog.action, action), eq(adminActivityLog.targetId, id)));
/** The team's notices about one company (CONTACT_EMAIL is shared by the file's tests). */
const teamNotices = (company: string) =>
  db()
    .select()
    .from(emailOutbox)
    .where(like(emailOutbox.subject, `%${company}`));

describe("correcting my pledges", () => {
  it("lists the company's pledges and corrects a pending one: audited, the team told", async () => {
    const { me, app, row } = await contactWithPledge();
    const shown = await call(list.loader, "", me.cookie);
    expect(JSON.stringify(shown.data)).toContain(row.id);
    expect(JSON.stringify(shown.data)).toContain("S$50,000");

    const answer = await call(page.action, row.id, me.cookie, { pledge: "200,000" });
    expect(answer.status).toBe(200);
    expect(answer.data!.done?.message).toBe(m.corrected("S$200,000"));
    expect(await pledgeRow(row.id)).toMatchObject({
      status: "pending",
      pledgeAmount: 200_000,
      sponsorshipTier: "Platinum Champion",
    });
    const [log] = await audited("corporate.pledge_edit", row.id);
    expect(log).toMatchObject({ adminId: me.id, before: { pledge: 50_000 }, after: { pledge: 200_000 } });
    const notices = await teamNotices(app.name);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toBe(`Pledge corrected, to review: ${app.name}`);
    expect(notices[0]!.text).toContain("S$200,000");
  });

  it("withdraws a pending pledge: the row deleted, audited, the team told", async () => {
    const { me, app, row } = await contactWithPledge();
    const answer = await call(page.action, row.id, me.cookie, { intent: "withdraw" });
    expect(answer.status).toBe(302);
    expect(answer.headers?.get("location")).toBe("/account/pledges");
    expect(await pledgeRow(row.id)).toBeUndefined();
    expect(await audited("corporate.pledge_withdraw", row.id)).toHaveLength(1);
    expect((await teamNotices(app.name)).map((n) => n.subject)).toEqual([`Pledge withdrawn: ${app.name}`]);
    expect((await call(page.loader, row.id, me.cookie)).status).toBe(404);
  });

  it("shows a decided pledge read-only, and refuses changes to it", async () => {
    const { me, row } = await contactWithPledge();
    await db().update(corporateSponsorships).set({ status: "active" }).where(eq(corporateSponsorships.id, row.id));
    expect(JSON.stringify((await call(page.loader, row.id, me.cookie)).data)).toContain('"pending":false');
    for (const fields of [{ pledge: "100000" }, { intent: "withdraw" }] as Record<string, string>[]) {
      const refused = await call(page.action, row.id, me.cookie, fields);
      expect(refused.status).toBe(409);
      expect(refused.data!.result.error?.[""]).toEqual([m.decided]);
    }
    expect(await pledgeRow(row.id)).toMatchObject({ status: "active", pledgeAmount: 50_000 });
    expect(await audited("corporate.pledge_edit", row.id)).toHaveLength(0);
  });

  it("answers another company's pledge, or a bad id, with 404, and writes nothing", async () => {
    const { row } = await contactWithPledge();
    const other = await contactWithPledge();
    const stranger = other.me;
    expect((await call(page.loader, row.id, stranger.cookie)).status).toBe(404);
    expect((await call(page.action, row.id, stranger.cookie, { pledge: "100000" })).status).toBe(404);
    expect((await call(page.action, row.id, stranger.cookie, { intent: "withdraw" })).status).toBe(404);
    expect((await call(page.loader, "not-a-uuid", stranger.cookie)).status).toBe(404);
    expect((await call(page.action, "00000000-0000-4000-8000-000000000000", stranger.cookie, {})).status).toBe(404);
    expect(JSON.stringify((await call(list.loader, "", stranger.cookie)).data)).not.toContain(row.id);
    expect(await pledgeRow(row.id)).toMatchObject({ status: "pending", pledgeAmount: 50_000 });
    // A contact whose account manages no company: the list says so, any id is not found.
    const unlinked = await signedInAs(db(), "corporate_contact");
    expect((await call(list.loader, "", unlinked.cookie)).data).toMatchObject({ companyName: null, pledges: [] });
    expect((await call(page.action, row.id, unlinked.cookie, { intent: "withdraw" })).status).toBe(404);
  });

  it("sends other roles to their own dashboard", async () => {
    const { row } = await contactWithPledge();
    const champion = await signedInAs(db(), "champion");
    const refused = await call(page.action, row.id, champion.cookie, { intent: "withdraw" });
    expect(refused.status).toBe(302);
    expect(refused.headers?.get("location")).toBe("/dashboard/champion");
    expect(await pledgeRow(row.id)).toBeDefined();
  });

  it("says at the field what is wrong, with the dashboard's messages, and writes nothing", async () => {
    const { me, app, row } = await contactWithPledge();
    const cases: Array<[Record<string, string>, string]> = [
      [{ pledge: "0" }, pledgeMessages.tooSmall],
      [{ pledge: "99999999999" }, pledgeMessages.tooLarge],
      [{ pledge: "50,000" }, m.unchanged],
      [{ pledge: "x".repeat(50) }, "Enter a pledge amount in whole dollars, for example 50000."],
      [{}, "Enter a pledge amount in whole dollars, for example 50000."],
    ];
    for (const [fields, message] of cases) {
      const answer = await call(page.action, row.id, me.cookie, fields);
      expect(answer.status, JSON.stringify(fields)).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.data!.result.error?.pledge, JSON.stringify(fields)).toEqual([message]);
    }
    // A forged form: two amounts at once.
    const forged = new URLSearchParams([
      ["pledge", "60000"],
      ["pledge", "70000"],
    ]);
    const twice = await call(page.action, row.id, me.cookie, forged);
    expect(twice.status).toBe(400);
    expect(twice.data!.result.error?.pledge).toBeTruthy();
    expect(await pledgeRow(row.id)).toMatchObject({ pledgeAmount: 50_000 });
    expect(await audited("corporate.pledge_edit", row.id)).toHaveLength(0);
    expect(await teamNotices(app.name)).toHaveLength(0);
  });

  it("allows 10 changes an hour per account", async () => {
    const { me, row } = await contactWithPledge();
    for (let i = 0; i < 10; i++) {
      const answer = await call(page.action, row.id, me.cookie, { pledge: String(60_000 + i * 500) });
      expect(answer.status, JSON.stringify(answer.data?.result.error)).toBe(200);
    }
    const refused = await call(page.action, row.id, me.cookie, { intent: "withdraw" });
    expect(refused.status).toBe(429);
    expect(refused.data!.result.error?.[""]).toEqual([m.tooManyChanges]);
    expect(await pledgeRow(row.id)).toMatchObject({ pledgeAmount: 64_500 });
  });
});

describe("the team deciding while the contact changes the pledge (concurrency)", () => {
  it("a withdrawal and an approval at once: exactly one of them happens", async () => {
    const admin = await reviewer("pledge-withdraw-race");
    const { me, row } = await contactWithPledge();
    const [decided, withdrawn] = await Promise.all([
      decidePledge(admin, adminRequest(), { id: row.id, decision: "approve", reason: null }),
      call(page.action, row.id, me.cookie, { intent: "withdraw" }),
    ]);
    const after = await pledgeRow(row.id);
    if (decided.ok) {
      expect(withdrawn.status).toBe(409);
      expect(withdrawn.data!.result.error?.[""]).toEqual([m.decided]);
      expect(after).toMatchObject({ status: "active", pledgeAmount: 50_000 });
      expect(await audited("corporate.pledge_withdraw", row.id)).toHaveLength(0);
    } else {
      expect(decided.status).toBe(409);
      expect(withdrawn.status).toBe(302);
      expect(after).toBeUndefined();
      expect(await audited("pledge.approve", row.id)).toHaveLength(0);
    }
  });

  it("a correction and an approval at once: the team approves the amount it last sees, or the correction is refused", async () => {
    const admin = await reviewer("pledge-edit-race");
    // A few rounds: on PostgreSQL either may come first.
    for (let round = 0; round < 3; round++) {
      const { me, row } = await contactWithPledge();
      const [decided, corrected] = await Promise.all([
        decidePledge(admin, adminRequest(), { id: row.id, decision: "approve", reason: null }),
        call(page.action, row.id, me.cookie, { pledge: "100000" }),
      ]);
      expect(decided.ok).toBe(true);
      const after = await pledgeRow(row.id);
      const [approval] = await audited("pledge.approve", row.id);
      if (corrected.status === 409) {
        expect(corrected.data!.result.error?.[""]).toEqual([m.decided]);
        expect(after).toMatchObject({ status: "active", pledgeAmount: 50_000 });
        expect(await audited("corporate.pledge_edit", row.id)).toHaveLength(0);
      } else {
        // The correction came first: the approval counted the corrected amount, never the old one.
        expect(corrected.status).toBe(200);
        expect(after).toMatchObject({ status: "active", pledgeAmount: 100_000 });
      }
      expect(approval!.after).toMatchObject({ pledge: after!.pledgeAmount, total: after!.pledgeAmount });
    }
  });

  it("many corrections and a decline at once: never a 500, the row either declined or pending", async () => {
    const admin = await reviewer("pledge-decline-race");
    const { me, row } = await contactWithPledge();
    const answers = await Promise.all([
      call(page.action, row.id, me.cookie, { pledge: "70000" }),
      decidePledge(admin, adminRequest(), { id: row.id, decision: "decline", reason: "Please call us." }),
      call(page.action, row.id, me.cookie, { pledge: "80000" }),
    ]);
    for (const a of [answers[0], answers[2]]) expect([200, 409]).toContain(a.status);
    expect(answers[1].ok).toBe(true);
    expect((await pledgeRow(row.id))!.status).toBe("declined");
  });
});
