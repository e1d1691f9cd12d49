import { and, eq, isNull, sql } from "drizzle-orm";
import { corporates, referrals, users } from "#db/schema";
import { db, throwIfDatabaseUnavailable } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { canonical } from "~/lib/page/seo.server";
import { hit } from "~/lib/http/rate-limit.server";
import { getSetting } from "~/lib/settings.server";
import { callAuth } from "./auth-api.server";
import { messages } from "./messages";
import { limits } from "./limits";

type SignUpInput = { fullName: string; email: string; password: string; ref?: string; company?: string };
export type Outcome = { ok: true; headers?: Headers } | { ok: false; message: string; status: number };

/**
 * The sign-up page: the referrer carried by ?ref=, the company invite code carried by ?company=,
 * and one canonical address for both join paths.
 */
export function signUpPage(url: URL) {
  return {
    ref: url.searchParams.get("ref") ?? "",
    company: (url.searchParams.get("company") ?? "").slice(0, 64),
    canonical: canonical("/join-the-movement"),
  };
}

/**
 * Champion sign-up. Whether or not the address already has an account, the visitor sees the same
 * result (no account enumeration, ADR 0007); the owner of an existing account gets an e-mail instead.
 */
export async function signUpChampion(request: Request, input: SignUpInput): Promise<Outcome> {
  // The team can close sign-up from the console's Settings (spec §8's message).
  if (!(await getSetting("champion_signup_open"))) return { ok: false, message: messages.signupDisabled, status: 403 };
  if (!(await hit(limits.signUpPerAddress, input.email)).allowed) {
    return { ok: false, message: messages.tooManySignups, status: 429 };
  }
  let result;
  try {
    result = await callAuth<{ user?: { id: string } }>(request, "/sign-up/email", {
      email: input.email,
      password: input.password,
      name: input.fullName,
      callbackURL: "/login?verified=true",
    });
  } catch (error) {
    throwIfDatabaseUnavailable(error);
    logger.error({ err: error }, "champion sign-up failed unexpectedly");
    return { ok: false, message: messages.signupUnexpected, status: 500 };
  }
  if (result.status === 429) return { ok: false, message: messages.tooManySignups, status: 429 };
  if (!result.ok) return signUpRefusal(result);
  // For an address that already had an account better-auth answers with a made-up user id.
  const created = result.data.user?.id;
  if (input.ref && created) await markReferralJoined(input.ref, created, input.email);
  if (input.company && created) await markCorporateJoin(input.company, created);
  return { ok: true };
}

/**
 * Spec §8's sign-up mapping of a refusal. The account could not be stored: the database message,
 * logged for the team (the "team has been notified" it promises). A reason the service gives:
 * "Signup failed: {reason}". An error of ours without one: the champion form's fallback.
 */
function signUpRefusal(result: { status: number; code?: string; message?: string }): Outcome {
  if (result.code === "PASSWORD_TOO_SHORT") return { ok: false, message: messages.passwordTooShort + ".", status: 400 };
  if (result.code === "INVALID_EMAIL") return { ok: false, message: messages.emailInvalidSentence, status: 400 };
  if (result.code === "FAILED_TO_CREATE_USER") {
    logger.error({ status: result.status, code: result.code }, "champion sign-up: the account could not be stored");
    return { ok: false, message: messages.signupDatabaseError, status: 500 };
  }
  if (result.status < 500 && result.message) {
    return { ok: false, message: messages.signupFailed(result.message), status: result.status };
  }
  logger.error({ status: result.status, code: result.code }, "champion sign-up failed unexpectedly");
  return { ok: false, message: messages.signupUnexpected, status: 500 };
}

/** The invitation this person followed becomes "joined", so the referrer sees it. */
async function markReferralJoined(referrerId: string, userId: string, email: string) {
  const [joined] = await db().select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!joined || joined.id === referrerId) return;
  await db()
    .update(referrals)
    .set({ status: "joined", userId: joined.id })
    .where(
      and(
        eq(referrals.referrerId, referrerId),
        eq(sql`lower(${referrals.referredEmail})`, email),
        eq(referrals.status, "pending"),
      ),
    );
}

/**
 * A Champion who came through a company's invite link counts toward its employee participation
 * (issue #15): only for a known code of an approved company; any other code is ignored.
 */
async function markCorporateJoin(inviteCode: string, userId: string) {
  const [company] = await db()
    .select({ id: corporates.id })
    .from(corporates)
    .where(and(eq(corporates.inviteCode, inviteCode), eq(corporates.approvalStatus, "approved")));
  if (!company) return;
  await db()
    .update(users)
    .set({ joinedThroughCorporateId: company.id })
    .where(and(eq(users.id, userId), isNull(users.joinedThroughCorporateId)));
}
