import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminActivityLog, stories } from "../../../db/schema";
import * as list from "../../../app/features/community/routes/my-stories";
import * as page from "../../../app/features/community/routes/my-story";
import { myStoryMessages as m, storiesMessages } from "../../../app/features/community/messages";
import english from "../../../app/locales/en/community.json";
import { pendingStoryCount } from "../../../app/features/community/moderation/moderation.server";
import { CLIENT_IP_HEADER } from "../../../app/lib/http/client-ip";
import { useTestDatabase } from "../../support/db";
import { signedInAs } from "../../support/sessions";

/**
 * "Correct my data" for stories (issue 29): the Champion corrects a story with /share-your-story's
 * fields and messages (an approved one goes back to the team's review, and off the site), or removes
 * it; each change with its audit row; another person's story is a 404 with nothing written; 10
 * changes an hour.
 */
const db = useTestDatabase();
const context = { nonce: "", requestId: "" };
type Answer = {
  result: { error?: Record<string, string[] | null> };
  done: { message: string } | null;
  story?: { warning: string | null; stateLabel: string; values: Record<string, unknown> };
  stories?: Array<{ id: string; storyType: string; excerpt: string; stateLabel: string }>;
};

const ip = () => `10.2.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;

async function call(handler: unknown, id: string, cookie: string, fields?: Record<string, string | string[]>) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields ?? {}))
    for (const v of Array.isArray(value) ? value : [value]) body.append(name, v);
  const request = new Request(`http://localhost:3000/account/stories/${id}`, {
    method: fields ? "POST" : "GET",
    headers: { cookie, [CLIENT_IP_HEADER]: ip() },
    body: fields ? body : undefined,
  });
  const answer = await Promise.resolve(
    (handler as (a: unknown) => unknown)({ request, params: { id }, context }),
  ).catch((thrown: unknown) => thrown);
  const shaped = answer as { type?: string; data?: unknown; init?: { status?: number } | null };
  if (answer instanceof Response) return { status: answer.status, data: null, headers: answer.headers };
  return { status: shaped.init?.status ?? 200, data: (shaped.type ? shaped.data : answer) as Answer, headers: null };
}

const form = {
  storyType: "Caregiver",
  experienceType: "Undergoing a colonoscopy",
  location: "Singapore",
  content: "My father put off his colonoscopy for a year.",
  isPublic: "on",
};

async function storyOf(userId: string, values: Partial<typeof stories.$inferInsert> = {}) {
  const [row] = await db()
    .insert(stories)
    .values({
      userId,
      storyType: form.storyType,
      experienceType: form.experienceType,
      location: form.location,
      content: form.content,
      isPublic: true,
      submittedAt: new Date("2026-03-01T02:00:00Z"),
      ...values,
    })
    .returning();
  return row!;
}

const rowOf = async (id: string) => (await db().select().from(stories).where(eq(stories.id, id)))[0];
const audited = (action: string, id: string) =>
  db()
    .select()
    .from(adminActivityLog)
    .where(and(eq(adminActivityLog.action, action), eq(adminActivityLog.targetId, id)));

