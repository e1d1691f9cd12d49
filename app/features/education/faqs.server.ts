import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { markdownToText, renderMarkdown } from "~/lib/page/markdown.server";

/** Spec content §2.3: the FAQ page's categories, in the order the page shows them. */
export const faqCategories = ["Screening", "Symptoms & Risk Factors", "Prevention"] as const;

const faqFile = z.array(
  z.object({ category: z.enum(faqCategories), question: z.string().min(5), answer: z.string().min(5) }),
);

type Faq = { category: (typeof faqCategories)[number]; question: string; html: string; text: string };

function loadFaqs(file = path.resolve(process.cwd(), "content/faqs.json")): Faq[] {
  const parsed = faqFile.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.success) throw new Error(`content/faqs.json: ${parsed.error.issues[0]?.message}`);
  return parsed.data.map((f) => ({
    category: f.category,
    question: f.question,
    // Answers may hold Markdown links; rendered and sanitised like articles.
    html: renderMarkdown(f.answer),
    text: markdownToText(f.answer),
  }));
}

let cache: Faq[] | undefined;
export function faqs(): Faq[] {
  cache ??= loadFaqs();
  return cache;
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
