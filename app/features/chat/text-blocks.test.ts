import { describe, expect, it } from "vitest";
import { textBlocks } from "./text-blocks";

describe("textBlocks (issue 23: replies keep their line breaks and lists)", () => {
  it("paragraphs apart at blank lines keep their single line breaks", () => {
    expect(textBlocks("One line.\nThe next line.\n\nA new paragraph.")).toEqual([
      { kind: "paragraph", lines: ["One line.", "The next line."] },
      { kind: "paragraph", lines: ["A new paragraph."] },
    ]);
  });

  it("bulleted and numbered lines are lists, after the sentence that introduces them", () => {
    expect(textBlocks("See a doctor if:\n- it lasts\n• it comes back\n\n3. Walk\n4) Sleep")).toEqual([
      { kind: "paragraph", lines: ["See a doctor if:"] },
      { kind: "list", ordered: false, start: 1, items: ["it lasts", "it comes back"] },
      { kind: "list", ordered: true, start: 3, items: ["Walk", "Sleep"] },
    ]);
  });

  it("markup stays the characters typed: blocks are text, never HTML", () => {
    const script = '<script>alert(1)</script><img src=x onerror="alert(2)">';
    expect(textBlocks(`- ${script}\n${script}`)).toEqual([
      { kind: "list", ordered: false, start: 1, items: [script] },
      { kind: "paragraph", lines: [script] },
    ]);
  });

  it("a dash without a space, a year and a bare number are not list items", () => {
    expect(textBlocks("-5 degrees\n2026. A year\n50 is the age")[0]).toEqual({
      kind: "paragraph",
      lines: ["-5 degrees", "2026. A year", "50 is the age"],
    });
  });
});
