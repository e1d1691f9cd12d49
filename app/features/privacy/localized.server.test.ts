import { describe, expect, it } from "vitest";
import { userTypes } from "~/features/accounts";
import { messagesFor } from "~/lib/i18n/messages.server";
import zh from "~/locales/zh/privacy.json";
import { personalData } from "./declaration";
import { correctionsFor } from "./corrections";
import { privacySayIn } from "./localized.server";
import { consentMessages, deletionMessages, privacyMessages } from "./messages";

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

  it("has a heading in the language for every table of the declaration", () => {
    const english = messagesFor("en", "privacy");
    for (const { table, label } of personalData) expect(english[`summary.tables.${table}`], table).toBe(label);
  });
});
