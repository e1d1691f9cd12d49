import { defaultLang, isLang, langPrefix, languages, type Lang } from "./languages";

/**
 * Addresses in the four languages (issue 27, ADR 0027). English is `/…`, the others `/zh/…`,
 * `/ms/…`, `/ta/…`: one route table, under the `:lang?` route of app/routes.ts.
 */

/**
 * The addresses that exist in English only (outside the `:lang?` route): the console, the files
 * (calendars, PDFs but an article's and the corporate certificate, CSVs, photos), the crawlers'
 * files, the chat's API, the language switch. A link to one of them keeps its English address
 * whatever the page's language.
 */
const ENGLISH_ONLY =
  /^\/(admin|super-admin|media|dev|language|assets)(\/|$)|^\/(dev-preview|component-preview|dynamic-page-preview|chat\/api)$|\.(ics|pdf|csv|xml|txt|svg|png|jpe?g|webp)$|^\/education\/resources\/[^/]+$/;

/** The files in the reader's language (inside `:lang?`, issue 27), though their name ends in `.pdf`. */
const LOCALIZED_FILES = /^\/dashboard\/corporate\/certificate\.pdf$/;

/** The language of a route's params (`params.lang` of the `:lang?` route); English without one. */
export function requestLang(from: Request | { lang?: string } | undefined): Lang {
  if (from instanceof Request) return splitLang(new URL(from.url).pathname).lang;
  return isLang(from?.lang) ? from.lang : defaultLang;
}

/** An address's language and its path without the language's prefix: `/zh/education` → zh, `/education`. */
export function splitLang(pathname: string): { lang: Lang; path: string } {
  const match = /^\/([^/]+)(\/.*)?$/.exec(pathname);
  const first = match?.[1];
  if (first && first !== defaultLang && isLang(first)) return { lang: first, path: match[2] ?? "/" };
  return { lang: defaultLang, path: pathname };
}

/** Whether an internal path has an address in every language (not the console, not a file). */
export function isLocalizable(path: string): boolean {
  const pathname = path.split(/[?#]/)[0]!;
  return LOCALIZED_FILES.test(pathname) || !ENGLISH_ONLY.test(pathname);
}

/**
 * An internal path in a language: `localPath("zh", "/education")` is `/zh/education`. External
 * addresses, relative ones, fragments, English-only addresses and paths already in a language are
 * returned as they are.
 */
export function localPath(lang: Lang | Request, path: string): string {
  const language = lang instanceof Request ? requestLang(lang) : lang;
  if (language === defaultLang || !path.startsWith("/") || path.startsWith("//")) return path;
  if (!isLocalizable(path)) return path;
  const first = /^\/([^/?#]+)/.exec(path)?.[1];
  if (first && isLang(first)) return path;
  const prefixed = `${langPrefix(language)}${path}`;
  // "/zh/" + "?q" reads better as "/zh?q"; "/" alone is "/zh".
  return prefixed.replace(/^(\/[a-z]{2})\/(?=$|[?#])/, "$1");
}

/** The same page in each language (for hreflang and the switcher): path without prefix → addresses. */
export function pathInEveryLanguage(path: string): Record<Lang, string> {
  const { path: bare } = splitLang(path);
  return Object.fromEntries(languages.map((lang) => [lang, localPath(lang, bare)])) as Record<Lang, string>;
}
