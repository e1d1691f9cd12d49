import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminActivityLog, emailOutbox, users } from "../../../db/schema";
import * as changePage from "../../../app/features/accounts/routes/change-email";
import * as confirmPage from "../../../app/features/accounts/routes/confirm-email-change";
import { messages as m } from "../../../app/features/accounts/messages";
import { auth } from "../../../app/features/accounts/auth.server";
import { useTestDatabase } from "../../support/db";
import { signedInAs } from "../../support/sessions";
import { callRoute, formPost } from "../../support/route-call";

/**
 * Changing the sign-in address (issue 29): confirmed with the password, a single-use link to the
 * new address makes the change, the old address is told, an address another account uses gets the
 * same answer (and an e-mail to its owner), 5 requests an hour, each audited; sessions stay.
 */
const db = useTestDatabase();
const password = "Correct-Horse-9";
const context = { nonce: "", requestId: "" };
type Sent = { sent: string | null; result: { error?: Record<string, string[] | null> } };

const ask = (cookie: string, fields: Record<string, string>) =>
  callRoute<Sent>(changePage.action, formPost("/account/email", cookie, fields));
const mailTo = (to: string) => db().select().from(emailOutbox).where(eq(emailOutbox.to, to));
const emailOf = async (id: string) => (await db().select().from(users).where(eq(users.id, id)))[0]!.email;
const auditRows = (action: string) => db().select().from(adminActivityLog).where(eq(adminActivityLog.action, action));

function linkIn(text: string): string {
  const url = /\/account\/email\/confirm\/(\S+)/.exec(text);
  if (!url) throw new Error(`no confirmation link in: ${text}`);
  return url[1]!;
}

async function openLink(token: string, method: "GET" | "POST") {
  const request = new Request(`http://localhost:3000/account/email/confirm/${token}`, { method });
  const handler = method === "GET" ? confirmPage.loader : confirmPage.action;
  const answer = (await handler({ request, params: { token }, context } as never)) as unknown as {
    data: { ok?: boolean; valid?: boolean; message: string };
    init: { status?: number } | null;
  };
  return { status: answer.init?.status ?? 200, data: answer.data };
}

describe("changing the account's e-mail address", () => {
  it("changes it only when the link to the new address is used, once; tells the old address; sessions stay", async () => {
    const me = await signedInAs(db(), "champion");
    const fresh = `new-${Date.now()}@test.example`;
    const asked = await ask(me.cookie, { newEmail: fresh.toUpperCase(), password });
    expect(asked.status).toBe(200);
    expect(asked.data.sent).toBe(m.emailChangeSent(fresh));
    expect(await emailOf(me.id)).toBe(me.email);

    const [verify] = await mailTo(fresh);
    const token = linkIn(verify!.text);
    // Opening the link (a mail scanner) changes nothing; the button does.
    expect((await openLink(token, "GET")).data.valid).toBe(true);
    expect(await emailOf(me.id)).toBe(me.email);
    const done = await openLink(token, "POST");
    expect(done.data).toMatchObject({ ok: true, message: m.emailChanged(fresh) });
    expect(await emailOf(me.id)).toBe(fresh);

    const notice = await mailTo(me.email);
    expect(notice.map((e) => e.text).join()).toContain(fresh);
    expect((await auditRows("account.email_change")).map((r) => r.targetId)).toContain(me.id);
    expect((await auditRows("account.email_change_request")).map((r) => r.targetId)).toContain(me.id);

    // Used once: the same link again is not valid, and nothing changes.
    expect((await openLink(token, "POST")).status).toBe(404);
    expect((await openLink(token, "GET")).data.valid).toBe(false);
    // The session is still signed in, now with the new address.
    const session = await auth().api.getSession({ headers: new Headers({ cookie: me.cookie }) });
    expect(session?.user.email).toBe(fresh);
  });

  it("answers an address another account uses exactly as a free one, and tells that address's owner", async () => {
    const me = await signedInAs(db(), "champion");
    const other = await signedInAs(db(), "specialist");
    const free = `free-${Date.now()}@test.example`;
    const takenAnswer = await ask(me.cookie, { newEmail: other.email, password });
    const freeAnswer = await ask(me.cookie, { newEmail: free, password });
    expect(takenAnswer.status).toBe(freeAnswer.status);
    expect(takenAnswer.data.sent).toBe(m.emailChangeSent(other.email));
    const [toOwner] = await mailTo(other.email);
    expect(toOwner!.text).not.toContain("/account/email/confirm/");
    expect(toOwner!.text).toContain("already exists");
    expect(await emailOf(me.id)).toBe(me.email);
    expect(await emailOf(other.id)).toBe(other.email);
  });

  it("refuses a link that was altered, or made for another address", async () => {
    const me = await signedInAs(db(), "champion");
    const fresh = `alter-${Date.now()}@test.example`;
    await ask(me.cookie, { newEmail: fresh, password });
    const token = linkIn((await mailTo(fresh))[0]!.text);
    const [id, , expires, signature] = token.split(".");
    const forged = [id, Buffer.from("attacker@test.example").toString("base64url"), expires, signature].join(".");
    for (const bad of [forged, `${token.slice(0, -2)}AA`, "nonsense"]) {
      expect((await openLink(bad, "POST")).status).toBe(404);
    }
    expect(await emailOf(me.id)).toBe(me.email);
  });

  it("says at the field what is wrong, and writes nothing", async () => {
    const me = await signedInAs(db(), "champion");
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ newEmail: "", password }, "newEmail", m.newEmailRequired],
      [{ newEmail: "not an address", password }, "newEmail", m.emailInvalid],
      [{ newEmail: "ok@test.example", password: "" }, "password", m.enterPassword],
      [{ newEmail: "ok@test.example", password: "Wrong-Horse-1" }, "password", m.confirmWrongPassword],
      [{ newEmail: me.email, password }, "newEmail", m.newEmailSame],
    ];
    for (const [fields, field, message] of cases) {
      const answer = await ask(me.cookie, fields);
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect(answer.data.result.error?.[field]).toEqual([message]);
    }
    expect(await mailTo("ok@test.example")).toHaveLength(0);
    expect(await emailOf(me.id)).toBe(me.email);
  });

  it("sends at most 5 links an hour for one account", async () => {
    const me = await signedInAs(db(), "champion");
    for (let i = 0; i < 5; i++) {
      expect((await ask(me.cookie, { newEmail: `limit-${i}-${Date.now()}@test.example`, password })).status).toBe(200);
    }
    const sixth = `limit-6-${Date.now()}@test.example`;
    const refused = await ask(me.cookie, { newEmail: sixth, password });
    expect(refused.status).toBe(429);
    expect(refused.data.result.error?.[""]).toEqual([m.emailChangeTooMany]);
    expect(await mailTo(sixth)).toHaveLength(0);
  });

  it("is for signed-in people only", async () => {
    const refused = await Promise.resolve(
      changePage.action({
        request: formPost("/account/email", "", { newEmail: "x@test.example", password }),
        params: {},
        context,
      } as never),
    ).catch((thrown: unknown) => thrown);
    expect((refused as Response).status).toBe(302);
  });
});
