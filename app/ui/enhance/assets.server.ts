import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
// Relative, not ~/: vite.enhance.config.ts imports this file where the alias is not set up yet.
import type { EnhanceScript } from "../../lib/http/page-scripts";
import { enhanceSources } from "./entries";
import type { DocumentAssets } from "./document-assets";
import { ENHANCE_BOOT } from "./boot";

/** Written by `npm run build` (vite.enhance.config.ts): each enhance script's hashed address. */
export const ENHANCE_MANIFEST = "build/enhance-manifest.json";
const CLIENT_DIR = "build/client";

/** The enhance scripts' addresses: Vite's dev server compiles the sources; a build has hashed files. */
function scriptAddresses(dev: boolean): Partial<Record<EnhanceScript, string>> {
  if (dev) return Object.fromEntries(Object.entries(enhanceSources).map(([name, source]) => [name, `/${source}`]));
  return JSON.parse(readFileSync(ENHANCE_MANIFEST, "utf8")) as Partial<Record<EnhanceScript, string>>;
}

/** The policy's source for an inline stylesheet or script (CSP Level 2 hash of its exact text). */
export const hashSource = (css: string) => `'sha256-${createHash("sha256").update(css).digest("base64")}'`;

let cached: { key: string; assets: DocumentAssets } | undefined;

/**
 * The document assets of a build, read once: `stylesheets` are the root route's CSS files (the
 * build's manifest). In development nothing is inlined (Vite serves the styles).
 */
export function documentAssets(stylesheets: readonly string[] | undefined, dev: boolean): DocumentAssets {
  const key = `${dev}:${stylesheets?.join(",")}`;
  if (cached?.key === key) return cached.assets;
  const css =
    dev || !stylesheets?.length ? null : stylesheets.map((href) => readFileSync(CLIENT_DIR + href, "utf8")).join("\n");
  if (css?.includes("</style")) throw new Error("The stylesheet cannot be inlined: it contains </style");
  cached = { key, assets: { scripts: scriptAddresses(dev), css, boot: ENHANCE_BOOT } };
  return cached.assets;
}

/** The policy's source for the boot script of pages without React (the same text on each). */
export const bootHashSource = () => hashSource(ENHANCE_BOOT);
