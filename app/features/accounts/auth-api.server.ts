import { sql } from "drizzle-orm";
import { CLIENT_IP_HEADER, clientIp } from "~/lib/http/client-ip";
import { db } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { requestLang } from "~/lib/i18n/paths";
import { auth } from "./auth.server";
import { PAGE_LANG_HEADER } from "./page-lang";

type AuthResult<T = Record<string, unknown>> = {
  ok: boolean;
  status: number;
  code: string | undefined;
  /** better-auth's own words for a refusal ("Password too long"). */
  message: string | undefined;
  data: T;
  /** Set-Cookie headers to pass on to the browser (new session, cleared session, 2FA challenge). */
  headers: Headers;
};

/**
 * Calls a better-auth endpoint through auth.handler (not auth.api), so its origin checks and
 * rate limits apply exactly as for a browser, with the client address our server established.
 */
export async function callAuth<T = Record<string, unknown>>(
  request: Request,
  path: string,
  body: Record<string, unknown>,
  extraCookies = "",
): Promise<AuthResult<T>> {
  const headers = new Headers({
    "content-type": "application/json",
    origin: env().APP_URL,
    [CLIENT_IP_HEADER]: clientIp(request),
    "user-agent": request.headers.get("user-agent") ?? "",
    [PAGE_LANG_HEADER]: requestLang(request),
  });
  const cookie = [request.headers.get("cookie"), extraCookies].filter(Boolean).join("; ");
  if (cookie) headers.set("cookie", cookie);
  const response = await auth().handler(
    new Request(`${env().APP_URL}/api/auth${path}`, { method: "POST", headers, body: JSON.stringify(body) }),
  );
  const text = await response.text();
  const data = parseJson(text);
  // better-auth's handler turns any error, a lost database included, into a bare 500, or into its
  // own refusal when a write failed (FAILED_TO_CREATE_USER, FAILED_TO_CREATE_SESSION…): ask the
  // database, whose connection error (if it is down) then makes the caller's answer a 503.
  if (response.status >= 500 || (typeof data.code === "string" && data.code.startsWith("FAILED_TO_")))
    await db().execute(sql`select 1`);
  const out = new Headers();
  for (const c of response.headers.getSetCookie()) out.append("Set-Cookie", c);
  return {
    ok: response.ok,
    status: response.status,
    code: typeof data.code === "string" ? data.code : undefined,
    message: typeof data.message === "string" ? data.message : undefined,
    data: data as T,
    headers: out,
  };
}

/** Turns Set-Cookie headers into a Cookie header value, to chain two auth calls in one request. */
export function cookiesFrom(headers: Headers): string {
  return headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

function parseJson(text: string): Record<string, unknown> {
  try {
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    return { message: text };
  }
}
