import { randomBytes } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminActivityLog, emailOutbox, referrals } from "../../../db/schema";
import * as list from "../../../app/features/community/routes/my-referrals";
import * as page from "../../../app/features/community/routes/my-referral";
import { messages, myReferralMessages as m } from "../../../app/features/community/messages";
import { sendInvitations } from "../../../app/features/community/referrals/referrals.server";
import { CLIENT_IP_HEADER } from "../../../app/lib/http/client-ip";
import { useTestDatabase } from "../../support/db";
import { signedInAs } from "../../support/sessions";

/**
 * "Correct my data" for referrals (issue 29): while the friend has not joined, the Champion
 * corrects the address (the invitation goes again, in the transaction of the change and its audit
 * row) or withdraws the referral (the row, and the address, deleted); a joined one is read-only;
 * another person's referral is a 404 with nothing written; 10 changes an hour.
 */
const db = useTestDatabase();
const context = { nonce: "", requestId: "" };
type Answer = { result: { error?: Record<string, string[] | null> }; done: { message: string } | null };

const ip = () => `10.1.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

async function call(handler: unknown, id: string, cookie: string, fields?: Record<string, string>) {
  const request = new Request(`http://localhost:3000/account/referrals/${id}`, {
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

let n = 0;
const friend = (label = "friend") => `${label}-${++n}-${Date.now()}@example.sg`;
const mailsTo = (addresses: string[]) => db().select().from(emailOutbox).where(inArray(emailOutbox.to, addresses));
const rowsOf = (referrerId: string) => db().select().from(referrals).where(eq(referrals.referrerId, referrerId));
const audited = (action: string, id: string) =>
  db()
    .select()
    .from(adminActivityLog)
    .where(and(eq(adminActivityLog.action, action), eq(adminActivityLog.targetId, id)));

/** A Champion who invited one friend through /refer-friend's own code. */
async function championWithReferral(address = friend()) {
  const me = await signedInAs(db(), "champion");
  const request = new Request("http://localhost:3000/refer-friend", {
    method: "POST",
    headers: { [CLIENT_IP_HEADER]: ip() },
  });
  const sent = await sendInvitations(me, { emails: [address], message: "Please get screened." }, request);
  expect(sent.ok).toBe(true);
  const [row] = await rowsOf(me.id);
  return { me, row: row!, address };
}

