import { and, eq } from "drizzle-orm";
import { accounts } from "#db/schema";
import { db } from "~/lib/db.server";
import { hit, type Limit } from "~/lib/http/rate-limit.server";
import { auth } from "../auth.server";
import { callAuth } from "../auth-api.server";
import type { SessionUser } from "../guards.server";
import { messages } from "../messages";
import { claimSecondStepCode } from "../sign-in/two-factor.server";

/** Wrong passwords or codes on a confirmation: a few tries, then a pause, as at sign-in. */
const confirmLimit: Limit = { name: "confirm-identity", max: 5, windowSeconds: 900 };

export type IdentityRefused = { ok: false; field: "password" | "code"; message: string };

/**
 * The signed-in person proves it is them before a grave step (deleting the account): the account's
 * password, checked with better-auth's own hasher, and the app's code when two-step is on (a code
 * already used is refused) or one of the backup codes, as at sign-in. Counted per account, so a
 * stolen session cannot guess the password. Writes nothing but the attempt counter and, on success,
 * the code's claim (a backup code is spent).
 */
export async function confirmIdentity(
  request: Request,
  user: Pick<SessionUser, "id" | "twoFactorEnabled">,
  password: string,
  code: string,
): Promise<{ ok: true } | IdentityRefused> {
  const limited = await hit(confirmLimit, user.id);
  if (!limited.allowed) return { ok: false, field: "password", message: messages.confirmTooMany };
  const [account] = await db()
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, user.id), eq(accounts.providerId, "credential")));
  const context = await auth().$context;
  const matches = !!account?.hash && !!password && (await context.password.verify({ hash: account.hash, password }));
  if (!matches) return { ok: false, field: "password", message: messages.confirmWrongPassword };
  if (user.twoFactorEnabled) {
    const typed = code.trim();
    const claimed = /^\d{6}$/.test(typed)
      ? await claimSecondStepCode(user.id, typed)
      : await spendBackupCode(request, typed);
    if (claimed === "used") return { ok: false, field: "code", message: messages.twoFactorCodeUsed };
    if (claimed !== "claimed") return { ok: false, field: "code", message: messages.twoFactorInvalid };
  }
  return { ok: true };
}

/**
 * A backup code, checked by the sign-in challenge's own verifier (better-auth's, with the session
 * and without making a new one): it removes the code from the account's list with a conditional
 * write, so a code is spent once and a replay (or a second request at once) is refused.
 */
async function spendBackupCode(request: Request, code: string): Promise<"claimed" | "no-match"> {
  if (!/^[A-Za-z0-9-]{8,20}$/.test(code)) return "no-match";
  const result = await callAuth(request, "/two-factor/verify-backup-code", { code, disableSession: true });
  return result.ok ? "claimed" : "no-match";
}
