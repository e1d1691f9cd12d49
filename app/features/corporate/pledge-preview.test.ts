import { describe, expect, it } from "vitest";
import { pledgePreview } from "./pledge-preview";

describe("pledgePreview: what a new pledge makes of the approved total", () => {
  const approved = { pledge: 200_000, tier: "Platinum Champion", unitCost: 355 };

  it("adds the typed amount (commas and spaces allowed) to the approved pledges", () => {
    // 560,000 ÷ 355 funds 1,577 tests: the Diamond tier.
    expect(pledgePreview("360,000", approved)).toBe(
      "With this pledge, once approved: S$560,000 in all, Diamond Champion.",
    );
    expect(pledgePreview(" 1 000 ", approved)).toBe(
      "With this pledge, once approved: S$201,000 in all, Platinum Champion.",
    );
  });

  it("never lowers a tier an approval recorded, and names none below Gold", () => {
    expect(pledgePreview("500", { pledge: 0, tier: "Diamond Champion", unitCost: 355 })).toBe(
      "With this pledge, once approved: S$500 in all, Diamond Champion.",
    );
    expect(pledgePreview("500", { pledge: 0, tier: null, unitCost: 355 })).toBe(
      "With this pledge, once approved: S$500 in all, below the Gold tier.",
    );
  });

  it("says nothing for an empty, negative, fractional or non-numeric amount", () => {
    for (const raw of ["", "   ", "0", "-500", "12.5", "abc", "1e400"]) expect(pledgePreview(raw, approved)).toBeNull();
  });
});
