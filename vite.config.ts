import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

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
    rollupOptions: isSsrBuild ? { input: "./server/app.ts" } : undefined,
  },
  ssr: {
    // Native and heavy server-only packages stay external (resolved from node_modules at run time).
    external: ["@electric-sql/pglite", "@node-rs/argon2", "pg", "nodemailer", "pino", "pdfkit"],
  },
  plugins: [tailwindcss(), reactRouter()],
}));
