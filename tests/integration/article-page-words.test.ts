import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import ArticlePage from "../../app/features/education/routes/article";
import { articlePage } from "../../app/features/education/articles/article.server";
import { dateIn } from "../../app/lib/i18n/dates";
import { languages, type Lang } from "../../app/lib/i18n/languages";
import { messagesFor } from "../../app/lib/i18n/messages.server";
import { useTestDatabase } from "../support/db";

/**
 * Issue 27: the article page's own words (details, buttons, headings, notes) in the page's
 * language, from app/locales/<lang>/article.json, its dates by Intl; no English label left on a
 * Chinese, Malay or Tamil page.
 */
useTestDatabase();

const slug = "colonoscopy-gold-standard";

/** The page as a reader gets it: markup gone, entities decoded, whitespace collapsed. */
async function pageText(lang: Lang, article = slug): Promise<string> {
  const loaderData = await articlePage(article, lang === "en" ? undefined : lang);
  const page = createElement(ArticlePage as never, { loaderData });
  const router = createMemoryRouter([{ id: "root", path: "/", element: page }], {
    hydrationData: { loaderData: { root: {} } },
  });
  return renderToStaticMarkup(createElement(RouterProvider, { router }))
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&amp;", "&")
    .replace(/\s+/g, " ");
}

const labels = [
  "details.published",
  "details.reviewedBy",
  "details.level",
  "actions.share",
  "actions.print",
  "actions.pdf",
  "references",
  "topics",
  "author",
  "related.heading",
  "quickLinks.heading",
  "quickLinks.findGp",
  "disclaimer",
  "breadcrumb.education",
];

describe("the article page's words in each language", () => {
  it.each(languages)("%s: labels from its language file, dates by Intl", async (lang) => {
    const words = messagesFor(lang, "article");
    const text = await pageText(lang);
    for (const key of labels) expect(text, key).toContain(words[key]);
    const { article } = (await articlePage(slug, lang === "en" ? undefined : lang)) as {
      article: { publishedDate: string; readTime: number };
    };
    expect(text).toContain(dateIn(lang, article.publishedDate));
    expect(text).toContain(words["details.readTime"]!.replace("{{count}}", String(article.readTime)));
    expect(text).not.toMatch(/\{\{/);
    if (lang !== "en")
      expect(text).not.toMatch(
        /Download PDF|References|Published|Reviewed by|Related Articles|Quick Links|About the Author|min read|Medical disclaimer/,
      );
  });

  it.each(["zh", "ms", "ta"] as const)(
    "%s: an untranslated article says 'English only' in the language",
    async (lang) => {
      const text = await pageText(lang, "kaiser-crc-study");
      expect(text).toContain(messagesFor(lang, "article")["language.englishOnly"]);
      expect(text).toContain(messagesFor(lang, "article")["actions.pdf"]);
    },
  );

  it("the words differ from the English in every other language, with the same placeholders", () => {
    const english = messagesFor("en", "article");
    for (const lang of ["zh", "ms", "ta"] as const) {
      const own = messagesFor(lang, "article");
      expect(Object.keys(own).sort()).toEqual(Object.keys(english).sort());
      for (const key of labels) expect(own[key], `${lang} ${key}`).not.toBe(english[key]);
    }
  });
});
