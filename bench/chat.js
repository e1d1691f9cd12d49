// npm run bench:chat: the chatbot's figures of issue 16 on the embedded demo, without a language
// model. (1) The answer's server time (its Server-Timing entry) with 10 clients asking at once,
// each message from its own client address so the flood limit does not stop the run; (2) the
// first-load JavaScript of home (the launcher must add nothing); (3) the widget's own code: what
// the browser fetches when the launcher is first used and the window opens. Printed, never asserted.
import { existsSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { chromium } from "playwright-core";
import { firstLoadMeter } from "./lib/first-load-js.js";
import { startServer } from "./lib/server.js";

if (!existsSync("build/server/index.js")) {
  console.error("Run `npm run build` first.");
  process.exit(1);
}
const CONNECTIONS = 10;
const DURATION = Number(process.env.BENCH_DURATION ?? 15);
const line = (label, value, note = "") => console.log(`${label.padEnd(44)} ${String(value).padStart(12)}  ${note}`);
const questions = JSON.parse(readFileSync("app/features/chat/eval/questions.json", "utf8")).map((q) => q.q);

// Behind "a proxy" on loopback: the bench names a different client address for every message.
const server = await startServer({ port: 3303, dataDir: ".tmp/bench-chat", env: { TRUST_PROXY: "loopback" } });
try {
  const timings = [];
  let n = 0;
  const result = await autocannon({
    url: `${server.url}/chat/api`,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [
      {
        method: "POST",
        setupRequest: (request) => {
          n++;
          const body = new URLSearchParams({ message: questions[n % questions.length] }).toString();
          return {
            ...request,
            body,
            headers: {
              "content-type": "application/x-www-form-urlencoded",
              origin: server.url,
              "x-forwarded-for": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
            },
          };
        },
      },
    ],
    setupClient: (client) =>
      client.on("headers", ({ headers }) => {
        for (let i = 0; i < headers.length; i += 2) {
          const found =
            String(headers[i]).toLowerCase() === "server-timing" && String(headers[i + 1]).match(/chat;dur=([\d.]+)/);
          if (found) timings.push(Number(found[1]));
        }
      }),
  });
  timings.sort((a, b) => a - b);
  const at = (q) => timings[Math.min(timings.length - 1, Math.floor(q * timings.length))]?.toFixed(2);
  console.log(`\nChat answer, ${CONNECTIONS} clients at once for ${DURATION} s, embedded database (no language model)`);
  line("  server time p50", `${at(0.5)} ms`, `${timings.length} answers`);
  line("  server time p95", `${at(0.95)} ms`, "budget ≤ 50 ms");
  line("  whole request p50 / p95 (at the client)", `${result.latency.p50} ms`, `p97.5 ${result.latency.p97_5} ms`);
  line("  errors / non-2xx", `${result.errors} / ${result.non2xx}`);

  const meter = await firstLoadMeter(server.url);
  const home = await meter.measure("/");
  await meter.close();
  console.log("\nFirst-load JS (gzip level 6, Chromium, until network idle)");
  line("  / (home)", `${home.kb} KB`, "budget ≤ 120 KB; the launcher adds none");

  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking"],
  });
  const page = await browser.newPage();
  await page.goto(server.url, { waitUntil: "networkidle" });
  const loaded = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script")
      loaded.push(response.body().then((b) => gzipSync(b, { level: 6 }).length));
  });
  const launcher = page.getByRole("link", { name: /Chat With Me!/ });
  // The footer's code loads on a focus once the page has hydrated: focus again until it has run.
  for (let tries = 0; ; tries++) {
    await launcher.blur();
    await launcher.focus();
    const ready = await page
      .locator("[data-chat-ready]")
      .waitFor({ timeout: 1000 })
      .then(() => true)
      .catch(() => false);
    if (ready) break;
    if (tries === 15) throw new Error("the launcher's code never ran");
  }
  await launcher.press("Enter");
  await page.getByRole("dialog").waitFor();
  await page.waitForLoadState("networkidle");
  const bytes = (await Promise.all(loaded)).reduce((a, b) => a + b, 0);
  line(
    "  the widget's code, fetched on first use",
    `${(bytes / 1024).toFixed(1)} KB`,
    `${loaded.length} files (the footer's island and the chat window)`,
  );
  await browser.close();
} finally {
  await server.stop();
}
