/** Spec content §1, §8: texts the education pages show word for word. */
export const MEDICAL_DISCLAIMER =
  "Medical disclaimer: this content is educational and not a substitute for professional medical advice, diagnosis or treatment. Talk to your doctor about your own health and screening.";

export const messages = {
  articleNotFoundTitle: "Article Not Found",
  articleNotFound: "The article you're looking for doesn't exist or has been moved.",
  noRelated: "No related articles found.",
  noArticles: "No articles found matching your search criteria.",
  linkCopied: "Link copied to clipboard!",
  clearSearch: "Clear Search",
} as const;

/** The FAQ search's outcome, with the visitor's words quoted back. */
export function faqSearchMessage(count: number, q: string): string {
  if (count === 0) return `No FAQs match “${q}”.`;
  return count === 1 ? `1 FAQ matches “${q}”.` : `${count} FAQs match “${q}”.`;
}
