// First-load JavaScript of a page, as issue #12 defines it: the sum, over every script a first
// visit loads until the network is idle (module scripts, modulepreloads, lazy route modules and
// anything imported on demand at start), of its size gzipped at zlib's default level 6. Measured in
// Debian's Chromium, so what the page really fetches is counted, not what its HTML names.
import { chromium } from "playwright-core";
import { gzipSync } from "node:zlib";

const launch = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking"],
};

/** Opens one browser for many measurements; call `close()` when done. */
export async function firstLoadMeter(base) {
  const browser = await chromium.launch(launch);
  return {
    async measure(path, { storageState } = {}) {
      const context = await browser.newContext({ storageState });
      const page = await context.newPage();
      const scripts = new Map();
      page.on("response", (response) => {
        if (response.request().resourceType() !== "script") return;
        scripts.set(
          response.url(),
          response.body().then((body) => gzipSync(body, { level: 6 }).length),
        );
      });
      await page.goto(base + path, { waitUntil: "networkidle" });
      // A page without React loads its shell's scripts after the first paint (app/ui/enhance/boot.ts),
      // which can come after the network's first quiet moment: they count, so wait until they ran.
      if (await page.locator("script[data-enhance]").count())
        await page.waitForSelector("html[data-enhanced]", { state: "attached", timeout: 15_000 });
      const files = [];
      let bytes = 0;
      for (const [url, size] of scripts) {
        bytes += await size;
        files.push({ file: new URL(url).pathname, kb: +((await size) / 1024).toFixed(1) });
      }
      await context.close();
      // The total from the exact bytes: summing per-file figures rounded to 0.1 KB drifted by up to
      // ±0.05 KB per file (20 files: a whole KB either way).
      return { kb: +(bytes / 1024).toFixed(1), files: files.sort((a, b) => b.kb - a.kb) };
    },
    close: () => browser.close(),
  };
}

/** One page's first-load JavaScript (opens and closes a browser). */
export async function firstLoadJs(base, path) {
  const meter = await firstLoadMeter(base);
  try {
    return await meter.measure(path);
  } finally {
    await meter.close();
  }
}
