import { describe, expect, it } from "vitest";
import { estimateImpact, testsFunded, tierForPledge, tierLabel, tierThreshold, tiers } from "./tiers";

describe("tierLabel", () => {
  it("reads diamond and platinum anywhere in the text, in any case", () => {
    expect(tierLabel("Diamond Champion")).toBe("Diamond Tier");
    expect(tierLabel("DIAMOND")).toBe("Diamond Tier");
    expect(tierLabel("our platinum partner")).toBe("Platinum Tier");
  });
  it("shows any other text as Gold Tier", () => {
    expect(tierLabel("Gold Champion")).toBe("Gold Tier");
    expect(tierLabel("Bronze")).toBe("Gold Tier");
  });
  it("shows a missing tier as Partner", () => {
    expect(tierLabel(null)).toBe("Partner");
    expect(tierLabel(undefined)).toBe("Partner");
    expect(tierLabel("  ")).toBe("Partner");
  });
});

describe("tierForPledge", () => {
  const cost = 355;
  it("rounds the tests funded down", () => {
    expect(testsFunded(100 * cost - 1, cost)).toBe(99);
    expect(testsFunded(100 * cost, cost)).toBe(100);
    expect(testsFunded(1000, 0)).toBe(0);
  });
  it("gives no tier below 100 tests and the right tier at each boundary", () => {
    expect(tierForPledge(0, cost)).toBeNull();
    expect(tierForPledge(100 * cost - 1, cost)).toBeNull();
    expect(tierForPledge(100 * cost, cost)?.name).toBe("Gold Champion");
    expect(tierForPledge(500 * cost - 1, cost)?.name).toBe("Gold Champion");
    expect(tierForPledge(500 * cost, cost)?.name).toBe("Platinum Champion");
    expect(tierForPledge(1000 * cost - 1, cost)?.name).toBe("Platinum Champion");
    expect(tierForPledge(1000 * cost, cost)?.name).toBe("Diamond Champion");
    expect(tierForPledge(5_000_000, cost)?.name).toBe("Diamond Champion");
  });
  it("follows the unit cost setting", () => {
    expect(tierForPledge(50_000, 500)?.name).toBe("Gold Champion");
    expect(tierThreshold(tiers[1], 400)).toBe(200_000);
  });
});

describe("estimateImpact", () => {
  it("turns a pledge into tests funded and a tier", () => {
    expect(estimateImpact("50,000", 355)).toMatchObject({ ok: true, pledge: 50_000, tests: 140 });
    expect(estimateImpact("500", 355)).toMatchObject({ ok: true, tests: 1, tier: null });
    expect(estimateImpact("0", 355)).toMatchObject({ ok: true, tests: 0 });
  });
  it("refuses text, negatives, fractions and amounts off the 500 step with a clear message", () => {
    for (const bad of ["", "abc", "-500", "1000.5", "1e6"]) {
      expect(estimateImpact(bad, 355)).toMatchObject({ ok: false, message: expect.stringMatching(/whole dollars/) });
    }
    expect(estimateImpact("750", 355)).toMatchObject({ ok: false, message: "Enter a pledge in steps of 500." });
  });
});
