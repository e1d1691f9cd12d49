import type { Limit } from "~/lib/http/rate-limit.server";

/** The account limits of issue #3, in one place. */
export const limits = {
  signInFailures: { name: "signin-fail", max: 5, windowSeconds: 60 },
  signUpPerAddress: { name: "signup", max: 3, windowSeconds: 3600 },
  resetPerAddress: { name: "reset", max: 3, windowSeconds: 3600 },
  resendPerAddress: { name: "resend", max: 3, windowSeconds: 3600 },
} satisfies Record<string, Limit>;
