import { describe, expect, it } from "vitest";
import { findArticles } from "../content.server";
import { filterChips, hubHref, parseHubQuery, toArticleQuery } from "./hub-query";

const parse = (qs: string) => parseHubQuery(new URLSearchParams(qs));

describe("education hub query (spec content §2.3, §4, §5)", () => {
  it("defaults to all audiences, no tag, no search", () => {
    expect(parse("")).toEqual({ audience: undefined, tag: undefined, search: undefined });
    expect(toArticleQuery(parse(""))).toEqual({ audience: undefined, tag: undefined, q: undefined });
  });

  it("maps audience, tag and search to findArticles' arguments", () => {
    expect(toArticleQuery(parse("audience=clinicians&tag=Colonoscopy&search=%20polyps%20"))).toEqual({
      audience: "clinicians",
      tag: "colonoscopy",
      q: "polyps",
    });
    expect(toArticleQuery(parse("audience=patients"))).toMatchObject({ audience: "patients" });
  });

  it.each(["both", "all", "PATIENTS", "admins", "", "patients%00"])("ignores audience=%s", (value) => {
    expect(parse(`audience=${value}`).audience).toBeUndefined();
  });

  it("treats blank values as absent and cuts very long ones", () => {
    expect(parse("search=%20%20&tag=")).toEqual({ audience: undefined, tag: undefined, search: undefined });
    expect(parse(`search=${"a".repeat(500)}`).search).toHaveLength(200);
  });

  it("builds shareable addresses and one chip per filter that drops only that filter", () => {
    const query = parse("search=fit&audience=patients&tag=screening");
    expect(hubHref(query)).toBe("/education?search=fit&audience=patients&tag=screening");
    expect(hubHref({})).toBe("/education");
    const words = {
      audience: (a: string) => `Audience: ${a}`,
      tag: (t: string) => `Topic: ${t}`,
      search: (q: string) => `Search: ${q}`,
    };
    expect(filterChips(query, words)).toEqual([
      { label: "Audience: patients", href: "/education?search=fit&tag=screening" },
      { label: "Topic: screening", href: "/education?search=fit&audience=patients" },
      { label: "Search: fit", href: "/education?audience=patients&tag=screening" },
    ]);
    expect(filterChips({}, words)).toEqual([]);
  });

  it("an article's tag link finds that article", () => {
    const cards = findArticles(toArticleQuery(parse("tag=polyps")));
    expect(cards.map((c) => c.slug)).toContain("how-crc-develops-from-polyps");
  });
});
