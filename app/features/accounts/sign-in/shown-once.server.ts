import { auth } from "../auth.server";
import { cookiesFrom } from "../auth-api.server";

/**
 * What a form post leaves for the next page to show, once: turning on two-step verification (the
 * backup codes) and changing the password. Both end the session the post was made with and start a
 * new one, so the page cannot be rendered in the same request (its loader would still see the old,
 * deleted session and send the visitor to /login, which is what happened without JavaScript). The
 * action answers with a redirect that carries the new session cookie; the page it leads to shows the
 * outcome once.
 *
 * The marker is keyed by the new session, so another device signed in to the same account cannot
 * take it (and see the backup codes) first. It lives in better-auth's verification table, which
 * every app process shares and which stores identifiers hashed.
 */
type ShownOnce = "backup-codes" | "password-updated" | "enrolment-started";

const LIFETIME_MS = 10 * 60 * 1000;
const identifier = (what: ShownOnce, sessionToken: string) => `shown-once-${what}-${sessionToken}`;

/** Marks `what` for the session the browser holds after `responseHeaders` (a new one if they set it). */
export async function showOnNextView(request: Request, responseHeaders: Headers, what: ShownOnce): Promise<void> {
  // A cookie header keeps the first value of a name: the new session cookie comes before the old one.
  const cookie = [cookiesFrom(responseHeaders), request.headers.get("cookie")].filter(Boolean).join("; ");
  const session = await auth().api.getSession({ headers: new Headers({ cookie }) });
  if (!session) return;
  const context = await auth().$context;
  await context.internalAdapter.createVerificationValue({
    identifier: identifier(what, session.session.token),
    value: what,
    expiresAt: new Date(Date.now() + LIFETIME_MS),
  });
}

/** True once, on the first view by the session that `showOnNextView` marked. */
export async function takeShownOnce(request: Request, what: ShownOnce): Promise<boolean> {
  const session = await auth().api.getSession({ headers: request.headers });
  if (!session) return false;
  const context = await auth().$context;
  return Boolean(await context.internalAdapter.consumeVerificationValue(identifier(what, session.session.token)));
}

/**
 * True while the mark `showOnNextView` left for this session is there, without taking it: the
 * two-step set-up shows its pending key again to the session that entered the password for it.
 */
export async function isShownPending(request: Request, what: ShownOnce): Promise<boolean> {
  const session = await auth().api.getSession({ headers: request.headers });
  if (!session) return false;
  const context = await auth().$context;
  const mark = await context.internalAdapter.findVerificationValue(identifier(what, session.session.token));
  return Boolean(mark && new Date(mark.expiresAt).getTime() > Date.now());
}
