// The enhance scripts of pages without React (app/ui/enhance/entries.ts, ADR 0024): one entry per script,
// hashed files beside the app's in build/client/assets, and their addresses in the manifest the
// server reads (build/enhance-manifest.json). Run by `npm run build` after the app's build; in
// development Vite's dev server compiles the same sources.
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { enhanceScripts } from "./app/lib/http/page-scripts";
import { ENHANCE_MANIFEST } from "./app/ui/enhance/assets.server";
import { enhanceSources } from "./app/ui/enhance/entries";
import { lightPreloadHelper } from "./vite.config";

const manifest: Plugin = {
  name: "enhance-manifest",
  writeBundle(_options, bundle) {
    const addresses: Record<string, string> = {};
    for (const chunk of Object.values(bundle))
      if (chunk.type === "chunk" && chunk.isEntry) addresses[chunk.name] = `/${chunk.fileName}`;
    const missing = enhanceScripts.filter((name) => !addresses[name]);
    if (missing.length) throw new Error(`enhance-manifest: no file for ${missing.join(", ")}`);
    writeFileSync(ENHANCE_MANIFEST, `${JSON.stringify(addresses, null, 2)}\n`);
  },
};

export default defineConfig({
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
    },
  },
  publicDir: false,
  logLevel: "warn",
  build: {
    outDir: "build/client",
    // The app's build is already there.
    emptyOutDir: false,
    target: "es2022",
    modulePreload: false,
    rollupOptions: {
      input: enhanceSources,
      output: {
        entryFileNames: "assets/enhance-[name]-[hash].js",
        // Chunks loaded on demand keep their module's name (chat-window-…, disclosure-menus-…).
        chunkFileNames: "assets/[name]-[hash].js",
      },
    },
  },
  plugins: [lightPreloadHelper, manifest],
});
