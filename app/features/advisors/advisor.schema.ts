import { z } from "zod";
import { isRealDate } from "~/lib/text/singapore-date";
import { advisorFieldMax } from "./limits";
import { advisorMessages as m } from "./messages";

/** Conform reads an empty string as no value: required text gets its message both ways. */
const requiredText = (required: string, max: number, tooLong: string) =>
  z
    .string({ error: required })
    .transform((v) => v.replace(/\r\n?/g, "\n").trim())
    .pipe(z.string({ error: required }).min(1, required).max(max, tooLong));

/**
 * The advisor form (create and edit). The photo is not in the schema: it is a file, checked by its
 * bytes in photos.server.ts, and never sent back to the browser with the messages.
 */
export const advisorFormSchema = z.object({
  name: requiredText(m.nameRequired, advisorFieldMax.name, m.nameTooLong),
  credentials: requiredText(m.credentialsRequired, advisorFieldMax.credentials, m.credentialsTooLong),
  role: requiredText(m.roleRequired, advisorFieldMax.role, m.roleTooLong),
  bio: requiredText(m.bioRequired, advisorFieldMax.bio, m.bioTooLong),
  sortOrder: z
    .string()
    .regex(/^\d{1,3}$/, m.sortOrderInvalid)
    .transform(Number)
    .optional(),
  /** Edit only: a ticked box removes the current photo (a new upload replaces it anyway). */
  removePhoto: z
    .literal("on")
    .optional()
    .transform((v) => v === "on"),
});
export type AdvisorForm = z.output<typeof advisorFormSchema>;

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Publish, unpublish or delete, from the advisors list. */
export const advisorStatusSchema = z.object({
  id: z.string({ error: m.notFound }).regex(uuid, m.notFound),
  intent: z.enum(["publish", "unpublish", "delete"], { error: m.intentInvalid }),
});

/** The reviewer of one article and the date of their review (/admin/content/articles). */
export const articleReviewSchema = z.object({
  slug: z.string({ error: m.articleUnknown }).max(200, m.articleUnknown),
  advisorId: z.string({ error: m.reviewerRequired }).regex(uuid, m.reviewerUnknown),
  reviewedOn: z
    .string({ error: m.reviewedOnInvalid })
    .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && isRealDate(v), m.reviewedOnInvalid),
});
