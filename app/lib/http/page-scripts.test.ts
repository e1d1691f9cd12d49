import { describe, expect, it } from "vitest";
import { noReact, noReactWith, pageEnhancements, pageHydrates } from "./page-scripts";

describe("which pages ship React (ADR 0024)", () => {
  it("a page hydrates unless its leaf route says noReact", () => {
    expect(pageHydrates(undefined)).toBe(true);
    expect(pageHydrates({})).toBe(true);
    expect(pageHydrates({ handle: { breadcrumb: "x" } })).toBe(true);
    expect(pageHydrates({ handle: noReact })).toBe(false);
    expect(pageHydrates({ handle: noReactWith("article-actions") })).toBe(false);
  });

  it("a page without React loads the shell's scripts first, then its own, once each, after it has painted", () => {
    expect(pageEnhancements({ handle: noReact })).toEqual({ now: [], afterPaint: ["site", "chat-launcher"] });
    expect(pageEnhancements({ handle: noReactWith("search-suggestions", "site") })).toEqual({
      now: [],
      afterPaint: ["site", "chat-launcher", "search-suggestions"],
    });
  });

  it("a form's scripts load with the page; the shell's still wait for the paint", () => {
    expect(pageEnhancements({ handle: noReactWith("share-panel", "form-feedback", "pledge-preview") })).toEqual({
      now: ["form-feedback", "pledge-preview"],
      afterPaint: ["site", "chat-launcher", "share-panel"],
    });
  });

  it("a page with React loads no enhance script: React does what they do", () => {
    const none = { now: [], afterPaint: [] };
    expect(pageEnhancements({ handle: { enhance: ["article-actions"] } })).toEqual(none);
    expect(pageEnhancements(undefined)).toEqual(none);
  });
});
