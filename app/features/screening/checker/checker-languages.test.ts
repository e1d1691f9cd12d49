import { describe, expect, it } from "vitest";
import * as facts from "../../../../content/facts.json";
import table from "../../../../content/screening-rules.json";
import en from "~/locales/en/screening.json";
import enCosts from "~/locales/en/costs.json";
import { numbersIn } from "~/lib/i18n/figures";
import { flatten } from "~/lib/i18n/translate";
import { checkerPage } from "./checker.server";
import { checkerMessages } from "./checker.schema";
import { screeningCostsPage } from "./costs.server";

/**
 * Issue 27: the message files' English of the reviewed tables is the tables' own English (numbers
 * as {{nK}}, the table's {name} as {{name}}), so a translation made from it says what the table
 * says; and a page in another language shows its words, never a placeholder or the English.
 */
const asTable = (template: string, english: string) =>
  template.replace(/\{\{(n\d+)\}\}/g, (_, n: string) => numbersIn(english)[n] ?? "?").replace(/\{\{(\w+)\}\}/g, "{$1}");

describe("the English message files follow the reviewed tables", () => {
  it("the rule table's sentences", () => {
    for (const row of table.checker) {
      const words = en.rules[row.id as keyof typeof en.rules];
      expect(asTable(words.headline, row.headline)).toBe(row.headline);
      expect(asTable(words.nextStep, row.nextStep)).toBe(row.nextStep);
    }
  });

  it("the checker's messages", () => {
    const errors = flatten(en.checker.errors);
    for (const [key, english] of Object.entries(flatten(checkerMessages)))
      expect(asTable(errors[key]!, english)).toBe(english);
  });

  it("facts.json's guideline and costs", () => {
    const g = facts.screeningGuideline;
    expect(asTable(en.guideline.text, g.text)).toBe(g.text);
    expect(asTable(en.guideline.fitKitText, g.fitKitText)).toBe(g.fitKitText);
    for (const item of facts.screeningCosts.items) {
      const words = enCosts.items[item.id as keyof typeof enCosts.items] as Record<string, string>;
      for (const field of ["heading", "who", "text", "amount"] as const)
        if (item[field]) expect(asTable(words[field]!, item[field])).toBe(item[field]);
    }
  });
});

describe("the checker and costs in another language", () => {
  const today = "2026-11-26";
  const ask = (query: string, lang: "zh" | "ms" | "ta") => checkerPage(new URLSearchParams(query), today, lang);

  it("answers in Chinese with the table's figures", async () => {
    const page = await ask("age=45&relative=no&polyps=no&bowelDisease=no&lastTest=none", "zh");
    expect(page.answer?.headline).toBe(`还不需要：筛检从${facts.screeningGuideline.startAge}岁开始`);
    expect(page.answer?.nextStep).toContain("5年后");
  });

  it("says the emergency line of the safety rules in Tamil", async () => {
    const page = await ask("age=60&symptoms=blood-in-stool&lastTest=none", "ta");
    expect(page.answer?.emergency).toContain("995");
    expect(page.answer?.emergency).toMatch(/[\u0B80-\u0BFF]/);
  });

  it("gives its messages in Malay with the English's numbers", async () => {
    const page = await ask("age=abc&lastTest=none", "ms");
    expect((page.errors as Record<string, string>).age).toBe(
      "Masukkan umur anda sebagai nombor bulat tahun, contohnya 52",
    );
    expect(page.summary[0]?.text).toMatch(/^Umur anda: /);
  });

  it("never shows a placeholder", async () => {
    for (const lang of ["zh", "ms", "ta"] as const) {
      const pages = await Promise.all([
        ask("age=60&lastTest=colonoscopy&lastTestWhen=2020-01&result=normal", lang),
        ask("age=45&relative=yes&relativeAge=48&lastTest=none", lang),
      ]);
      const costs = screeningCostsPage(lang);
      expect(JSON.stringify([pages.map((p) => p.answer), costs.items])).not.toContain("{{");
      expect(costs.items.find((i) => i.id === "medisaveColonoscopy")?.amount).toContain("$950");
    }
  });
});
