import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { splitFrontMatter } from "~/lib/page/markdown.server";
import { articleHtml, articles, loadArticles } from "../content.server";
import { factPaths, fillFacts, retypedFigures } from "./fact-placeholders";
import { englishSourceHash, loadArticle, loadTranslations, translationList, translations } from "./translations.server";

/** The articles issue 27 asks to be translated in full, in each of the other three languages. */
const TRANSLATED = [
  "screening-options-overview",
  "colonoscopy-gold-standard",
  "colonoscopy-preparation-complete-guide",
  "early-warning-signs",
  "blood-in-stool-what-it-means",
];

const englishBody = (slug: string) =>
  splitFrontMatter(readFileSync(path.resolve("content/articles", `${slug}.md`), "utf8")).body;
const headings = (md: string) => md.match(/^#{2,6}(?= )/gm) ?? [];
const links = (md: string) => [...md.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]).sort();
const tableRows = (md: string) => md.match(/^\|.*\|$/gm)?.length ?? 0;

describe("the translations in content/articles/<lang>/", () => {
  const all = translations();

  it("cover the five articles in 中文, Bahasa Melayu and தமிழ்", () => {
    for (const slug of TRANSLATED)
      for (const lang of ["zh", "ms", "ta"])
        expect(
          all.some((t) => t.slug === slug && t.lang === lang),
          `${lang}/${slug}`,
        ).toBe(true);
  });

  it.each(all.map((t) => [`${t.lang}/${t.slug}`, t] as const))(
    "%s keeps the English's headings, links, table rows and placeholders",
    (_, t) => {
      const english = englishBody(t.slug);
      expect(headings(t.source)).toEqual(headings(english));
      expect(links(t.source)).toEqual(links(english));
      expect(tableRows(t.source)).toBe(tableRows(english));
      expect(factPaths(t.source).sort()).toEqual(factPaths(english).sort());
    },
  );

  it.each(all.map((t) => [`${t.lang}/${t.slug}`, t] as const))(
    "%s types no figure that the English takes from facts.json",
    (_, t) => {
      expect(retypedFigures(englishBody(t.slug), t.source)).toEqual([]);
    },
  );

  it("render without a raw placeholder, and say who translated them", () => {
    for (const t of all) {
      const loaded = loadArticle(t.slug, t.lang)!;
      expect(articleHtml(loaded.article), `${t.lang}/${t.slug}`).not.toContain("{{");
      expect(loaded.translation?.translatedBy).toMatch(/\S/);
    }
  });
});

describe("retypedFigures", () => {
  const english = "Call {{fact:care.emergencyNumber}}. See a doctor after {{fact:care.symptomWeeks}} weeks; 2 hours.";
  it("passes a translation that keeps the placeholders", () => {
    expect(
      retypedFigures(english, "拨打{{fact:care.emergencyNumber}}。{{fact:care.symptomWeeks}}周后看医生；2小时。"),
    ).toEqual([]);
  });
  it("catches a figure typed in place of its placeholder", () => {
    expect(retypedFigures(english, "拨打995。{{fact:care.symptomWeeks}}周后看医生；2小时。")).toEqual(["995"]);
    expect(retypedFigures(english, "拨打{{fact:care.emergencyNumber}}。2周后看医生；2小时。")).toEqual(["2"]);
  });
});

describe("fillFacts", () => {
  it("fills a fact, or only its figure", () => {
    expect(fillFacts("{{fact:care.procedureMinutesText}} / {{fact:care.procedureMinutesText|figure}} 分钟", "x")).toBe(
      "30-60 minutes / 30-60 分钟",
    );
  });
  it("stops on an unknown fact, naming the file", () => {
    expect(() => fillFacts("{{fact:care.nothing}}", "content/articles/zh/x.md")).toThrow(
      "content/articles/zh/x.md: {{fact:care.nothing}} is not a figure in content/facts.json",
    );
  });
});

