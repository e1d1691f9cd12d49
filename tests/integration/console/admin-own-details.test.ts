import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminActivityLog, users } from "../../../db/schema";
import * as page from "../../../app/features/admin/routes/profile";
import { profileMessages as m } from "../../../app/features/accounts/profile/profile-options";
import { useTestDatabase } from "../../support/db";
import { signedInAs } from "../../support/sessions";

/**
 * "Correct my data" for the team (issue 29): an administrator or super admin corrects their own
 * name and phone at /admin/profile. The change and its audit row land together; bad input gets the
 * profiles' field messages with what was typed and writes nothing; no other role gets in; an id in
 * the form changes nothing but the poster's own row; 10 changes an hour.
 */
const db = useTestDatabase();
const context = { nonce: "", requestId: "" };
type Answer = {
  result: { initialValue?: Record<string, unknown> | null; error?: Record<string, string[] | null> };
  saved: string | null;
};

async function call(handler: unknown, cookie: string | null, fields?: Record<string, string>) {
  const request = new Request("http://localhost:3000/admin/profile", {
    method: fields ? "POST" : "GET",
    headers: cookie ? { cookie } : {},
    body: fields ? new URLSearchParams(fields) : undefined,
  });
  const answer = await Promise.resolve((handler as (a: unknown) => unknown)({ request, params: {}, context })).catch(
    (thrown: unknown) => thrown,
  );
  if (answer instanceof Response)
    return { status: answer.status, data: null, location: answer.headers.get("location") };
  const shaped = answer as { type?: string; data?: unknown; init?: { status?: number } | null };
  return { status: shaped.init?.status ?? 200, data: (shaped.type ? shaped.data : answer) as Answer, location: null };
}

const detailsOf = async (id: string) =>
  (
    await db()
      .select({ fullName: users.fullName, phoneNumber: users.phoneNumber, updatedAt: users.updatedAt })
      .from(users)
      .where(eq(users.id, id))
  )[0]!;
// Signing an admin in writes its own row (admin.sign_in): count the corrections only.
const edit = eq(adminActivityLog.action, "account.profile_edit");
const auditsOf = (id: string) =>
  db()
    .select()
    .from(adminActivityLog)
    .where(and(edit, eq(adminActivityLog.targetId, id)));
const allAudits = async () => (await db().select({ n: count() }).from(adminActivityLog).where(edit))[0]!.n;

