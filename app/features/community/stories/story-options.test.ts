import { describe, expect, it } from "vitest";
import { storyByline, storyExcerpt } from "./story-options";

describe("storyExcerpt", () => {
  it("keeps a story of up to 200 characters whole", () => {
    expect(storyExcerpt("Short story.")).toBe("Short story.");
    expect(storyExcerpt("a".repeat(200))).toBe("a".repeat(200));
  });
  it("cuts a longer story at 200 characters and adds an ellipsis", () => {
    const excerpt = storyExcerpt("b".repeat(201));
    expect(excerpt).toBe(`${"b".repeat(200)}...`);
  });
  it("counts characters, not UTF-16 units, so an emoji is never split", () => {
    const excerpt = storyExcerpt(`${"c".repeat(199)}💙💙`);
    expect(excerpt).toBe(`${"c".repeat(199)}💙...`);
  });
});

describe("storyByline", () => {
  it("is Anonymous when asked, otherwise the story type", () => {
    expect(storyByline({ anonymous: true, storyType: "Caregiver" })).toBe("Anonymous");
    expect(storyByline({ anonymous: false, storyType: "Caregiver" })).toBe("Caregiver");
  });
});
