import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import type { Lang } from "~/lib/i18n/languages";
import type { z } from "zod";
import { localizer, pageWords } from "~/lib/i18n/says.server";
import { corporateProfileSchema, corporateRegistrationSchema } from "./registration.schema";
import { companyChoices, registrationReplyIn } from "./registration-route.server";

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  return data;
};

// /profile/corporate's messages go through the profile pages' localizer (profileAction's).
const profileReplyIn = localizer("profiles").replyIn;

/** Every field message of a submission, by field, as the registration or the profile page answers it. */
const messagesOf = (lang: Lang, values: Record<string, string>, profile = false) => {
  const schema: z.ZodType = profile ? corporateProfileSchema : corporateRegistrationSchema;
  const reply = parseWithZod(form(values), { schema }).reply();
  return ((profile ? profileReplyIn : registrationReplyIn)(lang, reply).error ?? {}) as Record<string, string[] | null>;
};

// Empty, then wrong in every way the rules check: every message the corporate forms can show.
const empty = {};
const wrong = {
  companyName: "李氏贸易私人有限公司",
  uen: "X1",
  industry: "Mining",
  companySize: "huge",
  contactPerson: "முருகன்",
  designation: "மேலாளர்",
  email: "not-an-address",
  phone: "12",
  password: "short",
  confirmPassword: "other",
  csrOptions: "bribery",
  pledgeAmount: "123",
};

describe("/register/corporate and /profile/corporate in the page's language (issue 27)", () => {
  const english = messagesOf("en", empty);

  it("English keeps the spec's words", () => {
    expect(english.companyName).toEqual(["Company name is required"]);
    expect(english.uen).toEqual(["UEN number is required"]);
    expect(messagesOf("en", wrong).pledgeAmount).toEqual([
      "Enter the pledge in whole Singapore dollars, in steps of 500 (e.g. 50000), or leave it empty",
    ]);
    expect(english.agreedToTerms).toEqual(["You must agree to the terms and conditions"]);
  });

  for (const lang of ["zh", "ms", "ta"] as const) {
    it(`${lang}: every field message of the registration and the profile is in the language`, () => {
      for (const values of [empty, wrong])
        for (const profile of [false, true]) {
          const en = messagesOf("en", values, profile);
          const said = messagesOf(lang, values, profile);
          expect(Object.keys(said).sort()).toEqual(Object.keys(en).sort());
          for (const [field, list] of Object.entries(said))
            for (const [i, text] of (list ?? []).entries())
              // A message left in English is one the language's files do not say.
              expect(text, `${lang} ${field}: ${en[field]?.[i]}`).not.toBe(en[field]?.[i]);
        }
    });

    it(`${lang}: the company fields' lists keep their stored values, labelled in the language`, () => {
      const en = companyChoices(pageWords("registration", "en", []).t);
      const said = companyChoices(pageWords("registration", lang, []).t);
      for (const list of ["industries", "companySizes", "csrOptions"] as const) {
        expect(said[list].map((c) => c.value)).toEqual(en[list].map((c) => c.value));
        for (const [i, choice] of said[list].entries()) {
          expect(choice.label).not.toBe("");
          // "1000+ employees" and the like may read the same in Malay; a whole list may not.
          if (lang !== "ms") expect(choice.label).not.toBe(en[list][i]!.label);
        }
      }
    });
  }

  it("Chinese: the exact words of a message and a list", () => {
    const said = messagesOf("zh", empty);
    expect(said.companyName).toEqual(["请填写公司名称"]);
    expect(said.agreedToTerms).toEqual(["您必须同意条款与条件"]);
    expect(messagesOf("zh", wrong).pledgeAmount).toEqual([
      "请以整数新元输入认捐金额，以 500 为单位递增（例如 50000），或留空",
    ]);
    const { industries } = companyChoices(pageWords("registration", "zh", []).t);
    expect(industries[0]).toEqual({ value: "Banking & Finance", label: "银行与金融" });
  });
});
