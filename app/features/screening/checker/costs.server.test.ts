import { beforeAll, describe, expect, it } from "vitest";
import { screeningCosts } from "../../../../content/facts.json";
import { setEnv } from "~/lib/env.server";
import { testEnv } from "../../../../tests/support/db";
import { screeningCostsPage } from "./costs.server";

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

beforeAll(() => setEnv(testEnv()));

describe("what screening costs (facts.json screeningCosts, issue 26)", () => {
  it("every item has a source, the day it was checked and the day its review is due", () => {
    expect(screeningCosts.items.length).toBeGreaterThan(0);
    for (const item of screeningCosts.items) {
      expect(item.source.title, item.id).not.toBe("");
      expect(item.source.url, item.id).toMatch(/^https:\/\//);
      expect(item.checkedOn, item.id).toMatch(isoDate);
      expect(item.reviewDue, item.id).toMatch(isoDate);
      expect(item.reviewDue > item.checkedOn, item.id).toBe(true);
      // A figure the source does not give is null, and the page says to ask the clinic.
      expect(item.amount === null || item.amount.length > 0, item.id).toBe(true);
    }
  });

  it("covers the programmes the page promises", () => {
    const text = screeningCosts.items.map((i) => `${i.heading} ${i.who} ${i.text}`).join(" ");
    for (const name of ["Healthier SG", "polyclinic", "Permanent residents", "Screen for Life", "CHAS", "MediSave"])
      expect(text).toContain(name);
  });

  it("the page shows its oldest check and its soonest review", () => {
    const page = screeningCostsPage();
    expect(page.checkedOn).toBe(screeningCosts.items.map((i) => i.checkedOn).sort()[0]);
    expect(page.reviewDue).toBe(screeningCosts.items.map((i) => i.reviewDue).sort()[0]);
    expect(page.canonical).toMatch(/\/get-screened\/costs$/);
  });
});
