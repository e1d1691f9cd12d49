import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { type Lang, defaultLang, languages } from "~/lib/i18n/languages";
import { markdownToText, splitFrontMatter } from "~/lib/page/markdown.server";
import { type Article, articleBySlug, articles } from "../content.server";
import { fillFacts } from "./fact-placeholders";
import { readTimeMinutes } from "./references";

const date = z.union([
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  z.date().transform((d) => d.toISOString().slice(0, 10)),
]);

/**
 * Issue 27: the front matter of content/articles/<lang>/<slug>.md. Only what a reader reads is
 * translated; category, dates, author and references stay the English file's. Who translated it,
 * whether someone who reads the language has checked it (both null until then: stated, never
 * left out), and the hash of the English it was made from, so a later English edit shows.
 */
const translationFrontMatter = z
  .object({
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    lang: z.enum(languages.filter((l) => l !== defaultLang) as [Exclude<Lang, "en">, ...Exclude<Lang, "en">[]]),
    title: z.string().min(2),
    excerpt: z.string().min(5).max(300),
    seo: z.object({ metaTitle: z.string().optional(), metaDescription: z.string().optional() }).optional(),
    imageAlt: z.string().optional(),
    imageCaption: z.string().optional(),
    translatedBy: z.string().min(3),
    translatedOn: date,
    reviewedBy: z.string().min(3).nullable(),
    reviewedOn: date.nullable(),
    sourceHash: z.string().regex(/^[0-9a-f]{64}$/, "must be the English file's sha256 (see englishSourceHash)"),
  })
  .refine((t) => (t.reviewedBy === null) === (t.reviewedOn === null), {
    message: "reviewedBy and reviewedOn are both set or both null",
    path: ["reviewedOn"],
  });

type TranslationFrontMatter = z.infer<typeof translationFrontMatter>;
export type Translation = TranslationFrontMatter & {
  /** The body with figures filled in; `source` keeps the placeholders (for the figure checks). */
  markdown: string;
  source: string;
  text: string;
  readTime: number;
};

/**
 * The hash of what a translation renders from an English article: its title, excerpt and body as
 * typed, placeholders unfilled. A new figure in facts.json or a new reference changes nothing to
 * translate, so neither marks a translation out of date; a changed sentence does.
 */
export function englishSourceHash(englishFile: string): string {
  const { data, body } = splitFrontMatter(englishFile);
  const { title, excerpt } = data as { title?: unknown; excerpt?: unknown };
  return createHash("sha256")
    .update(JSON.stringify([title, excerpt, body.trim()]))
    .digest("hex");
}

