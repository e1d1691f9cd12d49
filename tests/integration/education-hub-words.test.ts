import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import EducationHub from "../../app/features/education/routes/hub";
import { translations } from "../../app/features/education/articles/translations.server";
import { articles, findArticles } from "../../app/features/education/content.server";
import { hubPage, topicPage } from "../../app/features/education/pages.server";
import { languages, type Lang } from "../../app/lib/i18n/languages";
import { messagesFor } from "../../app/lib/i18n/messages.server";

/**
 * Issue 27: /education in the page's language, its search, tag and audience states too: every label
 * from app/locales/<lang>/education.json (the title and the Search button the header's, the cards'
 * words the patient hub's), counts in the language's plural form, a translated article's card in
 * its translation, no raw key, no `{{`, no English label left on a Chinese, Malay or Tamil page.
 */
const escape = (s: string) =>
  s.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("'", "&#x27;").replaceAll("<", "&lt;");

/** The page's markup and its text as a reader gets it (markup gone, entities decoded). */
function render(lang: Lang, query = "") {
  const address = `${lang === "en" ? "" : `/${lang}`}/education${query}`;
  const loaderData = hubPage(new Request(`http://localhost${address}`));
  const page = createElement(EducationHub as never, { loaderData });
  const router = createMemoryRouter([{ id: "root", path: "/:lang?/education", element: page }], {
    initialEntries: [address],
    hydrationData: { loaderData: { root: {} } },
  });
  const html = renderToStaticMarkup(createElement(RouterProvider, { router }));
  const text = html
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&amp;", "&")
    .replace(/\s+/g, " ");
  return { html, text, loaderData };
}

const fill = (text: string, vars: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name]));

const english =
  /Show articles for|Featured articles|Topics for (patients|clinicians)|News and events|Search articles|All articles|min read|Press releases|Upcoming events|Active filters|Remove filter|No articles found|Clear Search/;

