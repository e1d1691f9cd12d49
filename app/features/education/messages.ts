/** Spec content §1, §8: texts the education pages show word for word. */
export const MEDICAL_DISCLAIMER =
  "Medical disclaimer: this content is educational and not a substitute for professional medical advice, diagnosis or treatment. Talk to your doctor about your own health and screening.";

export const messages = {
  articleNotFoundTitle: "Article Not Found",
  articleNotFound: "The article you're looking for doesn't exist or has been moved.",
  noRelated: "No related articles found.",
  linkCopied: "Link copied to clipboard!",
} as const;

/**
 * Spec content §8: the empty article list's words (components/article-grid). A separate export, so
 * the pages that list articles do not download the article page's texts with them (unused exports
 * are left out of the bundle).
 */
export const listMessages = {
  noArticles: "No articles found matching your search criteria.",
  clearSearch: "Clear Search",
} as const;
