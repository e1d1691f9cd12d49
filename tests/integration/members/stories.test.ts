import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { stories } from "../../../db/schema";
import { action, loader } from "../../../app/features/community/routes/share-your-story";
import { approvedStories } from "../../../app/features/community/stories/stories.server";
import { useTestDatabase } from "../../support/db";
import { failWrites } from "../../support/failing-writes";
import { callRoute, formPost } from "../../support/route-call";
import { signedInAs } from "../../support/sessions";

const db = useTestDatabase();

const valid = {
  storyType: "Patient / Survivor",
  experienceType: "Undergoing a colonoscopy",
  location: "Singapore",
  content: "My GP sent me for a colonoscopy at 52. They removed three polyps. Please get screened.",
  isPublic: "on",
};

type Reply = {
  submitted?: true;
  result?: { status?: string; error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> };
};

/** Posts the story form to /share-your-story as the given user, as a browser would. */
async function submit(cookie: string, fields: Record<string, string>) {
  const { status, data } = await callRoute<Reply>(action, formPost("/share-your-story", cookie, fields));
  return { status, ...data };
}

const storiesOf = (userId: string) => db().select().from(stories).where(eq(stories.userId, userId));

describe("/share-your-story (spec content §3, §4, §5, §7, §8)", () => {
  it("stores one story for the user, pending review, and it is not listed until approved", async () => {
    const me = await signedInAs(db(), "champion");
    const request = new Request("http://localhost:3000/share-your-story", { headers: { cookie: me.cookie } });
    // A Champion gets the page, with its words in the page's language (English here).
    const page = await callRoute(loader, request);
    expect(page.status).toBe(200);
    expect(page.data).toMatchObject({ lang: "en", title: "Share Your Experience", review: null });

    const before = Date.now();
    expect(await submit(me.cookie, { ...valid, canContact: "on" })).toEqual({ status: 200, submitted: true });
    const rows = await storiesOf(me.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      storyType: "Patient / Survivor",
      experienceType: "Undergoing a colonoscopy",
      location: "Singapore",
      content: valid.content,
      isPublic: true,
      anonymous: false,
      canContact: true,
      approved: false,
    });
    expect(rows[0]!.submittedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect((await approvedStories({ role: "", location: "" })).map((s) => s.content)).not.toContain(valid.content);

    await db().update(stories).set({ approved: true }).where(eq(stories.id, rows[0]!.id));
    expect((await approvedStories({ role: "", location: "" })).map((s) => s.content)).toContain(valid.content);
  });

  it("stores unticked boxes as false", async () => {
    const me = await signedInAs(db(), "champion");
    const { isPublic: _, ...unticked } = valid;
    await submit(me.cookie, { ...unticked, anonymous: "on" });
    expect(await storiesOf(me.id)).toMatchObject([{ isPublic: false, anonymous: true, canContact: false }]);
  });

  it("names every missing field, keeps the input and writes nothing", async () => {
    const me = await signedInAs(db(), "champion");
    const reply = await submit(me.cookie, { content: "   ", anonymous: "on" });
    expect(reply.status).toBe(400);
    expect(reply.result?.error).toEqual({
      storyType: ["Please choose your role."],
      experienceType: ["Please choose the experience you are sharing."],
      location: ["Please choose your location."],
      content: ["Please write your story."],
    });
    expect(reply.result?.initialValue).toMatchObject({ anonymous: "on" });
    expect(await storiesOf(me.id)).toEqual([]);
  });

  it("refuses options that are not on the form's lists", async () => {
    const me = await signedInAs(db(), "champion");
    const reply = await submit(me.cookie, { ...valid, storyType: "Moderator", location: "Mars" });
    expect(reply.status).toBe(400);
    expect(reply.result?.error).toEqual({
      storyType: ["Please choose your role."],
      location: ["Please choose your location."],
    });
    expect(await storiesOf(me.id)).toEqual([]);
  });

  it("takes a story of 2000 characters, line breaks counting once, and refuses 2001 with the input kept", async () => {
    const me = await signedInAs(db(), "champion");
    // Browsers send line breaks as CRLF: 1000 lines of "x" are 2000 characters as typed.
    const typed = Array.from({ length: 1000 }, () => "x").join("\n") + "y";
    expect(typed).toHaveLength(2000);
    expect(await submit(me.cookie, { ...valid, content: typed.replace(/\n/g, "\r\n") })).toMatchObject({
      submitted: true,
    });
    expect((await storiesOf(me.id))[0]!.content).toBe(typed);

    const long = "a".repeat(2001);
    const reply = await submit(me.cookie, { ...valid, content: long });
    expect(reply.status).toBe(400);
    expect(reply.result?.error).toEqual({
      content: ["Your story can be at most 2000 characters. Please shorten it."],
    });
    expect(reply.result?.initialValue?.content).toBe(long);
    expect(await storiesOf(me.id)).toHaveLength(1);
  });

  it("takes at most 5 stories a day from one user, then says so and writes nothing", async () => {
    const me = await signedInAs(db(), "champion");
    for (let i = 1; i <= 5; i++) {
      expect(await submit(me.cookie, { ...valid, content: `Story number ${i}` })).toMatchObject({ submitted: true });
    }
    const sixth = await submit(me.cookie, { ...valid, content: "Story number 6" });
    expect(sixth.status).toBe(429);
    expect(sixth.result?.error).toEqual({ "": ["You can share up to 5 stories a day. Please try again tomorrow."] });
    expect(sixth.result?.initialValue?.content).toBe("Story number 6");
    const [row] = await db().select({ n: count() }).from(stories).where(eq(stories.userId, me.id));
    expect(row!.n).toBe(5);

    // Another Champion is not held back by it.
    const other = await signedInAs(db(), "champion");
    expect(await submit(other.cookie, valid)).toMatchObject({ submitted: true });
  });

  it("says 'Submission failed. Please try again.' when the database refuses the story", async () => {
    const me = await signedInAs(db(), "champion");
    const restore = await failWrites(db(), "stories", "INSERT");
    try {
      const reply = await submit(me.cookie, valid);
      expect(reply.status).toBe(500);
      expect(reply.result?.error).toEqual({ "": ["Submission failed. Please try again."] });
      expect(reply.result?.initialValue?.content).toBe(valid.content);
    } finally {
      await restore();
    }
    expect(await storiesOf(me.id)).toEqual([]);
  });

  it("says 'An unexpected error occurred. Please try again.' when the daily limit cannot be checked", async () => {
    const me = await signedInAs(db(), "champion");
    const restore = await failWrites(db(), "rate_limit_buckets", "INSERT");
    try {
      const reply = await submit(me.cookie, valid);
      expect(reply.status).toBe(500);
      expect(reply.result?.error).toEqual({ "": ["An unexpected error occurred. Please try again."] });
    } finally {
      await restore();
    }
    expect(await storiesOf(me.id)).toEqual([]);
  });
});
