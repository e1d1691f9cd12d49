import { plural } from "~/lib/text/plural";

/** The words of the advisors' console pages and of their refusals (issue 26). */
export const advisorMessages = {
  nameRequired: "Enter the advisor's name.",
  nameTooLong: "The name can be at most 120 characters.",
  credentialsRequired: "Enter the advisor's credentials (for example MBBS, FRCS).",
  credentialsTooLong: "The credentials can be at most 200 characters.",
  roleRequired: "Enter the advisor's role (for example Colorectal surgeon).",
  roleTooLong: "The role can be at most 160 characters.",
  bioRequired: "Enter a short biography.",
  bioTooLong: "The biography can be at most 2,000 characters.",
  sortOrderInvalid: "Enter a whole number from 0 to 999, or leave it blank.",
  photoTooLarge: "The photo is larger than 5 MB. Please choose a smaller image.",
  photoWrongType: "The photo must be a JPEG, PNG or WebP image.",
  photoTooSmall: "The photo is too small: choose one at least 200 × 200 pixels.",
  created: "Advisor added. Publish them to show them on the Medical Advisory Board page.",
  saved: "Advisor saved.",
  published: "Advisor published: they are shown on the Medical Advisory Board page.",
  unpublished: "Advisor unpublished: they are no longer shown on the public site.",
  deleted: "Advisor deleted.",
  notFound: "That advisor no longer exists. The list has been refreshed.",
  intentInvalid: "Choose publish, unpublish or delete.",
  hasReviews: (n: number) =>
    `This advisor is named as the reviewer of ${plural(n, "article")}: unpublish them instead, or choose another reviewer first.`,
  // The article reviewer form (/admin/content/articles)
  articleUnknown: "Choose an article from the list.",
  reviewerRequired: "Choose a reviewer from the published advisors.",
  reviewerUnknown: "That reviewer is not a published advisor. Choose one from the list.",
  reviewedOnInvalid: "Enter the review date as a real date.",
  reviewedOnFuture: "The review date cannot be in the future.",
  reviewSaved: (title: string) => `Reviewer saved for "${title}".`,
} as const;
