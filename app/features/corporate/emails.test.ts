import { describe, expect, it } from "vitest";
import { languages, type Lang } from "~/lib/i18n/languages";
import pledgeWords from "~/locales/en/pledges.json";
import msPledges from "~/locales/ms/pledges.json";
import taPledges from "~/locales/ta/pledges.json";
import zhPledges from "~/locales/zh/pledges.json";
import { expectInLanguage } from "../../../tests/support/email-words";
import { pledgeApprovedEmail, pledgeDeclinedEmail } from "./emails";

// Issue 27: the company's contact hears of the team's decision on a pledge in the account's language.

const tiersIn = { en: pledgeWords, zh: zhPledges, ms: msPledges, ta: taPledges };
const company = "Tan Holdings Pte Ltd";
const contact = "Mr Tan Ah Kow";
const reason = "The amount was entered twice by mistake.";
const dashboard = "http://localhost:3000/dashboard/corporate";
const prefix = (lang: Lang) => (lang === "en" ? "" : `/${lang}`);

describe.each(languages)("the pledge e-mails in %s", (lang) => {
  it("approved: the amounts, the tests counted by Intl and the tier's name in the language", () => {
    const facts = { companyName: company, pledge: 50000, total: 120000, tests: 1200, tierName: "Platinum Champion" };
    const mail = pledgeApprovedEmail("csr@example.sg", contact, facts, dashboard, lang);
    expectInLanguage(mail, lang, { subject: "pledge.approved.subject", body: ["pledge.approved.body"] }, [
      company,
      contact,
    ]);
    expect(mail.text).toContain("S$50,000");
    expect(mail.text).toContain("S$120,000");
    expect(mail.text).toContain(new Intl.NumberFormat(lang).format(1200));
    expect(mail.text).toContain(tiersIn[lang].champion.platinum);
    expect(mail.text).toContain(`http://localhost:3000${prefix(lang)}/dashboard/corporate`);
  });

  it("declined: below every tier in the language, the team's reason as written", () => {
    const facts = { companyName: company, pledge: 500, tests: 5, tierName: null };
    const mail = pledgeDeclinedEmail("csr@example.sg", contact, facts, reason, dashboard, lang);
    expectInLanguage(mail, lang, { subject: "pledge.declined.subject", body: ["pledge.declined.body"] }, [
      company,
      contact,
      reason,
    ]);
    expect(mail.text).toContain(reason);
  });
});

describe("the pledge e-mails in English keep their words", () => {
  it("approved", () => {
    const facts = { companyName: company, pledge: 50000, total: 120000, tests: 1200, tierName: "Platinum Champion" };
    expect(pledgeApprovedEmail("csr@example.sg", contact, facts, dashboard).text).toBe(`Hello Mr Tan Ah Kow,

Thank you! Our team has approved Tan Holdings Pte Ltd's pledge of S$50,000. Your approved pledges now come to S$120,000 in all, funding 1,200 screening tests (Platinum Champion). Your dashboard now shows its impact: ${dashboard}

With thanks,
The RID-CRC team`);
  });
});
