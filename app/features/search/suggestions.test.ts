import { describe, expect, it } from "vitest";
import { filterSuggestions, moveHighlight, noResultsMessage, submitTarget, suggestions } from "./suggestions";

describe("home search suggestions", () => {
  it("has the spec's eight entries with their paths", () => {
    expect(suggestions).toHaveLength(8);
    expect(suggestions.slice(0, 3).map(({ label, path }) => ({ label, path }))).toEqual([
      { label: "Early symptoms", path: "/education/patients/early-symptoms-of-crc" },
      { label: "Colonoscopy", path: "/education/patients/colonoscopy-gold-standard" },
      { label: "How polyps develop", path: "/education/patients/how-crc-develops-from-polyps" },
    ]);
  });

  it("filters by case-insensitive substring and shows nothing for empty input", () => {
    expect(filterSuggestions("COL", suggestions).map((s) => s.label)).toEqual(["Colonoscopy"]);
    expect(filterSuggestions("find", suggestions).map((s) => s.label)).toEqual(["Find a GP", "Find a specialist"]);
    expect(filterSuggestions("s", suggestions).length).toBeGreaterThan(3);
    expect(filterSuggestions("  ", suggestions)).toEqual([]);
    expect(filterSuggestions("xyz", suggestions)).toEqual([]);
  });

  it("moves the highlight with wrap-around at both ends", () => {
    expect(moveHighlight(-1, 3, 1)).toBe(0);
    expect(moveHighlight(0, 3, 1)).toBe(1);
    expect(moveHighlight(2, 3, 1)).toBe(0);
    expect(moveHighlight(-1, 3, -1)).toBe(2);
    expect(moveHighlight(0, 3, -1)).toBe(2);
    expect(moveHighlight(0, 1, 1)).toBe(0);
    expect(moveHighlight(-1, 0, 1)).toBe(-1);
  });

  it("submits to the highlighted path, else to the FAQ search, and never when empty", () => {
    const matches = filterSuggestions("find", suggestions);
    expect(submitTarget("find", matches, 1)).toBe("/find-a-specialist");
    expect(submitTarget("  find  ", matches, -1)).toBe("/education/faqs?q=find");
    expect(submitTarget("FIT & colonoscopy?", [], -1)).toBe("/education/faqs?q=FIT%20%26%20colonoscopy%3F");
    expect(submitTarget("   ", [], -1)).toBeNull();
  });

  it("names the typed text when nothing matches", () => {
    expect(noResultsMessage(" xyz ", "No results found for “{{term}}”")).toBe("No results found for “xyz”");
  });
});
