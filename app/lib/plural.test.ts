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
});
