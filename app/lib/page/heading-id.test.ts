import { describe, expect, it } from "vitest";
import { headingId, headingIds } from "./heading-id";
import { renderMarkdown } from "./markdown.server";

describe("heading ids (the anchors the chatbot's sources point at)", () => {
  it("makes a readable anchor of a heading", () => {
    expect(headingId("Three to five days before: low-fibre eating")).toBe("three-to-five-days-before-low-fibre-eating");
    expect(headingId("Q&A with Dr Tan")).toBe("q-and-a-with-dr-tan");
    expect(headingId("Café — naïve?")).toBe("cafe-naive");
    expect(headingId("!!!")).toBe("section");
  });

  it("numbers a repeated heading", () => {
    expect(headingIds(["Key points", "Next steps", "Key points"])).toEqual([
      "key-points",
      "next-steps",
      "key-points-2",
    ]);
  });

  it("the rendered article carries the same ids on h2 and h3, and none on other elements", () => {
    const html = renderMarkdown("## Why it matters\n\ntext\n\n### A & B\n\n## Why it matters\n");
    expect(html).toContain('<h2 id="why-it-matters">');
    expect(html).toContain('<h3 id="a-and-b">');
    expect(html).toContain('<h2 id="why-it-matters-2">');
    expect(html).not.toMatch(/<p id=/);
  });
});
