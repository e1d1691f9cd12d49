import { describe, expect, it } from "vitest";
import { tooLong } from "~/lib/forms/schema-fields";
import { ageGroups, enquiryMessages as m, governmentTopics } from "./enquiry-options";
import { ageGroupChoices, enquiryActionWords, enquiryWords, governmentTopicChoices } from "./enquiry-words.server";

describe("the enquiry forms in the page's language (issue 27)", () => {
  it("says the schema's English messages in the language, a length by its number, others as they are", () => {
    const { say, labels, sent } = enquiryActionWords("zh", "contact", { email: "email", consent: "consent" });
    expect(say(m.emailRequired)).toBe("请填写电邮地址");
    expect(say(m.phoneInvalid)).toBe("请输入新加坡电话号码，例如 6123 4567 或 +65 9123 4567");
    expect(say(tooLong(2000))).toBe("请不要超过 2000 个字");
    expect(say("Something new")).toBe("Something new");
    expect(labels).toEqual({ email: "电邮地址", consent: "同意" });
    expect(sent("a@b.example")).toMatchObject({ title: "谢谢，我们已收到您的留言", home: "返回首页" });
  });

  it("keeps English as the spec writes it", () => {
    const { say, sent } = enquiryActionWords("en", "trial", {});
    expect(say(m.ageGroupRequired)).toBe(m.ageGroupRequired);
    expect(sent("a@b.example")).toEqual({
      title: "Thank you for your interest in clinical trials",
      lines: [
        "A trial coordinator from our team will contact you to talk about studies that may suit you.",
        "We have sent a copy of your enquiry to a@b.example.",
      ],
      home: "Return to Home",
    });
  });

  it("labels the choices in the language, their values the schema's English", () => {
    const { t } = enquiryWords("ms");
    expect(ageGroupChoices(t).map((c) => c.value)).toEqual([...ageGroups]);
    expect(ageGroupChoices(t)[2]).toEqual({ value: "50–59", label: "50–59 tahun" });
    expect(governmentTopicChoices(t).map((c) => c.value)).toEqual([...governmentTopics]);
  });
});
