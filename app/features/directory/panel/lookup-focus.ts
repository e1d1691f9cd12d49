/**
 * Where focus goes when a page with the trusted lookup loads without React (ADR 0024): what React's
 * useLookupFocus (components/trusted-lookup.tsx) does after a client navigation, for the full page
 * loads of a plain GET form. A page reached by a search, from this page or another of ours (the
 * awareness pillar's widget), focuses the answer's heading; one reached by Search Again or Try
 * Another Search (this page, from its answer) focuses the input. A page opened otherwise (a link
 * from elsewhere, a reload, back or forward) leaves focus where the browser put it.
 */
export function lookupFocus({
  state,
  here,
  referrer,
  navigation,
  param,
}: {
  state: "ask" | "match" | "nomatch";
  /** The page's own address. */
  here: string;
  /** document.referrer: "" when none was sent. */
  referrer: string;
  /** The navigation's type (PerformanceNavigationTiming.type). */
  navigation: string;
  /** The lookup's query parameter. */
  param: string;
}): "heading" | "input" | null {
  if (navigation !== "navigate" || !referrer) return null;
  const from = new URL(referrer, here);
  const to = new URL(here);
  if (from.origin !== to.origin) return null;
  if (state !== "ask") return "heading";
  return from.pathname === to.pathname && from.searchParams.has(param) ? "input" : null;
}
