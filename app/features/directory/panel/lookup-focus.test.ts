import { describe, expect, it } from "vitest";
import { lookupFocus } from "./lookup-focus";

const here = "https://rid-crc.example/find-a-specialist";
const base = { here, param: "trusted", navigation: "navigate" };

describe("lookupFocus", () => {
  it("focuses the answer after a search from this page or another of ours", () => {
    const answer = `${here}?trusted=novena`;
    expect(lookupFocus({ ...base, here: answer, state: "match", referrer: here })).toBe("heading");
    expect(
      lookupFocus({ ...base, here: answer, state: "nomatch", referrer: "https://rid-crc.example/pillars/rid-crc-pub" }),
    ).toBe("heading");
  });

  it("focuses the input after Search Again, back from an answer", () => {
    expect(lookupFocus({ ...base, state: "ask", referrer: `${here}?trusted=novena` })).toBe("input");
  });

  it("leaves focus alone on a page opened otherwise", () => {
    expect(lookupFocus({ ...base, state: "ask", referrer: "" })).toBeNull();
    expect(lookupFocus({ ...base, state: "ask", referrer: "https://rid-crc.example/" })).toBeNull();
    expect(lookupFocus({ ...base, state: "match", referrer: "https://elsewhere.example/" })).toBeNull();
    expect(lookupFocus({ ...base, state: "match", referrer: here, navigation: "reload" })).toBeNull();
    expect(lookupFocus({ ...base, state: "match", referrer: here, navigation: "back_forward" })).toBeNull();
  });
});
