import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Separate from vite.config.ts: the React Router plugin is for the app build, not for tests.
export default defineConfig({
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "#db": fileURLToPath(new URL("./db", import.meta.url)),
    },
  },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "db/**/*.test.ts",
      "server/**/*.test.ts",
      "tests/integration/**/*.test.ts",
      "tests/security/**/*.test.ts",
      "tests/architecture/**/*.test.ts",
      // What only PostgreSQL can show (several processes on one database): with a PostgreSQL to run on.
      ...(process.env.TEST_DATABASE_URL ? ["tests/postgres/**/*.test.ts"] : []),
    ],
    environment: "node",
    globalSetup: ["tests/support/global-setup.ts"],
    // PGlite instances are CPU-heavy: two workers fit these 2-core machines.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    env: { NODE_ENV: "test", LOG_LEVEL: "silent" },
  },
});