describe("/admin/profile", () => {
  it.each(["admin", "super_admin"] as const)(
    "a %s sees and corrects their own name and phone; one audit row with the old and new values",
    async (type) => {
      const me = await signedInAs(db(), type);
      const shown = await call(page.loader, me.cookie);
      expect(shown.status).toBe(200);
      expect(shown.data).toMatchObject({ email: me.email, values: { fullName: `Test ${type}`, phoneNumber: "" } });

      const saved = await call(page.action, me.cookie, { fullName: "Tan Mei Ling", phoneNumber: "+65 6123 4567" });
      expect(saved.status).toBe(200);
      expect(saved.data!.saved).toBe(m.updated);
      expect(await detailsOf(me.id)).toMatchObject({ fullName: "Tan Mei Ling", phoneNumber: "+65 6123 4567" });
      const [row, ...more] = await auditsOf(me.id);
      expect(more).toEqual([]);
      expect(row).toMatchObject({
        action: "account.profile_edit",
        actorEmail: me.email,
        targetType: "user",
        targetId: me.id,
        before: { fullName: `Test ${type}`, phoneNumber: null },
        after: { fullName: "Tan Mei Ling", phoneNumber: "+65 6123 4567" },
      });

      // Only what changed is logged; a save that changes nothing writes nothing.
      await call(page.action, me.cookie, { fullName: "Tan Mei Ling", phoneNumber: "+65 6123 9999" });
      const audits = await auditsOf(me.id);
      expect(audits.map((a) => [a.before, a.after])).toContainEqual([
        { phoneNumber: "+65 6123 4567" },
        { phoneNumber: "+65 6123 9999" },
      ]);
      const unchanged = await call(page.action, me.cookie, { fullName: "Tan Mei Ling", phoneNumber: "+65 6123 9999" });
      expect(unchanged.status).toBe(200);
      expect(await auditsOf(me.id)).toHaveLength(2);
      expect((await call(page.loader, me.cookie)).data).toMatchObject({
        values: { fullName: "Tan Mei Ling", phoneNumber: "+65 6123 9999" },
      });
    },
  );

  it("bad input: the profiles' field messages, what was typed kept, nothing written", async () => {
    const me = await signedInAs(db(), "admin");
    const before = await detailsOf(me.id);
    const audits = await allAudits();
    const cases: [Record<string, string>, Record<string, string>][] = [
      [
        { fullName: "", phoneNumber: "" },
        { fullName: m.fullNameRequired, phoneNumber: m.phoneRequired },
      ],
      [
        { fullName: "   ", phoneNumber: "call me" },
        { fullName: m.fullNameRequired, phoneNumber: m.phoneInvalid },
      ],
      [{ fullName: "x".repeat(121), phoneNumber: "+65 6123 4567" }, { fullName: m.tooLong(120) }],
      [{ phoneNumber: "+65 6123 4567" }, { fullName: m.fullNameRequired }],
    ];
    for (const [fields, messages] of cases) {
      const answer = await call(page.action, me.cookie, fields);
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect(answer.data!.saved).toBeNull();
      const errors = Object.fromEntries(
        Object.entries(answer.data!.result.error ?? {}).map(([name, list]) => [name, list?.[0]]),
      );
      expect(errors).toEqual(messages);
      // What was typed comes back to the form (a blank field is simply blank again).
      const typed = Object.fromEntries(Object.entries(fields).filter(([, v]) => v.trim()));
      expect(answer.data!.result.initialValue).toMatchObject(typed);
    }
    expect(await detailsOf(me.id)).toEqual(before);
    expect(await allAudits()).toBe(audits);
  });

  it("refuses a visitor, a Champion, a GP clinic, a specialist and a corporate contact, writing nothing", async () => {
    const form = { fullName: "Not Allowed", phoneNumber: "+65 6123 4567" };
    const audits = await allAudits();
    const anonymousGet = await call(page.loader, null);
    const anonymousPost = await call(page.action, null, form);
    for (const answer of [anonymousGet, anonymousPost]) {
      expect(answer.status).toBe(302);
      expect(answer.location).toBe("/login?redirectTo=%2Fadmin%2Fprofile");
    }
    for (const type of ["champion", "gpclinic", "specialist", "corporate_contact"] as const) {
      const someone = await signedInAs(db(), type);
      const before = await detailsOf(someone.id);
      expect((await call(page.loader, someone.cookie)).status, type).toBe(403);
      expect((await call(page.action, someone.cookie, form)).status, type).toBe(403);
      expect(await detailsOf(someone.id)).toEqual(before);
    }
    expect(await allAudits()).toBe(audits);
  });

  it("an admin without two-step verification is sent to turn it on, nothing written", async () => {
    const me = await signedInAs(db(), "admin", { twoFactor: false });
    const before = await detailsOf(me.id);
    const answer = await call(page.action, me.cookie, { fullName: "Not Yet", phoneNumber: "+65 6123 4567" });
    expect(answer.status).toBe(302);
    expect(answer.location).toMatch(/^\/account\/two-factor/);
    expect(await detailsOf(me.id)).toEqual(before);
  });

  it("another administrator's id in the form is ignored: only the poster's own row changes", async () => {
    const me = await signedInAs(db(), "admin");
    const other = await signedInAs(db(), "super_admin");
    const theirs = await detailsOf(other.id);
    const answer = await call(page.action, me.cookie, {
      id: other.id,
      userId: other.id,
      email: other.email,
      fullName: "Renamed Through A Trick",
      phoneNumber: "+65 6000 0000",
    });
    expect(answer.status).toBe(200);
    expect(await detailsOf(other.id)).toEqual(theirs);
    expect(await auditsOf(other.id)).toEqual([]);
    expect(await detailsOf(me.id)).toMatchObject({ fullName: "Renamed Through A Trick" });
    const [row] = await auditsOf(me.id);
    expect(row).toMatchObject({ targetId: me.id, targetLabel: me.email });
  });

  it("the 11th change in an hour is refused with a clear message, nothing written", async () => {
    const me = await signedInAs(db(), "super_admin");
    for (let i = 1; i <= 10; i++) {
      const answer = await call(page.action, me.cookie, { fullName: `Name ${i}`, phoneNumber: "+65 6123 4567" });
      expect(answer.status, `change ${i}`).toBe(200);
    }
    const refused = await call(page.action, me.cookie, { fullName: "Name 11", phoneNumber: "+65 6123 4567" });
    expect(refused.status).toBe(429);
    expect(refused.data!.result.error).toEqual({ "": [m.tooManyChanges] });
    expect(refused.data!.result.initialValue).toMatchObject({ fullName: "Name 11" });
    expect(await detailsOf(me.id)).toMatchObject({ fullName: "Name 10" });
    expect(await auditsOf(me.id)).toHaveLength(10);
    // The count is per account: another admin still may.
    const other = await signedInAs(db(), "admin");
    expect((await call(page.action, other.cookie, { fullName: "Other", phoneNumber: "+65 6123 4567" })).status).toBe(
      200,
    );
  });
});