describe("loadArticle", () => {
  const englishFile = `---
slug: ok
title: A title
excerpt: An excerpt that is long enough.
category: patient-basics
audience: patients
difficulty: basic
publishedDate: 2026-01-01
lastUpdated: 2026-02-01
lastReviewed: 2026-02-01
reviewer: Dr Reviewer
author: { name: A, credentials: B, affiliation: C }
references:
  - { authors: [X], year: 2021, title: T, doi: 10.1001/jama.2021.6238, type: guideline }
  - { authors: [Y], year: 2020, title: U, url: "https://example.org/", type: website }
---
## Call

Call {{fact:care.emergencyNumber}}.
`;
  const translation = (
    fields: Record<string, string | null>,
    body = "## 拨打\n\n拨打{{fact:care.emergencyNumber}}。\n",
  ) =>
    `---\n${Object.entries({
      slug: "ok",
      lang: "zh",
      title: "标题",
      excerpt: "足够长的摘要。",
      translatedBy: "RID-CRC team (draft)",
      translatedOn: "2026-11-26",
      reviewedBy: null,
      reviewedOn: null,
      sourceHash: englishSourceHash(englishFile),
      ...fields,
    })
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${k}: ${v === null ? "null" : JSON.stringify(v)}`)
      .join("\n")}\n---\n${body}`;
  const setUp = (zh?: string, english = englishFile) => {
    const dir = mkdtempSync(path.join(tmpdir(), "translations-"));
    writeFileSync(path.join(dir, "ok.md"), english);
    if (zh !== undefined) {
      mkdirSync(path.join(dir, "zh"));
      writeFileSync(path.join(dir, "zh", "ok.md"), zh);
    }
    const list = loadArticles(dir);
    const englishOf = (slug: string) => list.find((a) => a.slug === slug);
    const all = loadTranslations(dir, englishOf);
    return { dir, all, load: (lang: "en" | "zh" | "ms") => loadArticle("ok", lang, { english: englishOf, all, dir }) };
  };

  it("gives the translation, its figures filled in, current and pending review", () => {
    const { load } = setUp(translation({}));
    const zh = load("zh")!;
    expect(zh).toMatchObject({ contentLang: "zh", englishOnly: false });
    expect(zh.article.title).toBe("标题");
    expect(zh.article.category).toBe("patient-basics");
    expect(articleHtml(zh.article)).toContain("拨打995。");
    expect(zh.translation).toEqual({
      translatedBy: "RID-CRC team (draft)",
      translatedOn: "2026-11-26",
      reviewedBy: null,
      reviewedOn: null,
      outOfDate: false,
    });
  });

  it("falls back to the English, marked englishOnly, where there is no translation", () => {
    const { load } = setUp(translation({}));
    expect(load("ms")).toMatchObject({ contentLang: "en", englishOnly: true, translation: null });
    expect(load("ms")!.article.title).toBe("A title");
    expect(load("en")).toMatchObject({ contentLang: "en", englishOnly: false, translation: null });
  });

  it("is undefined for a slug with no English article", () => {
    const { all, dir } = setUp();
    expect(loadArticle("nothing", "zh", { english: () => undefined, all, dir })).toBeUndefined();
  });

  it("marks a translation out of date when the English has changed since", () => {
    const { load, all, dir } = setUp(translation({}), englishFile.replace("Call {{", "Please call {{"));
    expect(load("zh")!.translation!.outOfDate).toBe(true);
    expect(translationList(all, dir)).toMatchObject([{ slug: "ok", lang: "zh", current: false, state: "out-of-date" }]);
  });

  it("lists a reviewed translation as reviewed, an unreviewed one as pending", () => {
    const reviewed = setUp(translation({ reviewedBy: "Dr Tan", reviewedOn: "2026-11-27" }));
    expect(translationList(reviewed.all, reviewed.dir)).toMatchObject([{ current: true, state: "reviewed" }]);
    expect(reviewed.load("zh")!.translation).toMatchObject({ reviewedBy: "Dr Tan", reviewedOn: "2026-11-27" });
    const pending = setUp(translation({}));
    expect(translationList(pending.all, pending.dir)).toMatchObject([{ current: true, state: "review-pending" }]);
  });

  it("refuses a translation that does not say who translated it, naming the file", () => {
    expect(() => setUp(translation({ translatedBy: undefined as unknown as string }))).toThrow(
      /content\/articles\/zh\/ok\.md: translatedBy/,
    );
  });

  it("refuses a review without its date, a wrong folder, and a slug with no English article", () => {
    expect(() => setUp(translation({ reviewedBy: "Dr Tan" }))).toThrow(
      /reviewedBy and reviewedOn are both set or both null/,
    );
    expect(() => setUp(translation({ lang: "ms" }))).toThrow(/lang must be the folder's \(zh\)/);
    const dir = mkdtempSync(path.join(tmpdir(), "translations-"));
    mkdirSync(path.join(dir, "zh"));
    writeFileSync(path.join(dir, "zh", "ok.md"), translation({}));
    expect(() => loadTranslations(dir, () => undefined)).toThrow(/no English article content\/articles\/ok\.md/);
  });

  it("hashes what is translated: a new reference does not make a translation out of date", () => {
    const moreReferences = englishFile.replace(
      "references:\n",
      'references:\n  - { authors: [Z], year: 2022, title: V, url: "https://example.com/", type: website }\n',
    );
    expect(englishSourceHash(moreReferences)).toBe(englishSourceHash(englishFile));
    expect(englishSourceHash(englishFile.replace("A title", "Another title"))).not.toBe(englishSourceHash(englishFile));
  });
});

it("the real English articles all still load", () => expect(articles().length).toBeGreaterThan(0));
