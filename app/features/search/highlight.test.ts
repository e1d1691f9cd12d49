import { describe, expect, it } from "vitest";
import { parseHighlight } from "./highlight";
import { normaliseQuery, parsePage } from "./search.schema";

describe("parseHighlight", () => {
  it("splits a snippet into plain and marked parts", () => {
    expect(parseHighlight("Book a «colonoscopy» after a positive «FIT».")).toEqual([
      { text: "Book a ", match: false },
      { text: "colonoscopy", match: true },
      { text: " after a positive ", match: false },
      { text: "FIT", match: true },
      { text: ".", match: false },
    ]);
  });

  it("decodes the escaped text back to plain text, which React renders escaped", () => {
    expect(parseHighlight("&lt;img src=x onerror=alert(1)&gt; «polyp» &amp;lt; &amp; &quot;")).toEqual([
      { text: "<img src=x onerror=alert(1)> ", match: false },
      { text: "polyp", match: true },
      { text: " &lt; & &quot;", match: false },
    ]);
  });

  it("drops stray or nested delimiters instead of inventing marks", () => {
    expect(parseHighlight("a » b «c «d» e")).toEqual([
      { text: "a  b ", match: false },
      { text: "c d", match: true },
      { text: " e", match: false },
    ]);
    expect(parseHighlight("«open")).toEqual([{ text: "open", match: true }]);
    expect(parseHighlight("")).toEqual([]);
  });
});

describe("search input", () => {
  it("trims, removes control characters and keeps at most 200 characters", () => {
    expect(normaliseQuery("  polyps \u0000 ")).toBe("polyps");
    expect(normaliseQuery("a\u0000b")).toBe("a b");
    expect(normaliseQuery("x".repeat(250))).toHaveLength(200);
  });

  it("reads the page number, falling back to the first page", () => {
    expect(parsePage("3")).toBe(3);
    for (const bad of [null, "", "0", "-1", "2.5", "abc", "9999999"]) expect(parsePage(bad)).toBe(1);
  });
});
