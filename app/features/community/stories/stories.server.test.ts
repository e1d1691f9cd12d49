import { describe, expect, it } from "vitest";
import { stories } from "#db/schema";
import { useTestDatabase } from "../../../../tests/support/db";
import { makeUser } from "../../../../tests/support/console-users";
import { approvedStories, myStories, parseStoryFilters, storyPage } from "./stories.server";

const db = useTestDatabase();

async function insert(values: Partial<typeof stories.$inferInsert> & { content: string }) {
  const [row] = await db()
    .insert(stories)
    .values({ storyType: "Caregiver", experienceType: "Undergoing a colonoscopy", location: "Singapore", ...values })
    .returning({ id: stories.id });
  return row!.id;
}

const status = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 200;
  } catch (error) {
    return (error as { init?: { status?: number } }).init?.status;
  }
};

describe("approvedStories", () => {
  it("lists only approved public stories, newest first, and the filters combine", async () => {
    await insert({ content: "old approved", approved: true, submittedAt: new Date("2026-01-01T00:00:00Z") });
    await insert({ content: "new approved", approved: true, submittedAt: new Date("2026-03-01T00:00:00Z") });
    await insert({ content: "pending review", approved: false });
    await insert({ content: "approved but private", approved: true, isPublic: false });
    await insert({
      content: "survivor in Malaysia",
      approved: true,
      storyType: "Patient / Survivor",
      location: "Malaysia",
      submittedAt: new Date("2026-02-01T00:00:00Z"),
    });

    const all = await approvedStories({ role: "", location: "" });
    expect(all.map((s) => s.content)).toEqual(["new approved", "survivor in Malaysia", "old approved"]);

    const caregivers = await approvedStories({ role: "Caregiver", location: "" });
    expect(caregivers.map((s) => s.content)).toEqual(["new approved", "old approved"]);

    expect(await approvedStories({ role: "Patient / Survivor", location: "Malaysia" })).toHaveLength(1);
    expect(await approvedStories({ role: "Caregiver", location: "Malaysia" })).toEqual([]);
  });

  it("treats values outside the option lists as no filter", () => {
    const filters = parseStoryFilters(new URL("http://x/stories?role=Hacker&location=Singapore"));
    expect(filters).toEqual({ role: "", location: "Singapore" });
  });
});

describe("a story's own page", () => {
  it("shows an approved public story in full; any other story, or a malformed id, is the site's 404", async () => {
    const long = `${"I kept putting it off. ".repeat(20)}The kit took five minutes.`;
    const published = await insert({ content: long, approved: true, submittedAt: new Date("2026-03-01T18:00:00Z") });
    const page = await storyPage(published);
    expect(page.story.content).toBe(long);
    expect(Array.from(long).length).toBeGreaterThan(200);
    // 18:00 UTC is 2 am the next day in Singapore.
    expect(page.sharedOn).toBe("2 Mar 2026");
    expect(page.canonical).toMatch(new RegExp(`/stories/${published}$`));
    // In another language the date is that language's (issue 27); the canonical stays English.
    expect((await storyPage(published, "zh")).sharedOn).toBe("2026年3月2日");

    const pending = await insert({ content: "waiting" });
    const privateOne = await insert({ content: "mine only", approved: true, isPublic: false });
    for (const id of [pending, privateOne, "00000000-0000-4000-8000-000000000000", "not-an-id", "1' or '1'='1"])
      expect(await status(storyPage(id)), id).toBe(404);
  });
});

describe("myStories: where each of a Champion's stories stands", () => {
  it("waiting, published (with its page), not published (with the team's reason), no longer published; only their own", async () => {
    const author = await makeUser({ userType: "champion" });
    const someoneElse = await makeUser({ userType: "champion" });
    const reviewedAt = new Date("2026-04-01T00:00:00Z");
    const at = (day: number) => new Date(`2026-03-0${day}T02:00:00Z`);
    await insert({ userId: author.id, content: "pending one", submittedAt: at(1) });
    const published = await insert({
      userId: author.id,
      content: "published one",
      approved: true,
      reviewedAt,
      submittedAt: at(2),
    });
    await insert({
      userId: author.id,
      content: "private one",
      approved: true,
      isPublic: false,
      reviewedAt,
      submittedAt: at(3),
    });
    await insert({
      userId: author.id,
      content: "rejected one",
      reviewedAt,
      rejectionReason: "It names a doctor; please remove the name and send it again.",
      submittedAt: at(4),
    });
    await insert({ userId: author.id, content: "unpublished one", reviewedAt, submittedAt: at(5) });
    await insert({ userId: someoneElse.id, content: "not theirs", approved: true });

    const mine = await myStories(author.id);
    expect(mine.map((s) => [s.excerpt, s.state, s.reason, s.href])).toEqual([
      ["unpublished one", "unpublished", null, null],
      ["rejected one", "rejected", "It names a doctor; please remove the name and send it again.", null],
      ["private one", "published", null, null],
      ["published one", "published", null, `/stories/${published}`],
      ["pending one", "pending", null, null],
    ]);
    expect(mine[4]!.sharedOn).toBe("1 Mar 2026");
    expect(await myStories(randomId())).toEqual([]);
  });
});

const randomId = () => crypto.randomUUID();
