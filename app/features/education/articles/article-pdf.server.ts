import { articleReviewer } from "~/features/advisors/index.server";
import { canonical } from "~/lib/page/seo.server";
import type { Article } from "../content.server";
import { markdownPdf } from "./markdown-pdf.server";
import { MEDICAL_DISCLAIMER } from "../messages";
import { formatSgDate } from "~/lib/text/singapore-date";
import { formatReference } from "./references";

/** A printable PDF of an article: title, dates, body, references and the disclaimer. */
export async function articlePdf(article: Article): Promise<Buffer> {
  // The reviewer the console named (issue 26), as on the page; else the front matter's.
  const reviewer = await articleReviewer(article.slug);
  const review = reviewer
    ? `Reviewed by ${reviewer.name}, ${reviewer.credentials} on ${formatSgDate(reviewer.reviewedOn)}`
    : `Last reviewed ${formatSgDate(article.lastReviewed)}`;
  return markdownPdf({
    title: article.title,
    author: article.author.name,
    subject: article.excerpt,
    byline: `${article.author.name} (${article.author.credentials}) · Published ${formatSgDate(article.publishedDate)} · ${review} · ${article.readTime} min read`,
    markdown: article.markdown,
    references: article.references.map((ref) => {
      const { text, href } = formatReference(ref);
      return `${text}${href ? ` ${href}` : ""}`;
    }),
    footer: [MEDICAL_DISCLAIMER, canonical(`/education/article/${article.slug}`)],
  });
}
