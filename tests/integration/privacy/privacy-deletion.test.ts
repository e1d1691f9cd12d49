import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  adminActivityLog,
  appointmentRequests,
  deletionRequests,
  emailOutbox,
  eventRegistrations,
  events,
  gpClinics,
  referrals,
  screeningReminderPreferences,
  sessions,
  stories,
  twoFactors,
  users,
} from "../../../db/schema";
import { symmetricDecrypt, symmetricEncrypt } from "better-auth/crypto";
import * as deleteRoute from "../../../app/features/privacy/routes/delete-account";
import * as consoleRoute from "../../../app/features/admin/routes/deletions";
import { runDeletions } from "../../../app/features/privacy/index.server";
import { keepers } from "../../../app/features/privacy/deletion/erase.server";
import { personalData } from "../../../app/features/privacy/declaration";
import { deletionMessages as m } from "../../../app/features/privacy/messages";
import { messages as accountMessages } from "../../../app/features/accounts/messages";
import { auth } from "../../../app/features/accounts/auth.server";
import { decodeFlash } from "../../../app/lib/forms/flash.server";
import { FLASH_COOKIE } from "../../../app/lib/forms/flash";
import { momentIn } from "../../../app/lib/i18n/dates";
import { demoAccounts, seed } from "../../../server/seed";
import { useTestDatabase } from "../../support/db";
import { signedInAs } from "../../support/sessions";

/**
 * "Delete my account" (issue 29): confirmed with the password, 14 days of grace that a sign-in
 * cancels, then the job applies the declaration to the demo Champion in one transaction, the
 * confirming e-mail being the last to that address. PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
const db = useTestDatabase();
const context = { nonce: "", requestId: "" };
const champion = demoAccounts.find((a) => a.userType === "champion")!;
const gp = demoAccounts.find((a) => a.userType === "gpclinic")!;
const PASSWORD = "Correct-Horse-9";
const DAY = 86_400_000;

async function signIn(email: string, password: string) {
  const response = await auth().api.signInEmail({ body: { email, password }, asResponse: true });
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
type Answer = {
  data: { ok: boolean; field?: string; message?: string; dueOn?: string; dueIso?: string };
  init?: { status?: number };
};
const ask = async (cookie: string, body: string, path = "/account/delete") =>
  (await deleteRoute
    .action({
      request: new Request(`http://localhost:3000${path}`, {
        method: "POST",
        headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
        body,
      }),
      params: {},
      context,
    } as never)
    .catch((thrown: unknown) => thrown)) as unknown as Answer | Response;
/** A confirmed request: signed out, to the sign-in page with the date in a toast. */
const accepted = (answer: Answer | Response) =>
  answer instanceof Response && answer.status === 303 && answer.headers.get("location") === "/login";
