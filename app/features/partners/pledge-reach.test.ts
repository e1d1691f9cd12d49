import { describe, expect, it } from "vitest";
import { flatten } from "~/lib/i18n/translate";
import en from "~/locales/en/registration.json";
import zh from "~/locales/zh/registration.json";
import { pledgeReach, reachData } from "./pledge-reach";

// The default unit cost (S$355 a test) and the tiers' thresholds as the loader gives them.
const tiers = [
  { name: "Gold Champion", threshold: 35_500, perks: ["unused"] },
  { name: "Platinum Champion", threshold: 177_500 },
  { name: "Diamond Champion", threshold: 355_000 },
];
const english = reachData("en", 355, tiers, flatten(en));

describe("pledgeReach: what a pledge on /register/corporate funds, and its tier", () => {
  it("counts the tests it funds and names the tier it reaches, or the first tier and where it starts", () => {
    expect(pledgeReach("40000", english)).toBe("S$40,000 funds 112 screening tests: Gold Champion.");
    expect(pledgeReach("S$355,000", english)).toBe("S$355,000 funds 1,000 screening tests: Diamond Champion.");
    expect(pledgeReach("10000", english)).toBe("S$10,000 funds 28 screening tests. Gold Champion starts at S$35,500.");
    expect(pledgeReach("500", english)).toBe("S$500 funds 1 screening test. Gold Champion starts at S$35,500.");
  });

  it("says it in the page's language, with the language's tier names", () => {
    const chinese = reachData("zh", 355, [{ name: "金牌倡导者", threshold: 35_500 }], flatten(zh));
    expect(pledgeReach("5000", chinese)).toBe("S$5,000 可资助 14 次筛检。金牌倡导者从 S$35,500 起。");
  });

  it("says nothing for an amount off the steps of 500, empty or not a number", () => {
    for (const raw of ["", "0", "40100", "12.5", "-500", "abc", "1234567890"])
      expect(pledgeReach(raw, english)).toBeNull();
  });

  it("carries only the preview's sentences and the tiers' names and thresholds to the page", () => {
    expect(Object.keys(english.words).sort()).toEqual([
      "corporate.reachBelow",
      "corporate.reachTier",
      "corporate.reach_one",
      "corporate.reach_other",
    ]);
    expect(english.tiers[0]).toEqual({ name: "Gold Champion", threshold: 35_500 });
  });
});
