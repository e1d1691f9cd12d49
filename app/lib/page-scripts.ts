/**
 * Whether a page ships React to the browser (issue 25, ADR 0024). Content pages work without
 * JavaScript, so their route module says so with `export const handle = noReact;` and the document
 * leaves React out; small scripts in app/ui/enhance/ add what those pages still do in a browser.
 * The leaf route decides: a layout stays neutral so its pages can differ.
 *
 * Read by the document (root Layout, from useMatches) and by the server (server/route-match.ts,
 * from the build's route modules), which caches such pages for everyone and gives them a policy
 * with no per-request nonce: the two must agree, so both ask this one function.
 */
export const noReact = { hydrate: false } as const;

type WithHandle = { handle?: unknown } | undefined;

export function pageHydrates(leaf: WithHandle): boolean {
  const handle = leaf?.handle as { hydrate?: unknown } | undefined;
  return handle?.hydrate !== false;
}
