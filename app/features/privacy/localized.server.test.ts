import { describe, expect, it } from "vitest";
import { userTypes } from "~/features/accounts";
import { messagesFor } from "~/lib/i18n/messages.server";
import { numbersIn } from "~/lib/i18n/figures";
import { languages } from "~/lib/i18n/languages";
import en from "~/locales/en/declaration.json";
import zh from "~/locales/zh/privacy.json";
import { personalData } from "./declaration";
import { correctionsFor } from "./corrections";
import { declaredIn, privacySayIn } from "./localized.server";
import { consentMessages, deletionMessages, privacyMessages } from "./messages";

const fields = ["label", "purpose", "retention"] as const;

describe("the privacy pages in the page's language (issue 27)", () => {
  it("puts every answer the pages can give in the language, the identity check's too", () => {
    const shown = [
      privacyMessages.tooMany,
      ...Object.values(consentMessages),
      deletionMessages.passwordRequired,
      deletionMessages.lastSuperAdmin,
      deletionMessages.requested("11 Dec 2026, 9:00 am"),
      // The identity check's refusals (accounts' messages.ts), as it writes them.
      "That password is not correct.",
      "Too many attempts. Please wait 15 minutes and try again.",
      "That code is not valid. Check your authenticator app and try again.",
    ];
    for (const text of shown) expect(privacySayIn("zh", text), text).not.toBe(text);
    expect(privacySayIn("en", deletionMessages.passwordRequired)).toBe(deletionMessages.passwordRequired);
  });

  it("words every account type's corrections in the language, each with its words", () => {
    for (const type of userTypes) {
      const english = correctionsFor(type);
      const chinese = correctionsFor(type, "zh");
      expect(chinese.map((c) => c.to)).toEqual(english.map((c) => c.to));
      for (const c of [...english, ...chinese]) for (const text of [c.what, c.how, c.link]) expect(text).not.toBe("");
    }
    expect(correctionsFor("champion", "zh")[0]!.what).toBe(zh.corrections.champion.what);
  });

  it("holds declaration.json's English to declaration.ts, its numbers filled from it", () => {
    const english = messagesFor("en", "declaration");
    for (const declared of personalData)
      for (const field of fields) {
        const text = english[`${declared.table}.${field}`]!.replace(/\{\{(\w+)\}\}/g, (_, n: string) =>
          String(numbersIn(declared[field])[n]),
        );
        expect(text, `${declared.table}.${field}`).toBe(declared[field]);
      }
    // No other table: a table taken out of the declaration takes its words with it.
    expect(Object.keys(en).sort()).toEqual(personalData.map((d) => d.table).sort());
  });

  it("has every table's name, purpose and period in each language, with the English's numbers", () => {
    for (const lang of languages)
      for (const declared of personalData) {
        const own = declaredIn(lang, declared);
        for (const field of fields) {
          expect(own[field], `${lang} ${declared.table}.${field}`).not.toMatch(/\{\{|^$/);
          for (const n of Object.values(numbersIn(declared[field]))) expect(own[field]).toContain(n);
          if (lang !== "en") expect(own[field], `${lang} ${declared.table}.${field}`).not.toBe(declared[field]);
        }
      }
    expect(
      declaredIn(
        "zh",
        personalData.find((d) => d.table === "enquiries")!,
      ).retention,
    ).toBe("团队处理后 12 个月删除。");
  });

  it("states each purge period of the declaration in its retention sentence", () => {
    // The translations take their numbers from the English sentence: it must say the job's period.
    for (const declared of personalData)
      for (const { days } of declared.purges ?? []) {
        if (days < 2) continue; // "when it expires", "one day after": said in words
        const period = days % 365 === 0 ? `${(days / 365) * 12} months` : `${days} days`;
        expect(declared.retention, declared.table).toContain(period);
      }
  });
});
