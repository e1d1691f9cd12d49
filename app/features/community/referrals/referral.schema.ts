import { z } from "zod";
import { referralLimits } from "../limits";
import { messages as m } from "../messages";

const address = z.email();

/** An address worth sending to: looks like {email} and fits in an e-mail header (RFC 5321: 254). */
export function isInvitableEmail(value: string): boolean {
  return value.length <= 254 && address.safeParse(value).success;
}

/**
 * Spec accounts §5 (refer form): each address trimmed; at least one valid, at most five rows.
 * Addresses come out lower-cased and without repeats. Issue 23: a mistyped address
 * ("uncle-bob@example") is a message on its own row and nothing is sent until the form is right;
 * dropping it silently lost a friend. Empty rows are ignored.
 */
export const referralSchema = z.object({
  emails: z
    .array(z.string().optional(), { error: m.noValidEmail })
    .max(referralLimits.perBatch, m.tooManyFriends)
    .superRefine((rows, ctx) => {
      rows.forEach((row, index) => {
        const value = (row ?? "").trim();
        if (value && !isInvitableEmail(value)) ctx.addIssue({ code: "custom", path: [index], message: m.emailInvalid });
      });
    })
    .transform((rows) => [
      ...new Set(rows.map((row) => (row ?? "").trim().toLowerCase()).filter((row) => isInvitableEmail(row))),
    ])
    .pipe(z.array(z.string()).min(1, m.noValidEmail)),
  message: z
    .string()
    .trim()
    .max(referralLimits.messageMaxLength, m.messageTooLong)
    // Invitations go out under our name: a link in the friend's message could be used for phishing.
    .refine((v) => !/(https?:\/\/|www\.|\b[a-z0-9-]+\.(com|net|org|sg|io|ly|me|co)\b)/i.test(v), m.noLinks)
    .optional()
    .transform((v) => v || undefined),
});

/**
 * A pending referral's corrected address (issue 29, /account/referrals/:id): one row of the refer
 * form, with its messages; lower-cased as the form stores addresses.
 */
export const referralEditSchema = z.object({
  email: z
    .string({ error: m.noValidEmail })
    .trim()
    .refine((value) => isInvitableEmail(value), m.emailInvalid)
    .transform((value) => value.toLowerCase()),
});
