import { defineConfig } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3111);
export const baseURL = `http://localhost:${PORT}`;

// Debian's Chromium, never a downloaded browser; these flags keep it off this closed network.
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

/** Journeys that run on a server of their own (they change what the shared server's journeys count). */
const ownServer = [
  "**/partner-review.spec.ts",
  "**/console*.spec.ts",
  // Moved off the shared server to balance the two lanes (tests/e2e/fixtures/console.ts).
  "**/partner-registration.spec.ts",
  "**/clinic-lookup.spec.ts",
  // Issue 24's CI time: ~150 s more off the shared server's lane, the longer of the two.
  "**/chat.spec.ts",
  "**/directories.spec.ts",
  // Its appointment requests count against the hourly limit per address appointments.spec.ts uses (issue 27).
  "**/languages-directories.spec.ts",
  "**/quiz.spec.ts",
  // The dashboards' figures need known data: a fresh database of their own (issue #15).
  "**/dashboards.spec.ts",
  // Events registration fills the demo's sample events and creates one in the console (issue #15).
  "**/events*.spec.ts",
  // A pledge approved in the console changes the seeded company's tier (issue #15).
  "**/corporate.spec.ts",
  // The same: pledges corrected, and one approved in the console (issue 29).
  "**/my-pledges.spec.ts",
  // The longest file of the shared server's lane (~6 of its ~40 minutes in CI): the lanes even out.
  "**/route-crawl.spec.ts",
];

export default defineConfig({
  globalSetup: "./tests/e2e/fixtures/global-setup.ts",
  fullyParallel: false,
  // Two lanes: the journeys on the shared server one at a time (they share its demo accounts: a
  // profile journey edits the demo clinic that the directory journeys list), and beside them the
  // files that start a server of their own (console and security). ~40% off the suite's time.
  workers: 2,
  retries: 0,
  // A guard against hangs, not a speed check: on a 2-core machine running two lanes of Chromium a
  // journey can take two to three times its time on a quiet machine.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  // The second prints the security suite's figures at the end of a run that included it.
  reporter: [["list"], ["./tests/security/support/reporter.ts"]],
  use: {
    baseURL,
    browserName: "chromium",
    launchOptions: chromiumLaunch,
    trace: "retain-on-failure",
  },
  projects: [
    { name: "e2e", testDir: "tests/e2e", testIgnore: ownServer, workers: 1 },
    // The team's console: each file starts a server of its own (tests/e2e/fixtures/console.ts).
    { name: "console", testDir: "tests/e2e", testMatch: ownServer, workers: 1 },
    // Issue 11's security suite: starts a server of its own per worker (tests/security/support/server.ts).
    { name: "security", testDir: "tests/security", testMatch: "*.spec.ts", workers: 1 },
  ],
  webServer: {
    // Each run starts from an empty embedded database of its own (the port keeps parallel runs apart).
    command: `rm -rf .tmp/e2e-${PORT} && node server/main.js`,
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "pipe",
    env: {
      PORT: String(PORT),
      NODE_ENV: "production",
      DEV_MAILBOX: "1",
      DEMO_DATA: "1",
      DATA_DIR: `.tmp/e2e-${PORT}`,
      APP_URL: baseURL,
      ADMIN_EMAIL: "admin@e2e.test",
      ADMIN_PASSWORD: "E2e-Admin-Password-1",
      LOG_LEVEL: "warn",
      // Every journey comes from 127.0.0.1: scale the per-client flood guards, keep per-account limits.
      AUTH_IP_LIMIT_SCALE: "100",
      // A journey that sends what an hourly limit per client address counts (appointment requests: 5)
      // speaks from an address of its own (X-Forwarded-For, trusted from this machine only); the
      // others come from 127.0.0.1 as before.
      TRUST_PROXY: "loopback",
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
    },
  },
});
