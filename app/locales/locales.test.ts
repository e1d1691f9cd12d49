import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { defaultLang, languages } from "~/lib/i18n/languages";
import { flatten, placeholders } from "~/lib/i18n/translate";
import glossary from "./glossary.json";

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

/**
 * What a translation must contain to say the word. A Tamil noun takes its case and vocative
 * endings in place of the final consonant's virama (ஆதரவாளர் → ஆதரவாளராக, ஆதரவாளரே): the stem
 * without it is what every form shares.
 */
const stem = (word: string) => word.replace(/\u0BCD$/, "");

/** The keys whose English says `term` and whose translation does not say `word`. */
function strayKeys(english: Record<string, string>, other: Record<string, string>, term: string, word: string) {
  return Object.keys(english).filter((key) => english[key]!.includes(term) && !other[key]?.includes(stem(word)));
}

const terms = Object.entries(glossary as Record<string, Record<string, string>>);

/**
 * The movement's terms say one word per language (glossary.json, ADR 0027 §9): wherever the
 * English of a key says a term, that key's translation says the glossary's word, so a reader
 * meets the same "Champion" on the home page, in the header, in the chat and in the e-mails.
 */
describe("the glossary of the movement's terms", () => {
  it("names a word in every language for each term", () => {
    for (const [, words] of terms)
      expect(Object.keys(words).sort()).toEqual(languages.filter((l) => l !== defaultLang).sort());
  });

  for (const lang of languages.filter((l) => l !== defaultLang))
    it(`${lang}: every file says the glossary's word where the English says the term`, () => {
      const stray: string[] = [];
      for (const ns of namespaces) {
        const english = read(defaultLang, ns);
        const other = read(lang, ns);
        for (const [term, words] of terms)
          stray.push(...strayKeys(english, other, term, words[lang]!).map((key) => `${ns}.json ${key}: ${term}`));
      }
      expect(stray).toEqual([]);
    });

  it("the check finds another word for a term, and takes a Tamil ending", () => {
    const english = { a: "Hello, Champion!", b: "Become a Champion", c: "Bye" };
    expect(strayKeys(english, { a: "您好，健康卫士！", b: "成为倡导者", c: "再见" }, "Champion", "倡导者")).toEqual([
      "a",
    ]);
    expect(strayKeys(english, { a: "வணக்கம், ஆதரவாளரே!", b: "ஆதரவாளராகுங்கள்", c: "" }, "Champion", "ஆதரவாளர்")).toEqual([]);
  });
});
