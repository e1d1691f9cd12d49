import { describe, expect, it } from "vitest";
import { languages } from "~/lib/i18n/languages";
import { messagesFor } from "~/lib/i18n/messages.server";
import { nominationWords } from "./nomination-words.server";

describe("the nomination form's words", () => {
  it("keeps no copy of a word the enquiry forms say the same in every language (one home: enquiries.json)", () => {
    const sameEverywhere = (key: string, enquiryKey: string) =>
      languages.every((lang) => messagesFor(lang, "nomination")[key] === messagesFor(lang, "enquiries")[enquiryKey]);
    const copies = Object.keys(messagesFor("en", "nomination")).flatMap((key) =>
      Object.keys(messagesFor("en", "enquiries"))
        .filter((enquiryKey) => sameEverywhere(key, enquiryKey))
        .map((enquiryKey) => `${key} = enquiries ${enquiryKey}`),
    );
    expect(copies).toEqual([]);
  });

  it("says the shared words as the enquiry forms do, in the page's language", () => {
    const zh = nominationWords("zh").t;
    expect([
      zh("shared.limit", { max: "2000" }),
      zh("shared.policy"),
      zh("shared.home"),
      zh("summary.consent"),
    ]).toEqual(["最多 2000 个字。", "隐私政策", "返回首页", "同意"]);
    const en = nominationWords("en").t;
    expect([en("form.send"), en("shared.readPolicyEnd"), en("shared.home")]).toEqual([
      "Send Nomination",
      ".",
      "Return to Home",
    ]);
  });
});
