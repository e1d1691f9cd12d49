// npm run bench:signed-in: first-load JavaScript of the pages issue #15 names (the events list, an
// event page, the corporate dashboard) and of the other role dashboards, on the embedded demo with
// its demo accounts. Each dashboard is measured signed in as its own demo account, as a person
// would see it. Figures are printed against the 120 KB budget, never asserted.
import { existsSync } from "node:fs";
import { chromium } from "playwright-core";
import { tsImport } from "tsx/esm/api";
import { firstLoadMeter } from "./lib/first-load-js.js";
import { startServer } from "./lib/server.js";

if (!existsSync("build/server/index.js")) {
  console.error("Run `npm run build` first.");
  process.exit(1);
}
const BUDGET_KB = 120;
const { demoAccounts } = await tsImport("../server/seed.ts", import.meta.url);
const line = (label, value, budget = "") => console.log(`${label.padEnd(46)} ${String(value).padStart(10)}  ${budget}`);

const server = await startServer({
  port: Number(process.env.BENCH_PORT ?? 3302),
  dataDir: ".tmp/bench-signed-in",
  env: { DEMO_ACCOUNTS: "1" },
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking"],
});
/** The cookies of a demo account signed in through the sign-in page. */
async function signedIn(email, password) {
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
  const state = await context.storageState();
  await context.close();
  return state;
}

const meter = await firstLoadMeter(server.url);
try {
  // The first upcoming event of the demo's samples: the list links to it.
  const list = await (await fetch(`${server.url}/upcoming-events`)).text();
  const eventPath = list.match(/href="(\/upcoming-events\/[0-9a-f-]{36})"/)?.[1];
  const pages = [{ path: "/upcoming-events" }, ...(eventPath ? [{ path: eventPath, label: "an event page" }] : [])];
  for (const account of demoAccounts) {
    const state = await signedIn(account.email, account.password);
    const kind = { gpclinic: "gp-clinic", corporate_contact: "corporate" }[account.userType] ?? account.userType;
    pages.push({ path: `/dashboard/${kind}`, storageState: state, label: `/dashboard/${kind} (signed in)` });
    // The Champion's screening record (issue 26), with the demo's two recorded FITs.
    if (kind === "champion") {
      pages.push({ path: "/dashboard/screening", storageState: state, label: "/dashboard/screening (signed in)" });
      // The share panel's other page, with React (its invitation rows are added and removed in place).
      pages.push({ path: "/refer-friend", storageState: state, label: "/refer-friend (signed in)" });
    }
  }
  // A visitor's due-date reminder, as the checker's answer links to it.
  pages.push({ path: `/get-screened/remind?dueOn=${new Date().getFullYear() + 2}-01-15&rule=fit-up-to-date` });
  console.log("\nFirst-load JS (gzip level 6, Chromium, until network idle): issue #15's pages");
  for (const { path, storageState, label } of pages) {
    const { kb, files } = await meter.measure(path, { storageState });
    line(`  ${label ?? path}`, `${kb} KB`, `${kb > BUDGET_KB ? "OVER " : ""}budget ≤ ${BUDGET_KB} KB`);
    // Over budget: the files, largest first, to show where it went.
    if (kb > BUDGET_KB) for (const f of files) line(`      ${f.file}`, `${f.kb} KB`);
  }
  if (!eventPath) console.log("  (no event linked from /upcoming-events: the demo has no upcoming event)");
} finally {
  await meter.close();
  await browser.close();
  await server.stop();
}
