import { describe, expect, it } from "vitest";
import { regionSaid, suggestedRegion } from "./region-suggestion";

describe("the region a postal code suggests", () => {
  it("names the region of a known sector, and nothing for anything else", async () => {
    expect(await suggestedRegion(" 521201 ")).toBe("East");
    expect(await suggestedRegion("52120")).toBeNull();
    const said = "Your postal code is in the {{region}} region.";
    expect(regionSaid(said, "East")).toBe("Your postal code is in the East region.");
    expect(regionSaid("您的邮区编号位于{{region}}。", "东区")).toBe("您的邮区编号位于东区。");
    expect(regionSaid(said, null)).toBe("");
  });
});
