import type { Route } from "./+types/language";
import { isLang } from "~/lib/i18n/languages";
import { requestLang } from "~/lib/i18n/paths";
import { notFound } from "~/lib/http/not-found";

/**
 * The `:lang?` route every public page sits under (issue 27, ADR 0027): no segment is English,
 * zh, ms and ta are theirs. Any other first segment (`/xx/…`, `/zh-TW/…`, or `/not-a-page`, which
 * matches `:lang` + the home page) is the English not-found page with its 404, as any unknown
 * address. Its children's loaders read the language with `requestLang(params)`.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  if (params.lang !== undefined && (params.lang === "en" || !isLang(params.lang))) throw notFound(request);
  return { lang: requestLang(params) };
}

// No component: React Router draws its page in its place, and nothing of it reaches the browser.
// A layout stays neutral: the page under it says whether it ships React (ADR 0024).
