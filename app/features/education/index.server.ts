// Public server entry of the education feature: the articles other features index and list.
export { articles, type Article } from "./content.server";
// The console's medical review of articles and figures (/admin/content/articles; issue 26).
export { articleReviewAction, articlesReviewPage, type ArticleReviewData } from "./articles/review.server";
// Translated articles (issue 27): each translation's state, and the console's "mark reviewed".
export { translationList, type TranslationRow, type TranslationState } from "./articles/translations.server";
export {
  translationReviewAction,
  translationStates,
  translationsPage,
  type TranslationReviewData,
} from "./articles/translation-review.server";
