import { clientIp } from "~/lib/http/client-ip";
import { throwIfDatabaseUnavailable } from "~/lib/db.server";
import { namesOurRoute } from "~/lib/http/known-routes.server";
import { logger } from "~/lib/logger.server";
import { hit, peek, reset } from "~/lib/http/rate-limit.server";
import { callAuth } from "../auth-api.server";
import { limits } from "../limits";
import { messages } from "../messages";
import { safeRedirectPath } from "../user-types";
import { signInLanguage } from "../profile/language.server";
import type { Lang } from "~/lib/i18n/languages";

/**
 * Where to go after signing in: a normalised same-site path (`safeRedirectPath`) that names one of
 * our routes; anything else is null, and the caller falls back to its default.
 */
export function safeRedirectTarget(target: string | null | undefined): string | null {
  const path = safeRedirectPath(target);
  return path && namesOurRoute(path.replace(/[?#].*$/, "")) ? path : null;
}

type SignInInput = { email: string; password: string; rememberMe?: boolean };
type SignInOutcome =
  | { kind: "signed-in"; headers: Headers; lang: Lang | null }
  | { kind: "two-factor"; headers: Headers }
  | { kind: "unverified" }
  | { kind: "failed"; message: string; status: number };

/**
 * E-mail and password sign-in through better-auth. Failures are counted per client address and
 * e-mail address (5 a minute), so guessing one account's password from one place stops quickly.
 */
export async function signIn(request: Request, input: SignInInput): Promise<SignInOutcome> {
  const ip = clientIp(request);
  if (!(await peek(limits.signInFailures, ip, input.email)).allowed) {
    return { kind: "failed", message: messages.tooManySignIns, status: 429 };
  }
  let result;
  try {
    result = await callAuth<{ twoFactorRedirect?: boolean; user?: { id: string } }>(request, "/sign-in/email", {
      email: input.email,
      password: input.password,
      rememberMe: Boolean(input.rememberMe),
    });
  } catch (error) {
    throwIfDatabaseUnavailable(error);
    logger.error({ err: error }, "sign-in failed unexpectedly");
    return { kind: "failed", message: messages.unexpected, status: 500 };
  }
  if (result.ok) {
    await reset(limits.signInFailures, ip, input.email);
    return result.data.twoFactorRedirect
      ? { kind: "two-factor", headers: result.headers }
      : {
          kind: "signed-in",
          headers: result.headers,
          lang: await signInLanguage(result.data.user?.id, result.headers),
        };
  }
  if (result.status === 429) return { kind: "failed", message: messages.tooManySignIns, status: 429 };
  if (result.code === "EMAIL_NOT_VERIFIED") return { kind: "unverified" };
  if (result.code === "ACCOUNT_SUSPENDED") return { kind: "failed", message: messages.accountSuspended, status: 403 };
  await hit(limits.signInFailures, ip, input.email);
  if (result.status === 401) return { kind: "failed", message: messages.invalidCredentials, status: 401 };
  // Spec §8: a failure of ours (the service or its database) is "unexpected"; any other refusal
  // "Sign in failed". Neither says whether the address has an account (ADR 0007).
  if (result.status >= 500) {
    logger.error({ status: result.status, code: result.code }, "sign-in failed unexpectedly");
    return { kind: "failed", message: messages.unexpected, status: 500 };
  }
  return { kind: "failed", message: messages.signInFailed, status: result.status };
}

/** Sends a fresh verification link; the answer never says whether the address has an account. */
export async function resendVerification(request: Request, email: string): Promise<string> {
  if (!(await hit(limits.resendPerAddress, email)).allowed) return messages.tooManyEmails;
  await callAuth(request, "/send-verification-email", { email, callbackURL: "/login?verified=true" });
  return messages.verificationResent;
}
