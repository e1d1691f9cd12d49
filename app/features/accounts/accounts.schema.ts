import { z } from "zod";
import { messages as m } from "./messages";

/** An address longer than RFC 5321 allows (254 characters) is no address: refused before it goes further. */
const EMAIL_MAX = 254;

export const email = (required: string = m.emailRequired) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(EMAIL_MAX, m.emailInvalid)
    .pipe(z.email(m.emailInvalid))
    .transform((v) => v.toLowerCase());

/**
 * "Passwords do not match" is shown even while other fields still have errors (zod would otherwise
 * skip an object-level check until every field is valid).
 */
export const passwordsMatch: [
  (v: { password: string; confirmPassword: string }) => boolean,
  { path: string[]; message: string; when: (payload: { value: unknown }) => boolean },
] = [
  (v) => v.password === v.confirmPassword,
  {
    path: ["confirmPassword"],
    message: m.passwordsDoNotMatch,
    when: (payload: { value: unknown }) => {
      const v = payload.value as { password?: unknown; confirmPassword?: unknown };
      return typeof v?.password === "string" && typeof v?.confirmPassword === "string";
    },
  },
];

/** Spec accounts §2.10 reading A and §5. Extra fields (user_type, status…) are not part of it. */
export const signUpSchema = z
  .object({
    fullName: z.string({ error: m.fullNameRequired }).trim().min(1, m.fullNameRequired).max(120),
    email: email(),
    password: z.string({ error: m.passwordRequired }).min(6, m.passwordTooShort).max(128, m.passwordTooLong),
    confirmPassword: z.string({ error: m.confirmRequired }),
    agreedToTerms: z.literal("on", { error: m.termsRequired }),
    ref: z.string().trim().max(64).optional(),
    // A company's invite code (/join-the-movement?company=…): employee participation, issue #15.
    company: z.string().trim().max(64).optional(),
  })
  .refine(...passwordsMatch);

export const signInSchema = z.object({
  email: email(),
  password: z.string({ error: m.passwordRequired }).min(1, m.passwordRequired),
  rememberMe: z.literal("on").optional(),
  redirectTo: z.string().optional(),
});

export const adminLoginSchema = z.object({
  email: email(),
  password: z.string({ error: m.enterPassword }).min(1, m.enterPassword),
});

export const forgotPasswordSchema = z.object({ email: email(m.forgotEmailRequired) });

/** Reset rule (§5): 8+ characters with a lowercase letter, an uppercase letter and a digit. */
export const strongPassword = z
  .string({ error: m.passwordRequired })
  .max(128, m.passwordTooLong)
  .refine((v) => v.length >= 8 && /[a-z]/.test(v) && /[A-Z]/.test(v) && /\d/.test(v), m.resetRule);

export const resetPasswordSchema = z
  .object({
    token: z.string().min(1),
    password: strongPassword,
    confirmPassword: z.string({ error: m.confirmRequired }),
  })
  .refine(...passwordsMatch);

export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: m.enterPassword }).min(1, m.enterPassword),
    password: strongPassword,
    confirmPassword: z.string({ error: m.confirmRequired }),
  })
  .refine(...passwordsMatch);

export const resendSchema = z.object({ email: email() });

export const twoFactorCodeSchema = z.object({
  code: z
    .string({ error: "Enter the code" })
    .trim()
    .transform((v) => v.replace(/\s+/g, ""))
    .pipe(z.string().regex(/^(\d{6}|[A-Za-z0-9-]{8,20})$/, "Enter the 6-digit code from your app, or a backup code")),
  redirectTo: z.string().optional(),
  trustDevice: z.literal("on").optional(),
});

export const enableTwoFactorSchema = z.object({
  password: z.string({ error: m.enterPassword }).min(1, m.enterPassword),
});
export const confirmTwoFactorSchema = z.object({
  code: z
    .string({ error: "Enter the 6-digit code" })
    .trim()
    .regex(/^\d{6}$/, "Enter the 6-digit code from your app"),
});
