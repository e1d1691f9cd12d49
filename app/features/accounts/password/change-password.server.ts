import { canonical } from "~/lib/page/seo.server";
import { enqueueEmail } from "~/lib/email/outbox.server";
import { userLanguage } from "~/lib/email/words.server";
import { callAuth } from "../auth-api.server";
import { endOutstandingLinks } from "../auth.server";
import { passwordChangedEmail } from "../emails";
import type { SessionUser } from "../guards.server";
import { messages } from "../messages";
import { showOnNextView, takeShownOnce } from "../sign-in/shown-once.server";

/**
 * Changes the password, signs out every other device, ends every reset link still out, and tells the account holder by e-mail.
 * better-auth ends this session too and starts a new one: the caller redirects with its cookie, and
 * the page it leads to says that the change worked (`passwordPage`).
 */
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
    const message = result.code === "INVALID_PASSWORD" ? messages.currentPasswordWrong : messages.passwordUpdateFailed;
    return { ok: false as const, message };
  }
  await endOutstandingLinks(user.id);
  const lang = await userLanguage(user.id);
  await enqueueEmail(
    passwordChangedEmail({ to: user.email, name: user.name, url: canonical("/forgot-password"), lang }),
  );
  await showOnNextView(request, result.headers, "password-updated");
  return { ok: true as const, headers: result.headers };
}

/** What /account/password shows: the success notice once, right after a change. */
export async function passwordPage(request: Request) {
  return { updated: await takeShownOnce(request, "password-updated") };
}
