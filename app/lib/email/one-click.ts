/**
 * One-click unsubscribe (RFC 8058). An e-mail that a person may stop carries two headers: the
 * address of the stop, and `List-Unsubscribe-Post`, which lets their mail program stop it with one
 * press. The mail provider then POSTs `List-Unsubscribe=One-Click` to that address from its own
 * servers: no Origin, no Referer, no cookie. The CSRF rule (server/app.ts, ADR 0012) lets exactly
 * such a post through to the addresses below, whose signed token is the only authority (no session
 * is read), so nothing a browser could be tricked into sending gains anything.
 */

/** The addresses a one-click stop may be posted to: a signed token in the path, nothing else. */
const ONE_CLICK_PATHS = [
  /^\/screening-reminders\/[A-Za-z0-9._~-]{1,200}$/,
  /^\/newsletter\/unsubscribe\/[A-Za-z0-9._~-]{1,200}$/,
];

export const isOneClickPath = (path: string) => ONE_CLICK_PATHS.some((p) => p.test(path));

/**
 * Whether a post is a mail provider's one-click stop: to such an address, a form body, and nothing
 * of a browser's (no Origin, no Referer, no cookie, no Sec-Fetch-Site).
 */
export function isOneClickUnsubscribe(request: {
  path: string;
  contentType: string | undefined;
  origin: string | undefined;
  referer: string | undefined;
  cookie: string | undefined;
  fetchSite: string | undefined;
}): boolean {
  return (
    isOneClickPath(request.path) &&
    (request.contentType ?? "").startsWith("application/x-www-form-urlencoded") &&
    !request.origin &&
    !request.referer &&
    !request.cookie &&
    !request.fetchSite
  );
}

/** The headers of an e-mail that `url` stops in one click. */
export function listUnsubscribeHeaders(url: string): Record<string, string> {
  return { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" };
}