describe("the education hub's words in each language", () => {
  it.each(languages)("%s: labels from its language files, no raw key or placeholder", (lang) => {
    const words = messagesFor(lang, "education");
    const shell = messagesFor(lang, "shell");
    const { html, text } = render(lang);
    for (const key of [
      "hub.intro",
      "audience.showFor",
      "audience.all",
      "audience.patients",
      "audience.clinicians",
      "featured",
      "results.all",
      "topics.patients",
      "topics.clinicians",
      "news.heading",
      "news.newsroom",
      "news.pressReleases",
      "news.researchUpdates",
      "news.events",
    ])
      expect(text, key).toContain(words[key]);
    expect(text).toContain(shell["nav.education.hub"]);
    expect(text).toContain(shell["header.search"]);
    for (const key of ["hub.search", "hub.placeholder", "audience.nav"])
      expect(html, key).toContain(`="${escape(words[key]!)}"`);
    // The patients' topics in the language (patients.json), the links in the page's language.
    expect(text).toContain(messagesFor(lang, "patients")["topics.basics.name"]);
    const prefix = lang === "en" ? "" : `/${lang}`;
    expect(html).toContain(`href="${prefix}/education?audience=patients"`);
    expect(text).not.toMatch(/\{\{|\b(hub|audience|filters|results|topics|news|card)\.[a-z]/);
    if (lang !== "en") {
      expect(text).not.toMatch(english);
      // The clinicians' topics stay English, marked so, under the language's note.
      expect(text).toContain(words["topics.cliniciansNote"]);
      expect(html).toMatch(/<ul[^>]*lang="en"[^>]*>(?:(?!<\/ul>).)*Clinical Guidelines/);
    }
  });

  it.each(["zh", "ms", "ta"] as const)(
    "%s: a translated article's card in its translation, others marked English",
    (lang) => {
      const { html, text, loaderData } = render(lang);
      const patients = messagesFor(lang, "patients");
      const own = translations().filter((tr) => tr.lang === lang);
      const cards = [...loaderData.featured, ...loaderData.results.articles];
      const translated = cards.find((c) => own.some((tr) => tr.slug === c.slug));
      const untranslated = cards.find((c) => !own.some((tr) => tr.slug === c.slug));
      const tr = own.find((t) => t.slug === translated?.slug)!;
      expect(text).toContain(tr.title);
      expect(text).toContain(tr.excerpt);
      // The translated card has no lang="en"; the untranslated one has, and says "In English".
      expect(html).toMatch(new RegExp(`<h3 class="[^"]*"><a [^>]*href="/${lang}/education/article/${tr.slug}"`));
      expect(html).toMatch(
        new RegExp(`<h3 [^>]*lang="en"><a [^>]*href="/${lang}/education/article/${untranslated!.slug}"`),
      );
      expect(text).toContain(patients["card.englishOnly"]);
    },
  );

  it.each(["zh", "ms", "ta"] as const)(
    "%s: a clinicians' or news article's card names its category in the language",
    (lang) => {
      const words = messagesFor(lang, "education");
      const keys: Record<string, string> = {
        newsroom: "news.newsroom",
        "research-updates": "news.researchUpdates",
        "clinician-guidelines": "categories.guidelines",
        "clinician-research": "categories.research",
        "clinician-case-studies": "categories.caseStudies",
        "clinician-cme": "categories.cme",
      };
      const seen = new Set<string>();
      for (const query of ["", "?audience=clinicians"]) {
        const { loaderData, text } = render(lang, query);
        for (const card of [...loaderData.featured, ...loaderData.results.articles]) {
          const key = keys[card.category];
          if (!key) continue;
          seen.add(card.category);
          expect(card.categoryName, card.slug).toBe(words[key]);
          expect(text).toContain(words[key]);
        }
      }
      // Both kinds are on the hub's cards: the news and the clinicians'.
      expect([...seen].some((c) => c.startsWith("clinician-"))).toBe(true);
      expect([...seen].some((c) => !c.startsWith("clinician-"))).toBe(true);
    },
  );

  it.each(languages)(
    "%s: search, tag and audience states: chips, counts in the plural form, the empty search",
    (lang) => {
      const words = messagesFor(lang, "education");
      const count = (n: number) =>
        fill(
          words[
            `results.count_${new Intl.PluralRules(lang === "zh" ? "zh-Hans-SG" : lang === "en" ? "en-SG" : lang).select(n)}`
          ] ?? words["results.count_other"]!,
          {
            count: n,
          },
        );

      const searched = render(lang, "?search=colonoscopy&audience=clinicians");
      const n = searched.loaderData.results.articles.length;
      expect(n).toBeGreaterThan(1);
      expect(searched.text).toContain(count(n));
      expect(searched.text).toContain(words["results.filtered"]);
      expect(searched.text).toContain(fill(words["filters.search"]!, { search: "colonoscopy" }));
      expect(searched.text).toContain(fill(words["filters.audience"]!, { audience: words["audience.clinicians"]! }));
      expect(searched.text).toContain(words["filters.remove"]);
      expect(searched.text).toContain(words["filters.clear"]);
      expect(searched.html).toContain(`aria-label="${escape(words["filters.group"]!)}"`);

      // A tag with one article: the singular where the language has one ("1 article", "1 கட்டுரை").
      const single = articles()
        .flatMap((a) => a.tags)
        .find((tag) => findArticles({ tag }).length === 1)!;
      const one = render(lang, `?tag=${encodeURIComponent(single)}`);
      expect(one.loaderData.results.articles).toHaveLength(1);
      expect(one.text).toContain(count(1));
      expect(one.text).toContain(fill(words["filters.topic"]!, { tag: single }));
      if (lang === "en") expect(one.text).toMatch(/ 1 article /);
      if (lang === "ta") {
        expect(one.text).toContain(fill(words["results.count_one"]!, { count: 1 }));
        expect(searched.text).toContain(fill(words["results.count_other"]!, { count: n }));
      }

      const none = render(lang, "?search=zzzz-no-such-words");
      expect(none.text).toContain(count(0));
      expect(none.text).toContain(words["results.none"]);
      expect(none.text).toContain(words["results.clearSearch"]);
      for (const state of [searched, one, none]) {
        expect(state.text).not.toMatch(/\{\{|\b(hub|audience|filters|results|topics|news|card)\.[a-z]/);
        if (lang !== "en") expect(state.text).not.toMatch(english);
      }
    },
  );

  it.each(["zh", "ms", "ta"] as const)(
    "%s: a patients' topic page's empty search and button say the same words",
    (lang) => {
      const words = messagesFor(lang, "education");
      const page = topicPage(
        new Request(`http://localhost/${lang}/education/patients/basics?search=zzzz`),
        "patients",
        "basics",
      );
      expect(page.results).toEqual([]);
      expect(page.chrome.list).toEqual({ none: words["results.none"], clearSearch: words["results.clearSearch"] });
      expect(page.chrome.button).toBe(messagesFor(lang, "shell")["header.search"]);
    },
  );
});
