import type { Limit } from "~/lib/http/rate-limit.server";

/** The referral limits of issue #3, in one place. */
export const referralLimits = {
  /** Spec accounts §9: friend e-mails per batch. */
  perBatch: 5,
  messageMaxLength: 500,
  /** Invitations one referrer may send in any 24 hours, so the form cannot be used to send spam. */
  perDay: 20,
  /** The same referrer may invite the same address once in this many days. */
  repeatAfterDays: 30,
} as const;

/** Submissions of the form, counted whether or not they send anything, so scripts cannot hammer it. */
export const referralRateLimits = {
  perUser: { name: "referral-send", max: 10, windowSeconds: 3600 },
  // Generous: many champions may share one office or mobile-carrier address.
  perAddress: { name: "referral-send-ip", max: 60, windowSeconds: 3600 },
} satisfies Record<string, Limit>;

/** Stories one Champion may submit in a day, so the review queue cannot be flooded. */
export const storyRateLimit = { name: "story-submit", max: 5, windowSeconds: 24 * 3600 } satisfies Limit;

/** Corrections and withdrawals of one's referrals (issue 29): 10 an hour per account. */
export const referralEditLimit = { name: "referral-edit", max: 10, windowSeconds: 3600 } satisfies Limit;

/** Corrections and removals of one's stories (issue 29): 10 an hour per account, as for referrals. */
export const storyEditLimit = { name: "story-edit", max: 10, windowSeconds: 3600 } satisfies Limit;
