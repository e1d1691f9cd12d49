/**
 * Whether a page ships React to the browser (issue 25, ADR 0024). Content pages work without
 * JavaScript, so their route module says so with `export const handle = noReact;` and the document
 * leaves React out; small scripts in app/ui/enhance/ add what those pages still do in a browser.
 * A page that needs one of them beyond the shell's says which: `handle = noReactWith("share")`.
 * The leaf route decides: a layout stays neutral so its pages can differ.
 *
 * Read by the document (root Layout, from useMatches) and by the server (server/route-match.ts,
 * from the build's route modules), which caches such pages for everyone and gives them a policy
 * with no per-request nonce: the two must agree, so both ask this one function.
 */
export const noReact = { hydrate: false } as const;

/**
 * The enhance scripts a page may ask for (their files: app/ui/enhance/entries.ts). "site" (the
 * header's menus, the flash message) and "chat-launcher" go on every page without React; the others
 * where they are used.
 */
export const enhanceScripts = [
  "site",
  "chat-launcher",
  "search-suggestions",
  "article-actions",
  "talk-dialog",
  "form-feedback",
  "share-panel",
  "pledge-preview",
  "password-toggle",
  "postal-region",
  "pledge-reach",
  "result-choices",
  "trusted-lookup",
] as const;
const everyPage: readonly EnhanceScript[] = ["site", "chat-launcher"];
export type EnhanceScript = (typeof enhanceScripts)[number];

/**
 * The scripts that wait until the page has painted (app/ui/enhance/boot.ts): they wire what a
 * reader reaches for later, and each starts on what was done before it came. A form's scripts
 * (its messages at the field, the password's show/hide, its previews) load with the page: a person
 * may fill and send a short form at once.
 */
const afterPaint: readonly EnhanceScript[] = [
  "site",
  "chat-launcher",
  "search-suggestions",
  "article-actions",
  "share-panel",
];

/** A page without React that uses enhance scripts of its own besides the shell's. */
export const noReactWith = (...enhance: EnhanceScript[]) => ({ ...noReact, enhance }) as const;

type WithHandle = { handle?: unknown } | undefined;

export function pageHydrates(leaf: WithHandle): boolean {
  const handle = leaf?.handle as { hydrate?: unknown } | undefined;
  return handle?.hydrate !== false;
}

/**
 * The enhance scripts a page without React loads (none for a page with React: React does it all):
 * `now` with the page, `afterPaint` by the boot script.
 */
export function pageEnhancements(leaf: WithHandle): { now: EnhanceScript[]; afterPaint: EnhanceScript[] } {
  if (pageHydrates(leaf)) return { now: [], afterPaint: [] };
  const own = (leaf?.handle as { enhance?: readonly EnhanceScript[] }).enhance ?? [];
  const all = [...everyPage, ...own.filter((name) => !everyPage.includes(name))];
  return {
    now: all.filter((name) => !afterPaint.includes(name)),
    afterPaint: all.filter((name) => afterPaint.includes(name)),
  };
}
