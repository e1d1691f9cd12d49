import { and, eq } from "drizzle-orm";
import { accounts } from "#db/schema";
import { db } from "~/lib/db.server";
import { hit, type Limit } from "~/lib/http/rate-limit.server";
import { auth } from "../auth.server";
import type { SessionUser } from "../guards.server";
import { messages } from "../messages";
import { claimSecondStepCode } from "../sign-in/two-factor.server";

/** Wrong passwords or codes on a confirmation: a few tries, then a pause, as at sign-in. */
const confirmLimit: Limit = { name: "confirm-identity", max: 5, windowSeconds: 900 };

export type IdentityRefused = { ok: false; field: "password" | "code"; message: string };

/**
 * The signed-in person proves it is them before a grave step (deleting the account): the account's
 * password, checked with better-auth's own hasher, and the app's code when two-step is on (a code
 * already used is refused). Counted per account, so a stolen session cannot guess the password.
 * Writes nothing but the attempt counter and, on success, the code's claim.
 */
export async function confirmIdentity(
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
    const claimed = await claimSecondStepCode(user.id, code.trim());
    if (claimed === "used") return { ok: false, field: "code", message: messages.twoFactorCodeUsed };
    if (claimed !== "claimed") return { ok: false, field: "code", message: messages.twoFactorInvalid };
  }
  return { ok: true };
}
