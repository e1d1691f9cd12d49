import { describe, expect, it } from "vitest";
import facts from "../../../content/facts.json";
import { screeningGuideline, screeningTests } from "./screening-tests";

describe("the screening tests the site offers (issue 23)", () => {
  it("leads with FIT, then colonoscopy, then the blood test as one option", () => {
    expect(screeningTests.map((t) => t.id)).toEqual(["fit", "colonoscopy", "blood-test"]);
  });

  it("says for each who it suits, where to get it and what happens after a positive result", () => {
    for (const test of screeningTests) {
      for (const field of [test.summary, test.interval, test.suits, test.where, test.afterPositive]) {
        expect(field.trim().length).toBeGreaterThan(5);
        expect(field, "every placeholder is filled from facts.json").not.toMatch(/[{}]/);
      }
    }
    expect(screeningTests[0]!.interval).toBe("Every year");
    expect(screeningTests[0]!.where).toMatch(/Healthier SG clinic or a polyclinic/);
    expect(screeningTests[0]!.where).toMatch(/no cost to Singapore citizens/);
    expect(screeningTests[1]!.interval).toContain(`${facts.screeningGuideline.colonoscopyIntervalYears} years`);
  });

  it("the first test is never a paid one", () => {
    expect(screeningTests[0]!.where).not.toMatch(/for a fee/i);
    expect(screeningTests.at(-1)!.where).toMatch(/for a fee/i);
  });

  it("names its sources, each checked on a date and due for review", () => {
    expect(screeningGuideline.sources.length).toBeGreaterThanOrEqual(1);
    for (const source of screeningGuideline.sources) {
      expect(source.url).toMatch(/^https:\/\//);
      expect(source.checkedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(source.reviewDue > source.checkedOn).toBe(true);
    }
  });
});
