import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import Legal from "../../../app/features/site/routes/legal";
import { personalData } from "../../../app/features/privacy/declaration";
import { privacyMarkdown } from "../../../app/features/privacy/policy";

/** The policy page and docs/privacy.md say what the declaration says (issue 29). */
const DOC = path.resolve(import.meta.dirname, "../../../docs/privacy.md");

/** The page's text as a reader gets it: markup and entities gone, whitespace collapsed. */
function policyText(): string {
  // A data router, as the site's: the page's breadcrumb reads the root route's words (English here).
  const page = createElement(Legal as never, { loaderData: { slug: "privacy-policy", email: "dpo@test.example" } });
  const router = createMemoryRouter([{ id: "root", path: "/", element: page }], {
    hydrationData: { loaderData: { root: {} } },
  });
  const html = renderToStaticMarkup(createElement(RouterProvider, { router }));
  return html
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&amp;", "&")
    .replace(/\s+/g, " ");
}

describe("the privacy policy and docs/privacy.md, from the declaration", () => {
  it("the policy page states every declared purpose and retention period", () => {
    const text = policyText();
    for (const t of personalData) {
      expect(text, t.table).toContain(t.purpose);
      expect(text, t.table).toContain(t.retention);
    }
    expect(text).toContain("/account/data");
  });

  it("docs/privacy.md is the declaration's table", () => {
    if (process.env.WRITE_PRIVACY_DOC) writeFileSync(DOC, privacyMarkdown());
    expect(readFileSync(DOC, "utf8")).toBe(privacyMarkdown());
    for (const t of personalData) expect(privacyMarkdown()).toContain(`\`${t.table}\``);
  });
});
