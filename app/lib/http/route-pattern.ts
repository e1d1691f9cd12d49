/**
 * The pattern of the route a loader or action runs for, as registered in app/routes.ts, with one
 * leading slash ("/dashboard/champion", "/education/article/:slug"), without the language segment
 * every public page sits under (`:lang?`, ADR 0027): the same in every language. React Router passes it to every
 * loader and action (`pattern`, joined from the matched routes' paths without the root's slash); a
 * module that routes.ts registers under several addresses tells them apart by it, never by
 * splitting the request's path. Missing (a caller that passes no pattern): "".
 */
export function routePattern(pattern: string | undefined): string {
  return pattern ? `/${withoutLang(pattern.replace(/^\/+/, ""))}` : "";
}

/** "…:lang?/education" → "education"; ":lang?" (the home page) → "". */
function withoutLang(pattern: string): string {
  return pattern.replace(/^:lang\?(\/|$)/, "");
}
