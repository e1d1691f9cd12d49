import { describe, expect, it } from "vitest";
import { renderHtml } from "./layout";

describe("renderHtml", () => {
  it("escapes what it is given and links URLs", () => {
    const html = renderHtml("Hi <b>Tan</b> & co\n\nGo to https://x.sg/a?b=1&c=2");
    expect(html).toContain("Hi &lt;b&gt;Tan&lt;/b&gt; &amp; co");
    expect(html).toContain('<a href="https://x.sg/a?b=1&amp;c=2"');
    expect(html).not.toContain("<b>");
  });
});
