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

/**
 * A run's figures from Lighthouse's result. An audit that errored (it happens on a loaded machine:
 * a trace Lighthouse could not read) has no numericValue: its figure is null and `errors` says
 * which audit and Lighthouse's own message, so one bad audit never hides the others.
 */
export function figures(lhr) {
  const errors = [];
  const value = (id, shape) => {
    const a = lhr.audits?.[id];
    if (typeof a?.numericValue === "number") return shape(a.numericValue);
    errors.push(`${id}: ${a?.errorMessage ?? a?.explanation ?? "no value"}`);
    return null;
  };
  const score = (c) =>
    typeof lhr.categories?.[c]?.score === "number" ? Math.round(lhr.categories[c].score * 100) : null;
  // The element Lighthouse counted as the largest contentful paint (what to make faster).
  const node = lhr.audits?.["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node;
  const result = {
    performance: score("performance"),
    accessibility: score("accessibility"),
    lcpMs: value("largest-contentful-paint", Math.round),
    cls: value("cumulative-layout-shift", (v) => +v.toFixed(3)),
    tbtMs: value("total-blocking-time", Math.round),
    lcpElement: node ? (node.selector ?? node.nodeLabel ?? null) : null,
  };
  if (lhr.runtimeError) errors.push(`runtime: ${lhr.runtimeError.message ?? lhr.runtimeError.code}`);
  return { ...result, errors };
}

/** Figures of a run that failed as a whole (Lighthouse threw). */
const failed = (error) => ({
  performance: null,
  accessibility: null,
  lcpMs: null,
  cls: null,
  tbtMs: null,
  lcpElement: null,
  errors: [String(error?.message ?? error)],
});

/** Mobile (and desktop unless `desktop: false`) Lighthouse of a page, mobile as the median of `runs`. */
export async function audit(url, { runs = 3, desktop = true } = {}) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: flags,
  });
  try {
    const once = async (config) => {
      try {
        const result = await lighthouse(
          url,
          { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility"] },
          config,
        );
        return figures(result.lhr);
      } catch (error) {
        return failed(error);
      }
    };
    // A run with an audit that errored is run once more; if it errors again its messages are kept.
    const run = async (config) => {
      const first = await once(config);
      return first.errors.length ? await once(config) : first;
    };
    const mobile = [];
    for (let i = 0; i < runs; i++) mobile.push(await run(undefined));
    // The median run by LCP, whole (its other figures belong to the same load), among the runs
    // that have an LCP; a run without one only counts when no run has one.
    const measured = mobile.filter((r) => r.lcpMs !== null).sort((a, b) => a.lcpMs - b.lcpMs);
    const median = measured.length ? measured[Math.floor((measured.length - 1) / 2)] : mobile[0];
    return { mobile: median, desktop: desktop ? await run(desktopConfig) : null };
  } finally {
    await chrome.kill();
  }
}
