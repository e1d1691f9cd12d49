import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import facts from "../../content/facts.json";

/**
 * Issue 23: the sign-up success page said 90% and the home page 95%, and three pages wrote "95%"
 * by hand. Every figure comes from content/facts.json; a survival figure is shown with what it
 * measures, so two figures side by side never seem to disagree.
 */
const root = join(__dirname, "../../app");
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });

describe("figures come from facts.json, with what they measure", () => {
  it("no page writes a survival, late-stage or screening-rate percentage by hand", () => {
    const figures = [
      facts.survivalEarlyPercent,
      facts.fiveYearSurvivalPercent,
      facts.lateStagePercent,
      facts.screeningRatePercent,
    ];
    const pattern = new RegExp(`(?<![\\w.\\[-])(?:${figures.join("|")}) ?%(?!\\])`);
    const offenders = sources(root)
      .filter((file) => !file.includes("/dev/"))
      .flatMap((file) =>
        readFileSync(file, "utf8")
          .split("\n")
          .map((line, i) => ({ line, at: `${relative(root, file)}:${i + 1}` }))
          .filter(({ line }) => pattern.test(line) && !/^\s*(?:\/\/|\*|\/\*)/.test(line))
          .map(({ at, line }) => `${at}: ${line.trim()}`),
      );
    expect(offenders).toEqual([]);
  });

  it("each survival figure says what it measures, and the two say different things", () => {
    expect(facts.survivalEarlyMeasures).toMatch(/found early/);
    expect(facts.fiveYearSurvivalMeasures).toMatch(/five years/);
    expect(facts.survivalEarlyMeasures).not.toBe(facts.fiveYearSurvivalMeasures);
  });

  it("the sign-up success page shows 90% with its own measure, not the home page's words", () => {
    const page = readFileSync(join(root, "features/accounts/routes/signup-success.tsx"), "utf8");
    expect(page).toContain("facts.fiveYearSurvivalMeasures");
  });
});
