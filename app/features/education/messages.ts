/**
 * Spec content §8: the empty article list's words (components/article-grid). The article page's own
 * words are in app/locales/<lang>/article.json (issue 27).
 */
export const listMessages = {
  noArticles: "No articles found matching your search criteria.",
  clearSearch: "Clear Search",
} as const;
