import { auth } from "../auth.server";

type SignOutOutcome = { ok: true; headers: Headers } | { ok: false; error: string };

/**
 * Deletes the session row and returns the headers that clear the browser's cookies. Signing out
 * without a session still counts as signed out; only a failure on the auth service's side does not.
 */
export async function signOut(request: Request): Promise<SignOutOutcome> {
  const response = await auth().api.signOut({ headers: request.headers, asResponse: true });
  if (response.status >= 500) {
    const body = (await response.json().catch(() => ({}))) as { message?: unknown };
    return { ok: false, error: typeof body.message === "string" && body.message ? body.message : response.statusText };
  }
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  return { ok: true, headers };
}
