// Public server entry of the advisors feature (issue 26): the Medical Advisory Board and the
// articles' reviewers. It owns the `advisors` and `article_reviews` tables and the photos' folder.
export {
  advisorEditPage,
  advisorFormAction,
  advisorNewPage,
  advisorsListAction,
  advisorsListPage,
  boardPage,
  type AdvisorStatusData,
} from "./pages.server";
export {
  articleReviewRows,
  articleReviewer,
  reviewerOptions,
  setArticleReview,
  type ArticleReviewer,
} from "./advisors.server";
export { readPhoto } from "./photos.server";
export { articleReviewSchema, type advisorFormSchema } from "./advisor.schema";
export { advisorMessages } from "./messages";