describe("correcting my referrals", () => {
  it("lists mine newest first, and corrects a pending one: the invitation goes again, with an audit row", async () => {
    const { me, row, address } = await championWithReferral(friend("typo"));
    const shown = await call(list.loader, "", me.cookie);
    expect(JSON.stringify(shown.data)).toContain(row.id);
    expect(JSON.stringify(shown.data)).toContain(address);

    const corrected = friend("right");
    const answer = await call(page.action, row.id, me.cookie, { email: `  ${corrected.toUpperCase()} ` });
    expect(answer.status).toBe(200);
    expect(answer.data!.done?.message).toBe(m.corrected(corrected));
    const [after] = await rowsOf(me.id);
    expect(after).toMatchObject({ id: row.id, referredEmail: corrected, status: "pending", message: row.message });
    const mails = await mailsTo([corrected]);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/invited you to join RID-CRC/);
    expect(mails[0]!.text).toContain("Please get screened.");
    const rows = await audited("referral.edit", row.id);
    expect(rows).toHaveLength(1);
    // Neither address is kept in the log.
    expect(JSON.stringify(rows[0])).not.toContain(corrected);
    expect(JSON.stringify(rows[0])).not.toContain(address);
  });

  it("withdraws a pending referral: the row deleted, audited, no e-mail", async () => {
    const { me, row, address } = await championWithReferral();
    const answer = await call(page.action, row.id, me.cookie, { intent: "withdraw" });
    expect(answer.status).toBe(302);
    expect(answer.headers?.get("location")).toBe("/account/referrals");
    expect(await rowsOf(me.id)).toHaveLength(0);
    expect(await mailsTo([address])).toHaveLength(1); // the first invitation only
    expect(await audited("referral.withdraw", row.id)).toHaveLength(1);
    expect((await call(page.loader, row.id, me.cookie)).status).toBe(404);
  });

  it("shows a joined referral read-only, and refuses changes to it", async () => {
    const { me, row, address } = await championWithReferral();
    await db().update(referrals).set({ status: "joined" }).where(eq(referrals.id, row.id));
    const shown = await call(page.loader, row.id, me.cookie);
    expect(JSON.stringify(shown.data)).toContain('"pending":false');
    for (const fields of [{ email: friend() }, { intent: "withdraw" }] as Record<string, string>[]) {
      const refused = await call(page.action, row.id, me.cookie, fields);
      expect(refused.status).toBe(409);
      expect(refused.data!.result.error?.[""]).toEqual([m.joined]);
    }
    expect((await rowsOf(me.id))[0]).toMatchObject({ referredEmail: address, status: "joined" });
  });

  it("answers another person's referral, or a bad id, with 404, and writes nothing", async () => {
    const { row, address } = await championWithReferral();
    const stranger = await signedInAs(db(), "champion");
    const other = friend();
    expect((await call(page.loader, row.id, stranger.cookie)).status).toBe(404);
    expect((await call(page.action, row.id, stranger.cookie, { email: other })).status).toBe(404);
    expect((await call(page.action, row.id, stranger.cookie, { intent: "withdraw" })).status).toBe(404);
    expect((await call(page.loader, "not-a-uuid", stranger.cookie)).status).toBe(404);
    expect((await call(page.action, "00000000-0000-4000-8000-000000000000", stranger.cookie, {})).status).toBe(404);
    expect(JSON.stringify((await call(list.loader, "", stranger.cookie)).data)).not.toContain(row.id);
    expect((await rowsOf(row.referrerId))[0]).toMatchObject({ referredEmail: address });
    expect(await mailsTo([other])).toHaveLength(0);
  });

  it("refuses a partner's account (Champions only)", async () => {
    const { row } = await championWithReferral();
    const partner = await signedInAs(db(), "gpclinic");
    expect((await call(list.loader, "", partner.cookie)).status).toBe(403);
    expect((await call(page.action, row.id, partner.cookie, { intent: "withdraw" })).status).toBe(403);
    expect(await rowsOf(row.referrerId)).toHaveLength(1);
  });

  it("says at the field what is wrong, with /refer-friend's messages, and writes nothing", async () => {
    const { me, row, address } = await championWithReferral();
    const earlier = friend("earlier");
    await db().insert(referrals).values({ referrerId: me.id, referredEmail: earlier, status: "pending" });
    const cases: Array<[Record<string, string>, string]> = [
      [{}, messages.noValidEmail],
      [{ email: "" }, messages.noValidEmail],
      [{ email: "uncle-bob@example" }, messages.emailInvalid],
      [{ email: `${"x".repeat(250)}@example.sg` }, messages.emailInvalid],
      [{ email: address.toUpperCase() }, m.unchanged],
      [{ email: me.email }, messages.ownAddress],
      [{ email: earlier }, messages.recentlyInvited([earlier])],
      [{ email: ["a@example.sg", "b@example.sg"] as unknown as string }, messages.emailInvalid],
    ];
    for (const [fields, message] of cases) {
      const answer = await call(page.action, row.id, me.cookie, fields);
      expect(answer.status, JSON.stringify(fields)).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.data!.result.error?.email, JSON.stringify(fields)).toEqual([message]);
    }
    expect((await rowsOf(me.id)).find((r) => r.id === row.id)).toMatchObject({ referredEmail: address });
    expect(await audited("referral.edit", row.id)).toHaveLength(0);
    expect(await mailsTo([address])).toHaveLength(1);
  });

  it("keeps to the day's invitations of /refer-friend", async () => {
    const { me, row } = await championWithReferral();
    await db()
      .insert(referrals)
      .values(
        Array.from({ length: 19 }, () => ({
          referrerId: me.id,
          referredEmail: friend("day"),
          status: "pending" as const,
        })),
      );
    const refused = await call(page.action, row.id, me.cookie, { email: friend("over") });
    expect(refused.status).toBe(429);
    expect(refused.data!.result.error?.[""]).toEqual([messages.dailyLimit(0)]);
  });

  it("allows 10 changes an hour per account", async () => {
    // Written directly: /refer-friend's own submission would count against its hourly limit of 10,
    // which each correction also counts against (the next test).
    const me = await signedInAs(db(), "champion");
    const [row] = await db()
      .insert(referrals)
      .values({ referrerId: me.id, referredEmail: friend(), status: "pending" })
      .returning();
    let last = "";
    for (let i = 0; i < 10; i++) {
      last = friend(`change-${i}`);
      const answer = await call(page.action, row!.id, me.cookie, { email: last });
      expect(answer.status, answer.data?.result.error ? JSON.stringify(answer.data.result.error) : "").toBe(200);
    }
    const refused = await call(page.action, row!.id, me.cookie, { intent: "withdraw" });
    expect(refused.status).toBe(429);
    expect(refused.data!.result.error?.[""]).toEqual([m.tooManyChanges]);
    expect((await rowsOf(me.id))[0]!.referredEmail).toBe(last);
    expect(await mailsTo([last])).toHaveLength(1);
  });

  it("counts each correction against /refer-friend's hourly limit, as it sends an invitation", async () => {
    const { me, row, address } = await championWithReferral();
    const request = () =>
      new Request("http://localhost:3000/refer-friend", { method: "POST", headers: { [CLIENT_IP_HEADER]: ip() } });
    // The first invitation was one of the 10 submissions an hour; eight more leave one.
    for (let i = 0; i < 8; i++) await sendInvitations(me, { emails: [me.email] }, request());
    expect((await call(page.action, row.id, me.cookie, { email: friend("ok") })).status).toBe(200);
    const refused = await call(page.action, row.id, me.cookie, { email: friend("over") });
    expect(refused.status).toBe(429);
    expect(refused.data!.result.error?.[""]).toEqual([messages.tooManyAttempts]);
    expect((await rowsOf(me.id))[0]!.referredEmail).not.toBe(address);
  });
});
