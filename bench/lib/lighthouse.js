// Lighthouse in Debian's Chromium (never a downloaded browser): mobile and desktop runs of a page.
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";

const flags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Mobile (and desktop unless `desktop: false`) Lighthouse of a page, mobile as the median of `runs`. */
export async function audit(url, { runs = 3, desktop = true } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: flags,
  });
  try {
    const run = async (config) => {
      const result = await lighthouse(
        url,
        { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility"] },
        config,
      );
      const a = result.lhr.audits;
      return {
        performance: Math.round(result.lhr.categories.performance.score * 100),
        accessibility: Math.round(result.lhr.categories.accessibility.score * 100),
        lcpMs: Math.round(a["largest-contentful-paint"].numericValue),
        cls: +a["cumulative-layout-shift"].numericValue.toFixed(3),
        tbtMs: Math.round(a["total-blocking-time"].numericValue),
      };
    };
    const mobile = [];
    for (let i = 0; i < runs; i++) mobile.push(await run(undefined));
    // The median run by LCP, whole (its other figures belong to the same load).
    mobile.sort((a, b) => a.lcpMs - b.lcpMs);
    return { mobile: mobile[Math.floor(runs / 2)], desktop: desktop ? await run(desktopConfig) : null };
  } finally {
    await chrome.kill();
  }
}
