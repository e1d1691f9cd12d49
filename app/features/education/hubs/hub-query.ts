import type { ArticleQuery } from "../content.server";

export type Audience = "patients" | "clinicians";
/** The education hub's state, read from the address so results can be shared and need no script. */
type HubQuery = { audience?: Audience; tag?: string; search?: string };

const audiences: readonly string[] = ["patients", "clinicians"];
// Long enough for any real query; a longer one is cut, not refused (a GET search has no error state).
const MAX_LENGTH = 200;

function text(value: string | null): string | undefined {
  const trimmed = value?.trim().slice(0, MAX_LENGTH);
  return trimmed ? trimmed : undefined;
}

/** Spec content §4: the audience is both unless patients or clinicians; other values are ignored. */
export function parseHubQuery(params: URLSearchParams): HubQuery {
  const audience = params.get("audience");
  return {
    audience: audience && audiences.includes(audience) ? (audience as Audience) : undefined,
    tag: text(params.get("tag"))?.toLowerCase(),
    search: text(params.get("search")),
  };
}

export function toArticleQuery(query: HubQuery): ArticleQuery {
  return { audience: query.audience, tag: query.tag, q: query.search };
}

/** The hub's address for a state; parameters that are not set are left out. */
export function hubHref(query: HubQuery): string {
  const params = new URLSearchParams();
  if (query.search) params.set("search", query.search);
  if (query.audience) params.set("audience", query.audience);
  if (query.tag) params.set("tag", query.tag);
  const qs = params.toString();
  return qs ? `/education?${qs}` : "/education";
}

type Chip = { label: string; href: string };

/** The chips' words in the page's language (the hub's loader gives them: education.json `filters`). */
type ChipWords = {
  audience: (audience: Audience) => string;
  tag: (tag: string) => string;
  search: (search: string) => string;
};

/** One chip per active filter; each links to the same state without that one parameter. */
export function filterChips(query: HubQuery, words: ChipWords): Chip[] {
  const chips: Chip[] = [];
  if (query.audience)
    chips.push({ label: words.audience(query.audience), href: hubHref({ ...query, audience: undefined }) });
  if (query.tag) chips.push({ label: words.tag(query.tag), href: hubHref({ ...query, tag: undefined }) });
  if (query.search) chips.push({ label: words.search(query.search), href: hubHref({ ...query, search: undefined }) });
  return chips;
}
