import { FLASH_COOKIE } from "../forms/flash";

/**
 * Which pages no browser or proxy may keep a copy of: the console and every page about the person
 * signed in (their dashboard, profile, password and two-step keys, an event registration's manage
 * link, a reset link's form). Decided from the route an address matched, never from the address as
 * sent: `/ADMIN/users` reached the console without it (issue 22).
 */
const PERSONAL = [
  /^\/(admin|super-admin|account|dashboard|profile)(\/|$)/,
  // Signed-in pages outside those folders: the referral link, the story form, the quiz's score.
  /^\/(refer-friend|share-your-story|quiz)$/,
  /^\/events\/registration\//,
  // A visitor's screening reminder and a Champion's opt-out: links that carry a person's token.
  /^\/get-screened\/reminder\//,
  /^\/screening-reminders\//,
  /^\/login\/two-factor$/,
  /^\/login-redirect$/,
  /^\/(auth\/)?reset-password$/,
  /^\/dev\/mailbox$/,
];

export const PRIVATE = "private, no-store";

/**
 * What a shared cache (deploy/nginx.conf.template) may do with an anonymous content page: keep it
 * 60 s, then serve the old copy for up to 30 s more while one request fetches the new one. So a
 * change made in the console (a story approved, an event published) shows on every public page
 * within 90 s at most, usually 60 s. Browsers keep nothing (`max-age=0`): a visitor who signs in
 * sees their own header at once. Vary on Cookie, for caches that do store answers to requests
 * with cookies; not on Accept-Language, since the coming languages are in the path.
 */
export const SHARED = "public, max-age=0, s-maxage=60, stale-while-revalidate=30";

/** The matched route, as server/route-match.ts reports it. */
type Route = { pattern: string; hydrates: boolean };

export type Answer = {
  method: string;
  /** The address's path as sent (`.data` for single-fetch answers). */
  path: string;
  /** The request's Cookie header. */
  cookie: string | undefined;
  /** The route the address matched, or null (the not-found page). */
  route: Route | null;
  status: number;
  contentType: string | null;
  /** Whether the answer sets a cookie (a new session, a flash, a flash cleared). */
  setsCookie: boolean;
};

export type CacheHeaders = { "Cache-Control": string; Vary?: "Cookie" };

// better-auth's cookies (session, its cached data, a two-step challenge; `__Secure-` over https)
// and our one-time messages: a request that carries one is someone's, and so is its answer.
const PERSONAL_COOKIE = new RegExp(`(^|;\\s*)((__Secure-)?better-auth\\.|${FLASH_COOKIE}=)`);

/** Whether the request carries a sign-in or a flash (the answer is then that person's). */
const carriesPersonalCookie = (cookie: string | undefined) => PERSONAL_COOKIE.test(cookie ?? "");

const personal = (route: Route | null) => Boolean(route && PERSONAL.some((rule) => rule.test(route.pattern)));

/**
 * The one cache rule (issue 25). Shared caches may keep only this: an anonymous GET or HEAD whose
 * answer is a 200 HTML page of a public route that ships no React (so no per-request nonce is in
 * it, and its policy is the same for everyone), asked with no session or flash cookie, and setting
 * none. Every other page, redirect and `.data` answer (the root's data names the user) is
 * `private, no-store`: signed-in pages, form results, flashes, errors. Other answers of a public
 * route (a PDF, a calendar file, a CSV) keep what the route decided (null); personal routes'
 * answers are never kept, whatever they are.
 */
export function cacheHeadersFor(answer: Answer): CacheHeaders | null {
  if (personal(answer.route)) return { "Cache-Control": PRIVATE };
  if (answer.path.endsWith(".data")) return { "Cache-Control": PRIVATE };
  const html = Boolean(answer.contentType?.startsWith("text/html"));
  const redirect = answer.status >= 300 && answer.status < 400;
  if (!html && !redirect) return null;
  const shared =
    html &&
    (answer.method === "GET" || answer.method === "HEAD") &&
    answer.status === 200 &&
    answer.route !== null &&
    !answer.route.hydrates &&
    !carriesPersonalCookie(answer.cookie) &&
    !answer.setsCookie;
  return shared ? { "Cache-Control": SHARED, Vary: "Cookie" } : { "Cache-Control": PRIVATE };
}

/**
 * The Content-Security-Policy of a page that ships no React: the same, without the per-request
 * nonce (such a page has no inline script, and its copy in a shared cache is everyone's).
 */
export function withoutNonce(policy: string): string {
  return policy.replace(/\s*'nonce-[^']*'/g, "");
}
