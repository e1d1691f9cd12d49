import { describe, expect, it } from "vitest";
import { filterSuggestions, noResultsMessage, suggestions } from "./suggestions";
import { suggestionsIn } from "./localized.server";

describe("the home search's suggestions in the page's language (issue 27)", () => {
  it("are the spec's English labels in English", () => {
    const { list, noResults } = suggestionsIn("en");
    expect(list).toEqual(suggestions.map(({ label, path }) => ({ label, path })));
    expect(noResultsMessage(" xyz ", noResults)).toBe("No results found for “xyz”");
  });

  it("match and answer in the language, leading to the same paths", () => {
    const { list, noResults } = suggestionsIn("zh");
    expect(filterSuggestions("医生", list).map((s) => s.path)).toEqual(["/find-a-gp", "/find-a-specialist"]);
    expect(noResultsMessage("xyz", noResults)).toBe("找不到与“xyz”相关的结果");
    expect(suggestionsIn("ta").list.map((s) => s.path)).toEqual(suggestions.map((s) => s.path));
  });
});
