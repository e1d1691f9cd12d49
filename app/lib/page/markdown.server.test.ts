import { describe, expect, it } from "vitest";
import { markdownToLines, renderMarkdown } from "./markdown.server";

describe("renderMarkdown", () => {
  // Issue 23: event descriptions are written in Markdown; their lists must reach the page as lists.
  it("renders lists and line breaks, sanitised: no script, handler or javascript: link survives", () => {
    const html = renderMarkdown(
      "Bring:\n\n- water\n- **a friend**\n\nLine one  \nLine two\n\n<script>alert(1)</script>" +
        '<img src=x onerror="alert(2)"> [click](javascript:alert(3))',
    );
    expect(html).toContain("<ul>\n<li>water</li>\n<li><strong>a friend</strong></li>\n</ul>");
    expect(html).toContain("Line one<br>\nLine two");
    expect(html).not.toMatch(/<script|onerror|javascript:|<img/i);
  });
});

describe("markdownToLines", () => {
  it("keeps paragraphs and list items apart, headings lead what follows, inline markup goes", () => {
    const text = markdownToLines(
      [
        "Intro with **bold** and a [link](/find-a-gp).",
        "Same paragraph.",
        "",
        "### 1. When to go",
        "",
        "Make an appointment if:",
        "",
        "- it lasts **two weeks**",
        "  and does not settle",
        "",
        "- it comes back",
        "1. First step",
        "",
        "| Test | Interval |",
        "| --- | --- |",
        "| FIT | Every year |",
        "",
        "```",
        "code is left out",
        "```",
      ].join("\n"),
    );
    expect(text).toBe(
      [
        "Intro with bold and a link. Same paragraph.",
        "When to go:",
        "Make an appointment if:",
        "- it lasts two weeks and does not settle\n- it comes back\n1. First step",
        "- Test, Interval\n- FIT, Every year",
      ].join("\n\n"),
    );
  });
});
