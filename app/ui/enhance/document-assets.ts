import { createContext } from "react";
import type { EnhanceScript } from "~/lib/http/page-scripts";

/**
 * What the server's document of a page without React carries instead of React (ADR 0024): the
 * addresses of the enhance scripts and the stylesheet to inline. Given by app/entry.server.tsx
 * (from assets.server.ts); null in the browser, where React draws the document as usual.
 */
export type DocumentAssets = {
  scripts: Partial<Record<EnhanceScript, string>>;
  /** The whole stylesheet, inlined (its hash is in the policy's style-src); none in development. */
  css: string | null;
  /** The boot script's text (boot.ts), given by the server so that no client bundle carries it. */
  boot: string;
};

export const DocumentAssetsContext = createContext<DocumentAssets | null>(null);