describe("correcting my stories", () => {
  it("lists mine newest first with type, date, state and excerpt; only mine", async () => {
    const me = await signedInAs(db(), "champion");
    const other = await signedInAs(db(), "champion");
    const old = await storyOf(me.id, { content: "old and waiting" });
    const shown = await storyOf(me.id, {
      content: "on the site",
      storyType: "Patient / Survivor",
      approved: true,
      reviewedAt: new Date(),
      submittedAt: new Date("2026-03-05T02:00:00Z"),
    });
    const kept = await storyOf(me.id, {
      content: "rejected",
      reviewedAt: new Date(),
      rejectionReason: "Names a doctor.",
      submittedAt: new Date("2026-03-03T02:00:00Z"),
    });
    const theirs = await storyOf(other.id, { content: "not mine" });
    const answer = await call(list.loader, "", me.cookie);
    expect(answer.data!.stories!.map((s) => [s.id, s.storyType, s.stateLabel, s.excerpt])).toEqual([
      [shown.id, "Patient / Survivor", english.mine.state.shown, "on the site"],
      [kept.id, "Caregiver", english.mine.state.hidden, "rejected"],
      [old.id, "Caregiver", english.mine.state.waiting, "old and waiting"],
    ]);
    expect(JSON.stringify(answer.data)).not.toContain(theirs.id);
  });

  it("corrects a pending story: still waiting, audited with the fields' names only", async () => {
    const me = await signedInAs(db(), "champion");
    const row = await storyOf(me.id);
    const shown = await call(page.loader, row.id, me.cookie);
    expect(shown.data!.story).toMatchObject({ warning: null, stateLabel: english.mine.state.waiting });
    expect(shown.data!.story!.values).toMatchObject({ content: form.content, isPublic: "on", anonymous: undefined });

    const content = "My father put off his colonoscopy for two years.";
    const answer = await call(page.action, row.id, me.cookie, { ...form, content, anonymous: "on" });
    expect(answer.status).toBe(200);
    expect(answer.data!.done?.message).toBe(m.corrected);
    expect(await rowOf(row.id)).toMatchObject({ content, anonymous: true, approved: false, reviewedAt: null });
    const rows = await audited("story.edit", row.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.after).toEqual({ changed: ["content", "anonymous"], state: "pending" });
    expect(JSON.stringify(rows[0])).not.toContain("two years");
  });

  it("sends an approved story back to the team's review, off the site, and says so before the save", async () => {
    const me = await signedInAs(db(), "champion");
    const admin = await signedInAs(db(), "admin");
    const row = await storyOf(me.id, { approved: true, reviewedAt: new Date(), reviewedBy: admin.id });
    const shown = await call(page.loader, row.id, me.cookie);
    expect(shown.data!.story).toMatchObject({
      warning: english.mine.backToReview,
      stateLabel: english.mine.state.shown,
    });
    const queued = await pendingStoryCount();

    const answer = await call(page.action, row.id, me.cookie, { ...form, location: "Malaysia" });
    expect(answer.status).toBe(200);
    expect(await rowOf(row.id)).toMatchObject({
      location: "Malaysia",
      approved: false,
      reviewedAt: null,
      reviewedBy: null,
    });
    // In the team's queue as a new story is.
    expect(await pendingStoryCount()).toBe(queued + 1);
    expect((await audited("story.edit", row.id))[0]!.before).toEqual({ state: "published" });
    expect((await call(page.loader, row.id, me.cookie)).data!.story!.stateLabel).toBe(english.mine.state.waiting);
  });

  it("removes a story, on the site or not: the row deleted and audited", async () => {
    const me = await signedInAs(db(), "champion");
    const row = await storyOf(me.id, { approved: true, reviewedAt: new Date() });
    const answer = await call(page.action, row.id, me.cookie, { intent: "remove" });
    expect(answer.status).toBe(302);
    expect(answer.headers?.get("location")).toBe("/account/stories");
    expect(await rowOf(row.id)).toBeUndefined();
    expect(await audited("story.remove", row.id)).toHaveLength(1);
    expect((await call(page.loader, row.id, me.cookie)).status).toBe(404);
  });

  it("answers another person's story, or a bad id, with 404, and writes nothing", async () => {
    const me = await signedInAs(db(), "champion");
    const row = await storyOf(me.id);
    const stranger = await signedInAs(db(), "champion");
    expect((await call(page.loader, row.id, stranger.cookie)).status).toBe(404);
    expect((await call(page.action, row.id, stranger.cookie, { ...form, content: "hijacked" })).status).toBe(404);
    expect((await call(page.action, row.id, stranger.cookie, { intent: "remove" })).status).toBe(404);
    expect((await call(page.loader, "not-a-uuid", stranger.cookie)).status).toBe(404);
    expect((await call(page.action, "1' or '1'='1", stranger.cookie, { intent: "remove" })).status).toBe(404);
    expect((await call(page.action, "00000000-0000-4000-8000-000000000000", stranger.cookie, {})).status).toBe(404);
    expect(await rowOf(row.id)).toMatchObject({ content: form.content });
    expect(await audited("story.edit", row.id)).toHaveLength(0);
    expect(await audited("story.remove", row.id)).toHaveLength(0);
  });

  it("refuses a partner's account (Champions only)", async () => {
    const me = await signedInAs(db(), "champion");
    const row = await storyOf(me.id);
    const partner = await signedInAs(db(), "gpclinic");
    expect((await call(list.loader, "", partner.cookie)).status).toBe(403);
    expect((await call(page.action, row.id, partner.cookie, { intent: "remove" })).status).toBe(403);
    expect(await rowOf(row.id)).toBeDefined();
  });

  it("says at the field what is wrong, with /share-your-story's messages, and writes nothing", async () => {
    const me = await signedInAs(db(), "champion");
    const row = await storyOf(me.id, { approved: true, reviewedAt: new Date() });
    const cases: Array<[Record<string, string | string[]>, string, string]> = [
      [{ ...form, content: "   " }, "content", storiesMessages.contentRequired],
      [{ ...form, content: "x".repeat(2001) }, "content", storiesMessages.contentTooLong],
      [{ ...form, storyType: "Hacker" }, "storyType", storiesMessages.storyTypeRequired],
      [{ ...form, location: "" }, "location", storiesMessages.locationRequired],
      [
        { ...form, experienceType: ["Undergoing a colonoscopy", "Other"] },
        "experienceType",
        storiesMessages.experienceTypeRequired,
      ],
      [{ ...form, isPublic: "yes" }, "isPublic", ""],
      [{ ...form, approved: "on" }, "", m.unchanged],
    ];
    for (const [fields, field, message] of cases) {
      const answer = await call(page.action, row.id, me.cookie, fields);
      expect(answer.status, JSON.stringify(fields).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      const errors = answer.data!.result.error?.[field];
      if (message) expect(errors, field).toEqual([message]);
      else expect(errors?.length, field).toBeGreaterThan(0);
    }
    expect(await rowOf(row.id)).toMatchObject({ content: form.content, approved: true, location: "Singapore" });
    expect(await audited("story.edit", row.id)).toHaveLength(0);
  });

  it("allows 10 changes an hour per account", async () => {
    const me = await signedInAs(db(), "champion");
    const row = await storyOf(me.id);
    for (let i = 0; i < 10; i++) {
      const answer = await call(page.action, row.id, me.cookie, { ...form, content: `Version ${i}` });
      expect(answer.status, JSON.stringify(answer.data?.result.error ?? "")).toBe(200);
    }
    const refused = await call(page.action, row.id, me.cookie, { intent: "remove" });
    expect(refused.status).toBe(429);
    expect(refused.data!.result.error?.[""]).toEqual([m.tooManyChanges]);
    expect(await rowOf(row.id)).toMatchObject({ content: "Version 9" });
    expect(await audited("story.edit", row.id)).toHaveLength(10);
  });
});