const refused = (answer: Answer | Response) => answer as Answer;
const idOf = async (email: string) =>
  (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
const open = (userId: string) =>
  db()
    .select()
    .from(deletionRequests)
    .where(and(eq(deletionRequests.userId, userId), sql`cancelled_at is null and completed_at is null`));

describe("delete my account", () => {
  it("gives every declared table with a link to a person a deletion behaviour", () => {
    for (const d of personalData.filter((t) => t.links.length && t.onDeletion !== "erase"))
      expect(keepers[d.table], `${d.table} is ${d.onDeletion} but nothing applies it`).toBeTypeOf("function");
    for (const table of Object.keys(keepers))
      expect(personalData.find((d) => d.table === table)?.onDeletion, table).not.toBe("erase");
  });

  it("refuses a wrong password at the field, writes nothing, and counts the tries", async () => {
    const me = await signedInAs(db(), "champion");
    const wrong = refused(await ask(me.cookie, "password=not-it"));
    expect(wrong.data).toMatchObject({ ok: false, field: "password", message: accountMessages.confirmWrongPassword });
    expect(wrong.init?.status).toBe(400);
    expect(await open(me.id)).toHaveLength(0);
    expect(await db().select().from(sessions).where(eq(sessions.userId, me.id))).toHaveLength(1);
    for (let i = 0; i < 4; i++) await ask(me.cookie, "password=not-it");
    // The sixth try is refused even with the right password: a stolen session cannot guess on.
    const limited = refused(await ask(me.cookie, `password=${PASSWORD}`));
    expect(limited.data).toMatchObject({ ok: false, message: accountMessages.confirmTooMany });
    expect(await open(me.id)).toHaveLength(0);
  });

  it("refuses the second step's code when it is wrong, and writes nothing", async () => {
    const me = await signedInAs(db(), "champion", { twoFactor: true });
    const answer = refused(await ask(me.cookie, `password=${PASSWORD}&code=123456`));
    expect(answer.data).toMatchObject({ ok: false, field: "code" });
    expect(await open(me.id)).toHaveLength(0);
  });

  it("takes a backup code as the second step, spends it, and refuses it replayed", async () => {
    const me = await signedInAs(db(), "champion", { twoFactor: true });
    const { secretConfig } = await auth().$context;
    const store = (codes: string[]) => symmetricEncrypt({ key: secretConfig, data: JSON.stringify(codes) });
    await db()
      .insert(twoFactors)
      .values({
        id: `tf-${me.id}`,
        userId: me.id,
        secret: await store([]),
        backupCodes: await store(["AAAAA-11111", "BBBBB-22222"]),
      });
    const left = async () =>
      JSON.parse(
        await symmetricDecrypt({
          key: secretConfig,
          data: (await db().select().from(twoFactors).where(eq(twoFactors.userId, me.id)))[0]!.backupCodes,
        }),
      ) as string[];

    const wrong = refused(await ask(me.cookie, `password=${PASSWORD}&code=ZZZZZ-99999`));
    expect(wrong.data).toMatchObject({ ok: false, field: "code", message: accountMessages.twoFactorInvalid });
    expect(await left()).toEqual(["AAAAA-11111", "BBBBB-22222"]);

    expect(accepted(await ask(me.cookie, `password=${PASSWORD}&code=AAAAA-11111`))).toBe(true);
    expect(await open(me.id)).toHaveLength(1);
    expect(await left()).toEqual(["BBBBB-22222"]);

    // Signing in again cancels the request; the spent code cannot confirm a new one.
    await db().update(users).set({ twoFactorEnabled: false }).where(eq(users.id, me.id));
    const cookie = await signIn(me.email, PASSWORD);
    await db().update(users).set({ twoFactorEnabled: true }).where(eq(users.id, me.id));
    expect(await open(me.id)).toHaveLength(0);
    const replay = refused(await ask(cookie, `password=${PASSWORD}&code=AAAAA-11111`));
    expect(replay.data).toMatchObject({ ok: false, field: "code" });
    expect(await open(me.id)).toHaveLength(0);
    expect(await left()).toEqual(["BBBBB-22222"]);
  });

  it("refuses the last super admin, and lets one go while another stays", async () => {
    const only = await signedInAs(db(), "super_admin");
    const last = refused(await ask(only.cookie, `password=${PASSWORD}`));
    expect(last.data).toMatchObject({ ok: false, field: "form", message: m.lastSuperAdmin });
    expect(await open(only.id)).toHaveLength(0);
  });

  it("files the request for the session's person only, whatever id the form carries", async () => {
    const me = await signedInAs(db(), "champion");
    const other = await signedInAs(db(), "champion");
    const answer = await ask(me.cookie, `password=${PASSWORD}&id=${other.id}&userId=${other.id}`);
    expect(accepted(answer)).toBe(true);
    expect(await open(me.id)).toHaveLength(1);
    expect(await open(other.id)).toHaveLength(0);
    // Signed out everywhere; the e-mail says when and how to cancel.
    expect(await db().select().from(sessions).where(eq(sessions.userId, me.id))).toHaveLength(0);
    const [mail] = await db().select().from(emailOutbox).where(eq(emailOutbox.to, me.email));
    expect(mail!.subject).toBe("Your RID-CRC account will be deleted");
    const [row] = await open(me.id);
    expect(row!.dueAt.getTime() - Date.now()).toBeGreaterThan(13.9 * DAY);
    expect(mail!.text).toMatch(/will be deleted on .+ \(Singapore time\)/);
  });

  it("says when in the page's language: the toast and its date in Chinese on /zh", async () => {
    const me = await signedInAs(db(), "champion");
    const answer = (await ask(me.cookie, `password=${PASSWORD}`, "/zh/account/delete")) as Response;
    expect(answer.headers.get("location")).toBe("/zh/login");
    const flash = answer.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${FLASH_COOKIE}=`))!
      .split(";")[0]!
      .slice(FLASH_COOKIE.length + 1);
    const message = decodeFlash(flash)!.message;
    const [row] = await open(me.id);
    expect(message).toBe(
      `您的账户将在 ${momentIn("zh", row!.dueAt)}（新加坡时间）删除。您已被登出；在此之前登录即可取消删除。我们已发电邮告诉您这个日期。`,
    );
    expect(message).toMatch(/\d{4}年\d{1,2}月\d{1,2}日/);
  });

  it("is cancelled by signing in during the grace period, and says so", async () => {
    const me = await signedInAs(db(), "champion");
    expect(accepted(await ask(me.cookie, `password=${PASSWORD}`))).toBe(true);
    await import("../../../app/features/privacy/index.server");
    expect(await signIn(me.email, PASSWORD)).toContain("session_token");
    expect(await open(me.id)).toHaveLength(0);
    const mails = await db().select().from(emailOutbox).where(eq(emailOutbox.to, me.email));
    expect(mails.map((x) => x.subject)).toContain("Your RID-CRC account will not be deleted");
    // The job, even long after, leaves this account alone (the earlier test's request is due, though).
    const runs = await runDeletions({ at: new Date(Date.now() + 30 * DAY) });
    expect(runs.map((r) => r.userId)).not.toContain(me.id);
    expect(await db().select().from(users).where(eq(users.id, me.id))).toHaveLength(1);
  });

  it("deletes the demo Champion after 14 days: erased, anonymised, kept, once, with the last e-mail", async () => {
    await seed(db(), { demo: true, demoAccounts: true });
    const id = await idOf(champion.email);
    const [event] = await db().select({ id: events.id }).from(events).limit(1);
    await db().insert(referrals).values({ referrerId: id, referredEmail: "friend@test.example" });
    await db().insert(eventRegistrations).values({ eventId: event!.id, userId: id, name: "Me", email: champion.email });
    await db().insert(appointmentRequests).values({
      name: "Me",
      email: champion.email.toUpperCase(),
      phone: "+65 6123 4567",
      preferredClinic: "Any",
      preferredDate: "2030-01-02",
      preferredTime: "morning",
      message: "Symptoms",
    });
    await db().insert(screeningReminderPreferences).values({ userId: id, optedOutAt: new Date() });
    await db()
      .insert(stories)
      .values([
        {
          userId: id,
          storyType: "Survivor",
          experienceType: "FIT",
          location: "Tampines",
          content: "Published",
          approved: true,
          isPublic: true,
          canContact: true,
        },
        { userId: id, storyType: "Survivor", experienceType: "FIT", location: "Tampines", content: "Waiting" },
      ]);
    const cookie = await signIn(champion.email, champion.password);
    expect(accepted(await ask(cookie, `password=${encodeURIComponent(champion.password)}`))).toBe(true);

    // Not before the 14 days are over.
    expect(await runDeletions({ at: new Date(Date.now() + 13 * DAY) })).toEqual([]);
    const at = new Date(Date.now() + 14 * DAY + 60_000);
    // Two runs at once: the person is deleted once.
    const [first, second] = await Promise.all([runDeletions({ at }), runDeletions({ at })]);
    const runs = [...first, ...second];
    expect(runs).toHaveLength(1);
    const counts = runs[0]!.counts;
    console.log(`deletion of the demo Champion, per table: ${JSON.stringify(counts)}`);

    // Every declared table was handled, and nothing personal is still tied to the person.
    expect(Object.keys(counts).sort()).toEqual(personalData.map((d) => d.table).sort());
    expect(counts.users).toEqual({ removed: 1, anonymised: 0 });
    expect(counts.stories).toEqual({ removed: expect.any(Number), anonymised: expect.any(Number) });
    expect(counts.stories!.anonymised).toBeGreaterThanOrEqual(1);
    expect(counts.stories!.removed).toBeGreaterThanOrEqual(1);
    for (const t of [
      "referrals",
      "event_registrations",
      "appointment_requests",
      "screening_reminder_preferences",
      "sessions",
    ])
      expect(counts[t]!.removed, t).toBeGreaterThanOrEqual(t === "sessions" ? 0 : 1);
    expect(await db().select().from(users).where(eq(users.id, id))).toHaveLength(0);
    expect(await db().select().from(sessions).where(eq(sessions.userId, id))).toHaveLength(0);
    const published = await db().select().from(stories).where(eq(stories.content, "Published"));
    expect(published).toHaveLength(1);
    expect(published[0]).toMatchObject({ userId: null, anonymous: true, canContact: false });
    expect(await db().select().from(stories).where(eq(stories.content, "Waiting"))).toHaveLength(0);

    // The audit log keeps the actions with the account's id only.
    const audit = await db()
      .select()
      .from(adminActivityLog)
      .where(sql`${adminActivityLog.adminId} = ${id} or ${adminActivityLog.targetId} = ${id}`);
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(["privacy.deletion_request", "privacy.account_deleted"]),
    );
    expect(JSON.stringify(audit)).not.toContain(champion.email);

    // The confirming e-mail is the only one left to the address, and the last: nothing queued after.
    const mails = await db()
      .select()
      .from(emailOutbox)
      .where(sql`lower(${emailOutbox.to}) = lower(${champion.email})`);
    expect(mails.map((x) => x.subject)).toEqual(["Your RID-CRC account has been deleted"]);
    // The request row stays as proof, with dates and counts only.
    const [done] = await db().select().from(deletionRequests).where(eq(deletionRequests.userId, id));
    expect(done).toMatchObject({ reason: null, cancelledAt: null });
    expect(done!.completedAt).toBeInstanceOf(Date);
    // A later run finds nothing more to do.
    expect(await runDeletions({ at: new Date(at.getTime() + DAY) })).toEqual([]);
  });

  it("unpublishes a partner clinic's listing and keeps it without the person", async () => {
    await seed(db(), { demo: true, demoAccounts: true });
    const id = await idOf(gp.email);
    const cookie = await signIn(gp.email, gp.password);
    expect(accepted(await ask(cookie, `password=${encodeURIComponent(gp.password)}`))).toBe(true);
    const [run] = await runDeletions({ at: new Date(Date.now() + 15 * DAY) });
    console.log(`deletion of the demo GP clinic, per table: ${JSON.stringify(run!.counts)}`);
    expect(run!.counts.gp_clinics).toEqual({ removed: 0, anonymised: 1 });
    const listings = await db().select().from(gpClinics).where(eq(gpClinics.userId, id));
    expect(listings).toHaveLength(0);
    const [kept] = await db().select().from(gpClinics).where(eq(gpClinics.approvalStatus, "suspended"));
    expect(kept).toBeDefined();
  });

  it("lets a super admin file a deletion for a person who wrote in, with a reason, audited; the console shows no personal data", async () => {
    const admin = await signedInAs(db(), "super_admin");
    const person = await signedInAs(db(), "champion");
    const post = (body: string) =>
      consoleRoute
        .action({
          request: new Request("http://localhost:3000/admin/system/deletions", {
            method: "POST",
            headers: { cookie: admin.cookie, "content-type": "application/x-www-form-urlencoded" },
            body,
          }),
          params: {},
          context,
        } as never)
        .then((r) => r as unknown as { data?: { field: string; message: string }; ok?: boolean; message?: string });
    const noReason = await post(`email=${encodeURIComponent(person.email)}&reason=`);
    expect(noReason.data).toMatchObject({ field: "reason", message: m.reasonRequired });
    expect(await open(person.id)).toHaveLength(0);
    const filed = await post(`email=${encodeURIComponent(person.email.toUpperCase())}&reason=Letter+of+3+June`);
    expect(filed.ok).toBe(true);
    expect(await open(person.id)).toHaveLength(1);
    const [row] = await db()
      .select()
      .from(adminActivityLog)
      .where(and(eq(adminActivityLog.action, "privacy.deletion_filed"), eq(adminActivityLog.targetId, person.id)));
    expect(row).toMatchObject({ adminId: admin.id, after: expect.objectContaining({ reason: "Letter of 3 June" }) });

    const page = (await consoleRoute.loader({
      request: new Request("http://localhost:3000/admin/system/deletions", { headers: { cookie: admin.cookie } }),
      params: {},
      context,
    } as never)) as Awaited<ReturnType<typeof consoleRoute.loader>>;
    expect(page.waiting.map((w) => w.userId)).toContain(person.id);
    expect(page.totals.completed).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(page)).not.toMatch(/@/);
  });
});
