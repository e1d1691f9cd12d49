import { z } from "zod";
import { referralLimits } from "../limits";
import { messages as m } from "../messages";

const address = z.email();

/** An address worth sending to: looks like {email} and fits in an e-mail header (RFC 5321: 254). */
export function isInvitableEmail(value: string): boolean {
  return value.length <= 254 && address.safeParse(value).success;
}

/**
 * Spec accounts §5 (refer form): each address trimmed; entries that are not e-mail addresses are
 * dropped rather than reported; at least one must remain; at most five rows. Addresses come out
 * lower-cased and without repeats.
 */
export const referralSchema = z.object({
  emails: z
    .array(z.string().optional(), { error: m.noValidEmail })
    .max(referralLimits.perBatch, m.tooManyFriends)
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
