import { describe, expect, it } from "vitest";
import { resultChoices } from "./result-choices";

const kinds = [
  { value: "fit", label: "FIT (stool test)" },
  { value: "colonoscopy", label: "Colonoscopy" },
];
const results = [
  { value: "negative", label: "Negative", kinds: ["fit"] },
  { value: "normal", label: "Normal", kinds: ["colonoscopy"] },
  { value: "unclear", label: "Unclear", kinds: ["fit", "colonoscopy"] },
];

describe("resultChoices", () => {
  it("offers a chosen kind's results only, under their own names", () => {
    expect(resultChoices(results, kinds, "fit")).toEqual([
      { value: "negative", label: "Negative" },
      { value: "unclear", label: "Unclear" },
    ]);
  });

  it("with no kind chosen, offers every result with the kinds it belongs to", () => {
    expect(resultChoices(results, kinds, null).map((r) => r.label)).toEqual([
      "Negative (FIT)",
      "Normal (Colonoscopy)",
      "Unclear (FIT, Colonoscopy)",
    ]);
  });
});
