import { describe, expect, it } from "vitest";
import { regionSaid, suggestedRegion } from "./region-suggestion";

describe("the region a postal code suggests", () => {
  it("names the region of a known sector, and nothing for anything else", async () => {
    expect(await suggestedRegion(" 521201 ")).toBe("East");
    expect(await suggestedRegion("52120")).toBeNull();
    expect(regionSaid("East")).toBe("Your postal code is in the East region.");
    expect(regionSaid(null)).toBe("");
  });
});
