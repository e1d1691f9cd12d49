import { hit } from "~/lib/http/rate-limit.server";
import { callAuth } from "../auth-api.server";
import { limits } from "../limits";
import { messages } from "../messages";

/** Always the same answer whether or not the address has an account (no enumeration). */
export async function requestPasswordReset(request: Request, email: string): Promise<{ ok: boolean; message: string }> {
  if (!(await hit(limits.resetPerAddress, email)).allowed) return { ok: false, message: messages.tooManyResets };
  const result = await callAuth(request, "/request-password-reset", { email, redirectTo: "/reset-password" });
  if (result.status === 429) return { ok: false, message: messages.tooManyResets };
  if (!result.ok) return { ok: false, message: messages.resetSendFailed };
  return { ok: true, message: messages.resetLinkSent(email) };
}

type ResetOutcome = { kind: "done" } | { kind: "expired" } | { kind: "failed"; message: string };

/** Sets the new password; better-auth also ends every other session of the account. */
export async function resetPassword(request: Request, token: string, password: string): Promise<ResetOutcome> {
  const result = await callAuth(request, "/reset-password", { token, newPassword: password });
  if (result.ok) return { kind: "done" };
  if (result.code === "INVALID_TOKEN") return { kind: "expired" };
  if (result.code === "PASSWORD_TOO_SHORT" || result.code === "PASSWORD_TOO_LONG")
    return { kind: "failed", message: messages.resetRule };
  return { kind: "failed", message: messages.resetFailed };
}
