import { env } from "~/lib/env.server";
import { enqueueEmail } from "~/lib/email/outbox.server";
import { callAuth } from "./auth-api.server";
import { passwordChangedEmail } from "./emails";
import type { SessionUser } from "./guards.server";

/** Changes the password, signs out every other device, and tells the account holder by e-mail. */
export async function changePassword(
  request: Request,
  user: SessionUser,
  currentPassword: string,
  newPassword: string,
) {
  const result = await callAuth(request, "/change-password", {
    currentPassword,
    newPassword,
    revokeOtherSessions: true,
  });
  if (!result.ok) {
    const message =
      result.code === "INVALID_PASSWORD"
        ? "Your current password is not correct."
        : "Password update failed: please try again.";
    return { ok: false as const, message };
  }
  await enqueueEmail(
    passwordChangedEmail({ to: user.email, name: user.name, url: `${env().APP_URL}/forgot-password` }),
  );
  return { ok: true as const, headers: result.headers };
}
