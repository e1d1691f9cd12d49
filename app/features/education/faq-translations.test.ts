import { describe, expect, it } from "vitest";
import facts from "../../../content/facts.json";
import { languages } from "~/lib/i18n/languages";
import { faqs, faqsIn, readFaqTranslation } from "./faqs.server";
import { factPaths, fillFacts } from "./articles/fact-placeholders";

/**
 * Issue 27: the FAQ's translations (content/faqs/<lang>.json). The screening questions are
 * translated in full in each language; a translation never types a figure of content/facts.json
 * (it writes {{fact:…}}), and types no number the English does not state.
 */
const others = languages.filter((l) => l !== "en");
const english = new Map(faqs().map((f) => [f.question, f]));

/** Every number facts.json holds, as a number or inside its texts. */
const factNumbers = new Set(JSON.stringify(facts).match(/\d+(?:\.\d+)?/g));

/**
 * Numbers the English answers state about something else than a fact (a study's result, a
 * guideline's year, an age range's end): a translation may type these where the English does.
 */
const notFacts: Record<string, string[]> = {
  "At what age should I start colorectal cancer screening?": ["2021", "2018", "49"],
  "Is there a blood test for colorectal cancer screening?": ["8", "10", "1", "8"],
};

const numbersIn = (text: string) =>
  (
    text
      .replace(/\{\{fact:[^}]+\}\}/g, " ")
      .replace(/\]\([^)]*\)/g, "]")
      .match(/\d+(?:\.\d+)?/g) ?? []
  ).sort();

describe("FAQ translations", () => {
  for (const lang of others)
    it(`${lang}: every screening question translated, each naming an English question, review recorded`, () => {
      const file = readFaqTranslation(lang);
      expect(file).not.toBeNull();
      const sources = file!.faqs.map((f) => f.source);
      for (const source of sources) expect(english.has(source), source).toBe(true);
      const screening = faqs()
        .filter((f) => f.category === "Screening")
        .map((f) => f.question);
      expect(sources.sort()).toEqual(screening.sort());
      expect(file!.reviewedBy === null).toBe(file!.reviewedOn === null);
    });

  for (const lang of others)
    it(`${lang}: types no figure of facts.json, and no number the English does not state`, () => {
      for (const faq of readFaqTranslation(lang)!.faqs) {
        const typed = numbersIn(`${faq.question} ${faq.answer}`);
        const allowed = notFacts[faq.source] ?? [];
        // Figures facts.json holds come through placeholders only (the rest, listed above, are the English's own).
        expect(
          typed.filter((n) => factNumbers.has(n) && !allowed.includes(n)),
          faq.source,
        ).toEqual([]);
        // Nothing invented: each number typed is one the English answer states, as often.
        const englishNumbers = numbersIn(english.get(faq.source)!.text);
        for (const n of new Set(typed))
          expect(typed.filter((x) => x === n).length, `${faq.source}: ${n}`).toBeLessThanOrEqual(
            englishNumbers.filter((x) => x === n).length,
          );
        // Every placeholder names a figure (fillFacts throws otherwise), and the filled answer states it.
        expect(() => fillFacts(faq.answer, lang)).not.toThrow();
        for (const p of factPaths(faq.answer)) expect(p).toMatch(/^[A-Za-z0-9_.]+$/);
      }
    });

  it("shows a translation's figures from facts.json, the untranslated questions in English", () => {
    const { list, review } = faqsIn("zh");
    const age = list.find((f) => f.category === "Screening")!;
    expect(age.lang).toBe("zh");
    expect(age.text).toContain(String(facts.screeningGuideline.startAge));
    expect(age.text).not.toContain("{{");
    expect(list.filter((f) => f.category === "Prevention").every((f) => f.lang === "en")).toBe(true);
    expect(review).toEqual({ reviewedBy: null, reviewedOn: null });
  });

  it("the check catches a retyped figure", () => {
    const typed = numbersIn("从 50 岁开始，{{fact:screeningStartAge.international}} 岁");
    expect(typed.filter((n) => factNumbers.has(n))).toEqual(["50"]);
  });
});
