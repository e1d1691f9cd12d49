// Public server entry of the education feature: the articles other features index and list.
export { articles, type Article } from "./content.server";
// The console's medical review of articles and figures (/admin/content/articles; issue 26).
export { articleReviewAction, articlesReviewPage, type ArticleReviewData } from "./articles/review.server";
