import { describe, expect, it } from "vitest";
import { pledgeApprovedEmail, pledgeDeclinedEmail } from "./emails";

describe("the pledge decision e-mails to the company's contact (issue 27)", () => {
  const facts = { companyName: "Lim Trading Pte Ltd", pledge: 50_000, tests: 1_014, tierName: "Diamond Champion" };

  it("English says what it always said", () => {
    const mail = pledgeApprovedEmail("c@example.sg", "Lim Ah Kow", { ...facts, total: 50_000 }, "https://x/d", "en");
    expect(mail.subject).toBe("Your RID-CRC pledge is approved");
    expect(mail.text).toContain(
      "Thank you! Our team has approved Lim Trading Pte Ltd's pledge of S$50,000. Your approved pledges now come to S$50,000 in all, funding 1,014 screening tests (Diamond Champion).",
    );
    expect(mail.text.startsWith("Hello Lim Ah Kow,")).toBe(true);
  });

  it("Tamil and Chinese: the contact's language, the figures by Intl, the team's reason as written", () => {
    const ta = pledgeApprovedEmail("c@example.sg", "முருகன்", { ...facts, total: 56_000 }, "https://x/d", "ta");
    expect(ta.lang).toBe("ta");
    expect(ta.subject).toBe("உங்கள் RID-CRC உறுதிமொழி ஏற்கப்பட்டது");
    expect(ta.text).toContain("S$56,000");
    expect(ta.text).toContain("1,014 பரிசோதனைகளுக்கு");
    expect(ta.text).toContain("வைர வெற்றியாளர்");
    const zh = pledgeDeclinedEmail(
      "c@example.sg",
      null,
      { ...facts, tierName: null },
      "Please call us first.",
      "https://x/d",
      "zh",
    );
    expect(zh.subject).toBe("关于您在 RID-CRC 的认捐");
    expect(zh.text).toContain("感谢Lim Trading Pte Ltd认捐 S$50,000。");
    expect(zh.text).toContain("\n\nPlease call us first.\n\n");
  });
});
