import { describe, expect, it } from "vitest";
import { stories } from "#db/schema";
import { useTestDatabase } from "../../../../tests/support/db";
import { approvedStories, parseStoryFilters } from "./stories.server";

const db = useTestDatabase();

async function insert(values: Partial<typeof stories.$inferInsert> & { content: string }) {
  await db()
    .insert(stories)
    .values({ storyType: "Caregiver", experienceType: "Undergoing a colonoscopy", location: "Singapore", ...values });
}

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
