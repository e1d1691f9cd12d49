import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { markdownToText, renderMarkdown } from "~/lib/page/markdown.server";
import { defaultLang, languages, type Lang } from "~/lib/i18n/languages";
import { fillFacts } from "./articles/fact-placeholders";

/** Spec content §2.3: the FAQ page's categories, in the order the page shows them. */
export const faqCategories = ["Screening", "Symptoms & Risk Factors", "Prevention"] as const;

const faqFile = z.array(
  z.object({ category: z.enum(faqCategories), question: z.string().min(5), answer: z.string().min(5) }),
);

type Faq = {
  category: (typeof faqCategories)[number];
  question: string;
  html: string;
  text: string;
  /** Issue 27: the language this FAQ is shown in (a translation's, or English). */
  lang: Lang;
};

function loadFaqs(file = path.resolve(process.cwd(), "content/faqs.json")): Faq[] {
  const parsed = faqFile.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.success) throw new Error(`content/faqs.json: ${parsed.error.issues[0]?.message}`);
  return parsed.data.map((f) => ({
    category: f.category,
    question: f.question,
    // Answers may hold Markdown links; rendered and sanitised like articles.
    html: renderMarkdown(f.answer),
    text: markdownToText(f.answer),
    lang: defaultLang,
  }));
}

let cache: Faq[] | undefined;
export function faqs(): Faq[] {
  cache ??= loadFaqs();
  return cache;
}

/**
 * Issue 27: content/faqs/<lang>.json, the FAQ in another language, with the same who-translated and
 * who-reviewed record as articles. Each entry names the English question it translates (`source`);
 * figures are `{{fact:…}}` placeholders of content/facts.json, never typed (faq-translations.test.ts).
 */
const translationFile = z.object({
  lang: z.enum(languages.filter((l) => l !== defaultLang) as [Exclude<Lang, "en">, ...Exclude<Lang, "en">[]]),
  translatedBy: z.string().min(3),
  translatedOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  reviewedBy: z.string().min(3).nullable(),
  reviewedOn: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable(),
  faqs: z.array(z.object({ source: z.string().min(5), question: z.string().min(2), answer: z.string().min(5) })),
});
type FaqTranslation = z.infer<typeof translationFile>;

const faqDir = () => path.resolve(process.cwd(), "content/faqs");

/** A language's FAQ translation file as written (placeholders unfilled), or null when there is none. */
export function readFaqTranslation(lang: Lang, dir = faqDir()): FaqTranslation | null {
  if (lang === defaultLang) return null;
  let raw: string;
  try {
    raw = readFileSync(path.join(dir, `${lang}.json`), "utf8");
  } catch {
    return null;
  }
  const parsed = translationFile.safeParse(JSON.parse(raw));
  if (!parsed.success) throw new Error(`content/faqs/${lang}.json: ${parsed.error.issues[0]?.message}`);
  if (parsed.data.lang !== lang) throw new Error(`content/faqs/${lang}.json: lang is ${parsed.data.lang}`);
  return parsed.data;
}

const localised = new Map<Lang, { list: Faq[]; review: Pick<FaqTranslation, "reviewedBy" | "reviewedOn"> | null }>();

/**
 * The FAQ in a language: each question its translation has, translated (figures filled from
 * facts.json); the others in English (`lang: "en"`, the page says so). English: the FAQ as it is.
 */
export function faqsIn(lang: Lang) {
  const done = localised.get(lang);
  if (done) return done;
  const translation = readFaqTranslation(lang);
  const own = new Map(translation?.faqs.map((f) => [f.source, f]));
  const list = faqs().map((faq) => {
    const tr = own.get(faq.question);
    if (!tr || !translation) return faq;
    const answer = fillFacts(tr.answer, `content/faqs/${lang}.json`);
    return { ...faq, question: tr.question, html: renderMarkdown(answer), text: markdownToText(answer), lang };
  });
  const result = {
    list,
    review: translation ? { reviewedBy: translation.reviewedBy, reviewedOn: translation.reviewedOn } : null,
  };
  localised.set(lang, result);
  return result;
}

/** Case-insensitive match on the question and the answer's text (not its link addresses). */
export function filterFaqs(all: Faq[], q: string | undefined): Faq[] {
  const needle = q?.trim().toLowerCase();
  if (!needle) return all;
  return all.filter((f) => `${f.question} ${f.text}`.toLowerCase().includes(needle));
}

/** The FAQs in the page's category order, leaving out categories with none. */
export function groupFaqs(list: Faq[]) {
  return faqCategories
    .map((category) => ({ category, faqs: list.filter((f) => f.category === category) }))
    .filter((g) => g.faqs.length > 0);
}
