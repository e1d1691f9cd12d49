import { z } from "zod";
import { isLang } from "~/lib/i18n/languages";
import { isRealDate } from "~/lib/text/singapore-date";

/** The console's messages for "mark reviewed" (/admin/content/translations), each at its field. */
export const translationReviewMessages = {
  unknown: "Choose a translation from the list.",
  outOfDate: "The English has changed since this translation: translate it again before it is reviewed.",
  reviewerRequired: "Enter the reviewer's name.",
  reviewerLength: "The reviewer's name must be 3 to 120 characters.",
  dateInvalid: "Enter the review date as a real date.",
  dateFuture: "The review date cannot be after today.",
  saved: (title: string, language: string) => `Marked “${title}” (${language}) reviewed.`,
} as const;
const m = translationReviewMessages;

/** A translation (its article and language), who reviewed it and on which day (issue 27). */
export const translationReviewSchema = z.object({
  slug: z
    .string({ error: m.unknown })
    .max(120, m.unknown)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, m.unknown),
  lang: z.string({ error: m.unknown }).refine((v) => isLang(v) && v !== "en", m.unknown),
  reviewer: z.string({ error: m.reviewerRequired }).trim().min(3, m.reviewerLength).max(120, m.reviewerLength),
  reviewedOn: z.string({ error: m.dateInvalid }).refine(isRealDate, m.dateInvalid),
});
