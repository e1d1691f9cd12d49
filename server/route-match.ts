import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { pageHydrates } from "~/lib/http/page-scripts";
import { defaultLang, isLang } from "~/lib/i18n/languages";

type Node = RouteObject & { id: string; children?: Node[] };

const trees = new WeakMap<ServerBuild["routes"], Node[]>();

/** The build's flat route manifest as the nested tree `matchRoutes` reads (built once per build). */
function treeOf(manifest: ServerBuild["routes"]): Node[] {
  let tree = trees.get(manifest);
  if (tree) return tree;
  const nodes = new Map<string, Node>();
  for (const route of Object.values(manifest))
    if (route)
      nodes.set(route.id, {
        id: route.id,
        path: route.path,
        caseSensitive: route.caseSensitive,
        ...(route.index ? { index: true } : {}),
      } as Node);
  tree = [];
  for (const route of Object.values(manifest)) {
    if (!route) continue;
    const node = nodes.get(route.id)!;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    if (parent) (parent.children ??= []).push(node);
    else tree.push(node);
  }
  trees.set(manifest, tree);
  return tree;
}

export type MatchedRoute = {
  /**
   * The route's full pattern, as app/routes.ts writes it: "/admin/users/:id", without the language
   * segment of the public pages (`/:lang?/education` is "/education", ADR 0027).
   */
  pattern: string;
  /**
   * The address in the route's own spelling, or null when the request already spells it so. React
   * Router matches without regard to case and after decoding %-escapes: `/ADMIN/users` and
   * `/%61dmin/settings` reach the console under a spelling no other rule of ours knows.
   */
  canonical: string | null;
  /** Whether the page ships React (its leaf route's `handle`, app/lib/http/page-scripts.ts). */
  hydrates: boolean;
};

/**
 * The route an address reaches, as React Router will match it (single-fetch `.data` addresses
 * included), or null when none does (the not-found page).
 */
export function matchedRoute(build: ServerBuild, rawPath: string): MatchedRoute | null {
  const data = rawPath.endsWith(".data");
  const path = data ? (rawPath === "/_root.data" ? "/" : rawPath.slice(0, -".data".length)) : rawPath;
  let matches;
  try {
    matches = matchRoutes(treeOf(build.routes), path);
  } catch {
    return null;
  }
  const last = matches?.at(-1);
  if (!last) return null;
  const hydrates = pageHydrates(build.routes[last.route.id]?.module);
  const paths = matches!.map((m) => m.route.path ?? "").filter(Boolean);
  // The language segment: its value is checked by its route (a 404 for any other); the address's
  // other segments are compared below without it.
  const inLanguage = paths[0] === ":lang?";
  const lang = inLanguage ? last.params.lang : undefined;
  // `/xx/…`, `/zh-TW/…`, `/not-a-page` (":lang" + the home page): the language route's 404.
  if (lang !== undefined && (lang === defaultLang || !isLang(lang))) return null;
  const pattern = `/${(inLanguage ? paths.slice(1) : paths).join("/")}`.replace(/\/+/g, "/");
  if (pattern.includes("*")) return { pattern, canonical: null, hydrates };
  // Static segments in the table's spelling; dynamic ones as the request sent them.
  const sent = path
    .split("/")
    .filter(Boolean)
    .slice(lang === undefined ? 0 : 1);
  const own = pattern.split("/").filter(Boolean);
  if (sent.length !== own.length) return { pattern, canonical: null, hydrates };
  const spelled = own.map((segment, i) => (segment.startsWith(":") ? sent[i]! : segment));
  const prefix = lang === undefined ? "" : `/${lang}`;
  const canonicalPath = `${prefix}/${spelled.join("/")}`.replace(/(.)\/$/, "$1");
  const asSent = `${prefix}/${sent.join("/")}`.replace(/(.)\/$/, "$1");
  if (canonicalPath === asSent) return { pattern, canonical: null, hydrates };
  return {
    pattern,
    canonical: data ? (canonicalPath === "/" ? "/_root.data" : `${canonicalPath}.data`) : canonicalPath,
    hydrates,
  };
}
