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

  it("a page without React loads the shell's scripts first, then its own, once each", () => {
    expect(pageEnhancements({ handle: noReact })).toEqual(["site", "chat-launcher"]);
    expect(pageEnhancements({ handle: noReactWith("search-suggestions", "site") })).toEqual([
      "site",
      "chat-launcher",
      "search-suggestions",
    ]);
  });

  it("a page with React loads no enhance script: React does what they do", () => {
    expect(pageEnhancements({ handle: { enhance: ["article-actions"] } })).toEqual([]);
    expect(pageEnhancements(undefined)).toEqual([]);
  });
});
