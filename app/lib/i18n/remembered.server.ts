import { redirect } from "react-router";
import { env } from "~/lib/env.server";
import { defaultLang, isLang, langPrefix, type Lang } from "./languages";
import { localPath, splitLang } from "./paths";

/**
 * The remembered language (issue 27, ADR 0027): a cookie set by the switcher (`/language`), read
 * only by the bare home page `/`, which sends the visitor to their language. Every other address
 * names its language itself, so no other answer depends on the cookie (the shared cache keeps
 * pages for everyone; deploy/nginx.conf.template does not count this cookie as personal).
 */
const LANG_COOKIE = "rid_lang";
const YEAR = 365 * 24 * 60 * 60;

export function langCookie(lang: Lang): string {
  const secure = env().APP_URL.startsWith("https://") ? "; Secure" : "";
  return `${LANG_COOKIE}=${lang}; Path=/; Max-Age=${YEAR}; SameSite=Lax${secure}`;
}

/** The cookie's language, or null when there is none or it names no language of ours. */
export function cookieLang(request: Request): Lang | null {
  const value = new RegExp(`(?:^|;\\s*)${LANG_COOKIE}=([^;]*)`).exec(request.headers.get("cookie") ?? "")?.[1];
  if (value === undefined) return null;
  return isLang(value) ? value : defaultLang;
}

/**
 * The language an Accept-Language header prefers among ours (by q, then order), English when none
 * of ours is named. Only a language's primary subtag counts: zh-SG, zh-CN and zh-TW are all 中文,
 * the only Chinese the site has. Bounded: a header of hundreds of entries reads its first 20.
 */
export function acceptedLang(header: string | null): Lang {
  if (!header) return defaultLang;
  let best: { lang: Lang; q: number } | null = null;
  for (const part of header.slice(0, 1000).split(",").slice(0, 20)) {
    const [range, ...params] = part.trim().split(";");
    const primary = range?.trim().toLowerCase().split("-")[0];
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!isLang(primary) || !(q > 0) || q > 1) continue;
    if (!best || q > best.q) best = { lang: primary, q };
  }
  return best?.lang ?? defaultLang;
}

/**
 * On the bare home page only: a visitor whose remembered language (or, on a first visit with no
 * cookie, whose browser's language) is not English goes to that language's home page. The
 * redirect is `private, no-store` (app/lib/http/cache-policy.ts: every redirect).
 */
export function homeInRememberedLanguage(request: Request): void {
  const url = new URL(request.url);
  if (splitLang(url.pathname).lang !== defaultLang || url.pathname !== "/") return;
  const lang = cookieLang(request) ?? acceptedLang(request.headers.get("accept-language"));
  if (lang !== defaultLang) throw redirect(`${langPrefix(lang)}${url.search}`, 302);
}

/**
 * Where the switcher's `next` leads in a language: a path of this site (never another site's
 * address: `//evil`, `https://…`, `/\evil`), without its language prefix, put in the chosen one.
 * Anything else is that language's home page.
 */
export function switchTarget(lang: Lang, next: string | null): string {
  const home = localPath(lang, "/");
  // eslint-disable-next-line no-control-regex -- control characters are what it refuses
  if (!next || !next.startsWith("/") || next.startsWith("//") || /[\\\u0000-\u001f\u007f]/.test(next)) return home;
  let url: URL;
  try {
    url = new URL(next, "http://local.invalid");
  } catch {
    return home;
  }
  if (url.origin !== "http://local.invalid") return home;
  const { path } = splitLang(url.pathname);
  return localPath(lang, `${path}${url.search}`);
}
