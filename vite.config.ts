import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";

// Sonner injects its CSS as an inline <style>, which the production Content-Security-Policy
// (style-src 'self') refuses; app/ui/sonner-toaster.tsx links its stylesheet file instead.
const sonnerWithoutInlineStyle: Plugin = {
  name: "sonner-without-inline-style",
  transform(code, id) {
    if (!/[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.m?js/.test(id)) return null;
    const stripped = code.replace(/^__insertCSS\("(?:[^"\\]|\\.)*"\);?$/m, "");
    if (stripped === code) throw new Error("sonner-without-inline-style: Sonner's __insertCSS call was not found");
    return { code: stripped, map: null };
  },
};

// Vite wraps every dynamic import in its preload helper (about 0.9 KB gzip on every page), which
// fetches the imported chunk's CSS and, with modulePreload on, its dependencies. We turn
// modulePreload off and no lazily loaded chunk brings CSS of its own (the one stylesheet is the
// root's; Sonner's is linked by app/ui/sonner-toaster.tsx), so the helper only needs to import and
// to keep Vite's "vite:preloadError" event for a chunk gone after a deploy. The build fails if a
// lazily loaded chunk ever carries CSS, rather than shipping it unstyled.
const PRELOAD_HELPER = "\0vite/preload-helper.js";
export const lightPreloadHelper: Plugin = {
  name: "light-preload-helper",
  enforce: "pre",
  apply: "build",
  load(id) {
    if (id !== PRELOAD_HELPER || this.environment.config.consumer !== "client") return null;
    return `export const __vitePreload = (load) => load().catch((error) => {
  const event = new Event("vite:preloadError", { cancelable: true });
  event.payload = error;
  window.dispatchEvent(event);
  if (!event.defaultPrevented) throw error;
});`;
  },
  generateBundle(_options, bundle) {
    if (this.environment.config.consumer !== "client") return;
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== "chunk" || chunk.isEntry) continue;
      const css = chunk.viteMetadata?.importedCss;
      if (chunk.isDynamicEntry && css && css.size > 0)
        throw new Error(`light-preload-helper: ${chunk.fileName} is loaded lazily and brings CSS (${[...css]})`);
    }
  },
};

// The server build's entry is our own Express app (server/app.ts), which wraps the React Router
// request handler; server/main.js imports it and owns the listening socket.
export default defineConfig(({ isSsrBuild }) => ({
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "#db": fileURLToPath(new URL("./db", import.meta.url)),
    },
  },
  build: {
    target: "es2022",
    // React Router preloads each route's modules itself; Vite's helper for dynamic imports would only
    // add ~0.8 KB to every page's first load.
    modulePreload: false,
    rollupOptions: isSsrBuild
      ? { input: "./server/app.ts" }
      : {
          // Our modules do nothing when imported but define things (CSS aside). Saying so lets a
          // feature's entry re-export a component that only some pages use without every page that
          // imports the entry (the root imports site's) downloading it.
          treeshake: { moduleSideEffects: (id: string) => !/[\\/]app[\\/].*\.tsx?$/.test(id) },
          output: {
            // React, React DOM and React Router are on every page: one file, compressed as one
            // (about 2 KB less than the three chunks the bundler makes on its own).
            advancedChunks: {
              groups: [
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
                },
                // The small pieces the header loads on every page: one file instead of eight, each
                // of which cost its own import lines and compression overhead (about 0.5 KB).
                // Three tiny modules every page with React loads join it too (the outage words, the
                // no-React rule, the import helper): each was a file of its own, with its import lines
                // and compression overhead.
                {
                  name: "shell",
                  test: /app[\\/]lib[\\/]http[\\/](outage|page-scripts)\.ts$|preload-helper|app[\\/]ui[\\/](button|container|use-hydrated|lazy-island)\.tsx?$|lucide-react[\\/].*[\\/](createLucideIcon|defaultAttributes|Icon|shared[\\/]src[\\/]utils|context|icons[\\/](search|user-round|chevron-down|chevron-right))\.js$/,
                },
                // The small parts of the long forms (registration, profiles, enquiries): one file
                // instead of three, each with its own import lines and compression overhead.
                { name: "form-parts", test: /app[\\/]ui[\\/](card|form-section|error-summary)\.tsx$/ },
              ],
            },
          },
        },
  },
  ssr: {
    // Native and heavy server-only packages stay external (resolved from node_modules at run time).
    external: ["@electric-sql/pglite", "@node-rs/argon2", "pg", "nodemailer", "pino", "pdfkit"],
  },
  plugins: [lightPreloadHelper, sonnerWithoutInlineStyle, tailwindcss(), reactRouter()],
}));
