import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { defaultLang, languages } from "~/lib/i18n/languages";
import { flatten, placeholders } from "~/lib/i18n/translate";

/**
 * The CI check of the message files (issue 27): every language has every key of the English, no
 * key the English lacks, no empty string, and the same `{{placeholders}}` in each string. A plural
 * (`key_one`, `key_other`…) counts as its English forms: a language with other plural categories
 * still needs `_other`.
 */
const dir = path.join(import.meta.dirname);
const namespaces = readdirSync(path.join(dir, defaultLang))
  .filter((file) => file.endsWith(".json"))
  .map((file) => file.slice(0, -".json".length));

const read = (lang: string, ns: string) =>
  flatten(JSON.parse(readFileSync(path.join(dir, lang, `${ns}.json`), "utf8")) as unknown);

function missingKeys(english: Record<string, string>, other: Record<string, string>) {
  return Object.keys(english).filter((key) => other[key] === undefined || other[key].trim() === "");
}

function placeholderMismatches(english: Record<string, string>, other: Record<string, string>) {
  return Object.keys(english).filter(
    (key) => other[key] !== undefined && placeholders(english[key]!).join() !== placeholders(other[key]).join(),
  );
}

describe("message files", () => {
  it("has namespaces, and each language has a file for each", () => {
    expect(namespaces.length).toBeGreaterThan(0);
    for (const lang of languages)
      expect(
        readdirSync(path.join(dir, lang))
          .filter((f) => f.endsWith(".json"))
          .sort(),
      ).toEqual(namespaces.map((ns) => `${ns}.json`).sort());
  });

  for (const ns of namespaces)
    for (const lang of languages.filter((l) => l !== defaultLang))
      it(`${lang}/${ns}.json has every key of the English, no other, and the same placeholders`, () => {
        const english = read(defaultLang, ns);
        const other = read(lang, ns);
        expect(missingKeys(english, other)).toEqual([]);
        expect(Object.keys(other).filter((key) => english[key] === undefined)).toEqual([]);
        expect(placeholderMismatches(english, other)).toEqual([]);
      });

  it("the check finds a missing key and a changed placeholder", () => {
    const english = { a: "Hello {{name}}", b: "Bye" };
    expect(missingKeys(english, { a: "你好 {{name}}" })).toEqual(["b"]);
    expect(missingKeys(english, { a: "你好 {{name}}", b: " " })).toEqual(["b"]);
    expect(placeholderMismatches(english, { a: "你好 {{nom}}", b: "再见" })).toEqual(["a"]);
    expect(placeholderMismatches(english, { a: "{{ name }}，你好", b: "再见" })).toEqual([]);
  });
});
