import { describe, expect, it } from "vitest";
import { plural, pluralWord } from "./plural";

describe("plural (issue 23)", () => {
  it.each([
    [0, "0 invitations"],
    [1, "1 invitation"],
    [2, "2 invitations"],
    [1200, "1,200 invitations"],
  ])("%i → %j", (n, text) => expect(plural(n, "invitation")).toBe(text));

  it("takes an irregular plural, and phrases", () => {
    expect(plural(1, "new Champion")).toBe("1 new Champion");
    expect(plural(3, "new Champion")).toBe("3 new Champions");
    expect(plural(1, "story", "stories")).toBe("1 story");
    expect(plural(0, "story", "stories")).toBe("0 stories");
    expect(pluralWord(1, { one: "is", other: "are" })).toBe("is");
  });

  it("0 and many take the plural, 1 the singular, in phrases with their verb too", () => {
    expect([0, 1, 2].map((n) => plural(n, "person was", "people were"))).toEqual([
      "0 people were",
      "1 person was",
      "2 people were",
    ]);
    expect([0, 1, 5].map((n) => pluralWord(n, { one: "its", other: "their" }))).toEqual(["their", "its", "their"]);
  });

  it("a language with more forms picks its own (Intl.PluralRules)", () => {
    const forms = { one: "книга", few: "книги", many: "книг", other: "книги" };
    expect([1, 3, 5, 21].map((n) => pluralWord(n, forms, "ru"))).toEqual(["книга", "книги", "книг", "книга"]);
  });
});