/** A file's front matter and body; YAML that does not parse names its file (it stops start-up). */
function frontMatterOf(source: string, name: string) {
  try {
    return splitFrontMatter(source);
  } catch (error) {
    throw new Error(`${name}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
  }
}

const articlesDir = () => path.resolve(process.cwd(), "content/articles");

/**
 * Reads and validates every translation once; a bad file (missing who translated it, a slug with
 * no English article, a file in the wrong language's folder) stops start-up with its name.
 */
export function loadTranslations(dir = articlesDir(), english: (slug: string) => unknown = articleBySlug) {
  const found: Translation[] = [];
  for (const lang of languages) {
    const folder = path.join(dir, lang);
    if (lang === defaultLang || !existsSync(folder)) continue;
    for (const file of readdirSync(folder).filter((f) => f.endsWith(".md"))) {
      const name = `content/articles/${lang}/${file}`;
      const source = readFileSync(path.join(folder, file), "utf8");
      const { data, body } = frontMatterOf(fillFacts(source, name), name);
      const parsed = translationFrontMatter.safeParse(data);
      if (!parsed.success) {
        throw new Error(`${name}: ${parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`);
      }
      const t = parsed.data;
      if (`${t.slug}.md` !== file) throw new Error(`${name}: slug must match the file name`);
      if (t.lang !== lang) throw new Error(`${name}: lang must be the folder's (${lang})`);
      if (!english(t.slug)) throw new Error(`${name}: no English article content/articles/${t.slug}.md`);
      const text = markdownToText(body);
      found.push({
        ...t,
        markdown: body,
        source: splitFrontMatter(source).body,
        text,
        // Chinese has no spaces between words: about two characters make a word's reading time.
        readTime: readTimeMinutes(
          lang === "zh" ? Math.ceil(text.replace(/\s/g, "").length / 2) : text.split(" ").length,
        ),
      });
    }
  }
  return found;
}

let cache: Translation[] | undefined;
export function translations(): Translation[] {
  cache ??= loadTranslations();
  return cache;
}

const hashes = new Map<string, string>();
/** The current hash of an English article, read from its file once per process. */
function currentSourceHash(slug: string, dir = articlesDir()): string {
  let hash = hashes.get(`${dir}\n${slug}`);
  if (hash === undefined) {
    hash = englishSourceHash(readFileSync(path.join(dir, `${slug}.md`), "utf8"));
    hashes.set(`${dir}\n${slug}`, hash);
  }
  return hash;
}

type TranslationNote = {
  translatedBy: string;
  translatedOn: string;
  reviewedBy: string | null;
  reviewedOn: string | null;
  /** The English has changed since the translation was made (its sourceHash is not the English's). */
  outOfDate: boolean;
};

type LoadedArticle = {
  article: Article;
  /** The language the title and body are in: the page's, or English when there is no translation. */
  contentLang: Lang;
  /** The page asked for another language and this article has no translation in it. */
  englishOnly: boolean;
  translation: TranslationNote | null;
  /** The translation's file, for its console review (translation-review.server.ts). */
  file: Translation | null;
};

const merged = new WeakMap<Translation, Article>();
/** The English article with a translation's words: one object per translation (articleHtml caches by it). */
function translatedArticle(english: Article, t: Translation): Article {
  let article = merged.get(t);
  if (!article) {
    article = {
      ...english,
      title: t.title,
      excerpt: t.excerpt,
      seo: english.seo && {
        ...english.seo,
        metaTitle: t.seo?.metaTitle,
        metaDescription: t.seo?.metaDescription ?? t.excerpt,
      },
      image: english.image && { ...english.image, alt: t.imageAlt ?? english.image.alt, caption: t.imageCaption },
      markdown: t.markdown,
      text: t.text,
      readTime: t.readTime,
    };
    merged.set(t, article);
  }
  return article;
}

/**
 * An article in a language (issue 27): its translation when there is one, else the English marked
 * englishOnly. Undefined for a slug with no English article.
 */
export function loadArticle(
  slug: string,
  lang: Lang,
  source: { english?: (slug: string) => Article | undefined; all?: Translation[]; dir?: string } = {},
): LoadedArticle | undefined {
  const english = (source.english ?? articleBySlug)(slug);
  if (!english) return undefined;
  if (lang === defaultLang)
    return { article: english, contentLang: defaultLang, englishOnly: false, translation: null, file: null };
  const t = (source.all ?? translations()).find((x) => x.slug === slug && x.lang === lang);
  if (!t) return { article: english, contentLang: defaultLang, englishOnly: true, translation: null, file: null };
  return {
    article: translatedArticle(english, t),
    contentLang: lang,
    englishOnly: false,
    translation: {
      translatedBy: t.translatedBy,
      translatedOn: t.translatedOn,
      reviewedBy: t.reviewedBy,
      reviewedOn: t.reviewedOn,
      outOfDate: t.sourceHash !== currentSourceHash(slug, source.dir),
    },
    file: t,
  };
}

export type TranslationState = "out-of-date" | "review-pending" | "reviewed";
export type TranslationRow = {
  slug: string;
  lang: Lang;
  title: string;
  englishTitle: string;
  translatedBy: string;
  translatedOn: string;
  reviewedBy: string | null;
  reviewedOn: string | null;
  /** Made from the English as it is now. */
  current: boolean;
  /** Out of date first (it needs translating again, reviewed or not), then whether it is reviewed. */
  state: TranslationState;
};

/** Every translation with its state, for the team (issue 27): out of date first, then pending review. */
export function translationList(all: Translation[] = translations(), dir?: string): TranslationRow[] {
  const order: Record<TranslationState, number> = { "out-of-date": 0, "review-pending": 1, reviewed: 2 };
  return all
    .map((t): TranslationRow => {
      const current = t.sourceHash === currentSourceHash(t.slug, dir);
      return {
        slug: t.slug,
        lang: t.lang,
        title: t.title,
        englishTitle: articles().find((a) => a.slug === t.slug)?.title ?? t.slug,
        translatedBy: t.translatedBy,
        translatedOn: t.translatedOn,
        reviewedBy: t.reviewedBy,
        reviewedOn: t.reviewedOn,
        current,
        state: !current ? "out-of-date" : t.reviewedBy ? "reviewed" : "review-pending",
      };
    })
    .sort((a, b) => order[a.state] - order[b.state] || a.slug.localeCompare(b.slug) || a.lang.localeCompare(b.lang));
}
