import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminActivityLog, corporates, screeningReminderPreferences, stories } from "../../../db/schema";
import * as page from "../../../app/features/privacy/routes/my-consents";
import { consentMessages as m } from "../../../app/features/privacy/messages";
import { useTestDatabase } from "../../support/db";
import { signedInAs } from "../../support/sessions";

/**
 * "My consents" (issue 29): each consent given is listed with when, withdrawn in one click at once,
 * with an audit row in the same transaction; another person's story, a consent already withdrawn or
 * an unknown one gets a clear message and nothing is written.
 */
const db = useTestDatabase();
const context = { nonce: "", requestId: "" };
type Answer = { ok?: boolean; message?: string; consents: Array<{ kind: string; id: string | null; given: string }> };

async function run(handler: (args: never) => unknown, request: Request): Promise<{ status: number; data: Answer }> {
  const answer = (await handler({ request, params: {}, context } as never)) as {
    type?: string;
    data: Answer;
    init?: { status?: number } | null;
  };
  return { status: answer.init?.status ?? 200, data: answer.data };
}
const get = (cookie: string) =>
  run(page.loader, new Request("http://localhost:3000/account/consents", { headers: { cookie } }));
const post = (cookie: string, fields: Record<string, string>) =>
  run(
    page.action,
    new Request("http://localhost:3000/account/consents", {
      method: "POST",
      headers: { cookie },
      body: new URLSearchParams(fields),
    }),
  );
const withdrawals = async () =>
  (await db().select().from(adminActivityLog).where(eq(adminActivityLog.action, "consent.withdraw"))).length;

describe("my consents", () => {
  it("lists each consent with when it was given, and withdraws each at once", async () => {
    const me = await signedInAs(db(), "champion");
    const [story] = await db()
      .insert(stories)
      .values({
        userId: me.id,
        storyType: "Survivor",
        experienceType: "FIT",
        location: "Bedok",
        content: "My story",
        isPublic: true,
        canContact: true,
        approved: true,
      })
      .returning({ id: stories.id });
    const listed = (await get(me.cookie)).data.consents;
    expect(listed.map((c) => [c.kind, c.id])).toEqual([
      ["screening-reminders", null],
      ["story-public", story!.id],
      ["story-contact", story!.id],
    ]);
    expect(listed.every((c) => /\d{4}/.test(c.given))).toBe(true);

    const done = await post(me.cookie, { intent: "story-public", id: story!.id });
    expect(done).toMatchObject({ status: 200, data: { ok: true, message: m.withdrawn } });
    expect(done.data.consents.map((c) => c.kind)).toEqual(["screening-reminders", "story-contact"]);
    const [after] = await db().select().from(stories).where(eq(stories.id, story!.id));
    expect(after).toMatchObject({ isPublic: false, canContact: true, approved: true });

    await post(me.cookie, { intent: "story-contact", id: story!.id });
    await post(me.cookie, { intent: "screening-reminders" });
    expect((await get(me.cookie)).data.consents).toEqual([]);
    const [pref] = await db()
      .select()
      .from(screeningReminderPreferences)
      .where(eq(screeningReminderPreferences.userId, me.id));
    expect(pref?.optedOutAt).toBeInstanceOf(Date);
    expect(await withdrawals()).toBe(3);

    // Again: nothing to withdraw, nothing written.
    expect(await post(me.cookie, { intent: "screening-reminders" })).toMatchObject({
      status: 404,
      data: { ok: false, message: m.notGiven },
    });
    expect(await withdrawals()).toBe(3);
  });

  it("refuses another person's story, an unknown consent or a malformed id, writing nothing", async () => {
    const author = await signedInAs(db(), "champion");
    const other = await signedInAs(db(), "champion");
    const [story] = await db()
      .insert(stories)
      .values({
        userId: author.id,
        storyType: "Survivor",
        experienceType: "FIT",
        location: "Bedok",
        content: "Mine",
        isPublic: true,
      })
      .returning({ id: stories.id });
    const before = await withdrawals();
    expect(await post(other.cookie, { intent: "story-public", id: story!.id })).toMatchObject({ status: 404 });
    expect(await post(other.cookie, { intent: "everything" })).toMatchObject({
      status: 400,
      data: { message: m.unknown },
    });
    expect(await post(other.cookie, { intent: "story-public", id: "not-an-id" })).toMatchObject({ status: 400 });
    expect(await post(other.cookie, {})).toMatchObject({ status: 400 });
    const [unchanged] = await db().select().from(stories).where(eq(stories.id, story!.id));
    expect(unchanged!.isPublic).toBe(true);
    expect(await withdrawals()).toBe(before);
  });

  it("lets a corporate contact withdraw the company newsletter", async () => {
    const contact = await signedInAs(db(), "corporate_contact");
    await db().insert(corporates).values({
      userId: contact.id,
      companyName: "Acme Pte Ltd",
      uen: "201912345A",
      industry: "Retail",
      companySize: "51-200",
      contactPersonName: "Test",
      designation: "HR",
      phone: "+65 6000 0000",
      agreedToNewsletter: true,
    });
    expect((await get(contact.cookie)).data.consents.map((c) => c.kind)).toEqual(["newsletter"]);
    expect(await post(contact.cookie, { intent: "newsletter" })).toMatchObject({ status: 200, data: { ok: true } });
    const [company] = await db().select().from(corporates).where(eq(corporates.userId, contact.id));
    expect(company!.agreedToNewsletter).toBe(false);
    // A corporate contact has no screening reminders to withdraw.
    expect(await post(contact.cookie, { intent: "screening-reminders" })).toMatchObject({ status: 404 });
  });
});
