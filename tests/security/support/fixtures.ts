import { test as base } from "@playwright/test";
import { Sessions } from "./accounts";
import { startFigures } from "./figures";
import { SecurityServer } from "./server";

type WorkerFixtures = { server: SecurityServer; sessions: Sessions };

/**
 * The security suite's fixtures: a server of its own per worker (see SecurityServer), on PostgreSQL
 * when SECURITY_DATABASE_URL is set, and the sessions of each role signed in on it over HTTP.
 * Pages opened in Chromium go to that server (baseURL).
 */
export const test = base.extend<object, WorkerFixtures>({
  server: [
    // Playwright reads a fixture's dependencies from its first parameter: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const databaseUrl = process.env.SECURITY_DATABASE_URL || undefined;
      // The first worker of a run starts the figures again; a worker restarted after a failure adds to them.
      if (workerInfo.workerIndex === 0) startFigures(databaseUrl ? "PostgreSQL" : "PGlite");
      const server = await SecurityServer.start({ databaseUrl });
      try {
        await use(server);
      } finally {
        await server.dispose();
      }
    },
    { scope: "worker", timeout: 120_000 },
  ],
  sessions: [async ({ server }, use) => use(new Sessions(server)), { scope: "worker" }],
  baseURL: async ({ server }, use) => use(server.origin),
});

export { expect } from "@playwright/test";
