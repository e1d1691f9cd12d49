import { describe, expect, it } from "vitest";
import * as facts from "../../../content/facts.json";
import { languages, type Lang } from "~/lib/i18n/languages";
import { emailWord, expectInLanguage } from "../../../tests/support/email-words";
import { decisionEmail, partnerVerifyEmail } from "./emails";

// Issue 27: a partner's e-mails (the application received, the team's decisions) in the language
// of the page the applicant registered on, kept as the account's language.

const name = "Dr Ong Kah Seng";
const app = "http://localhost:3000";
const prefix = (lang: Lang) => (lang === "en" ? "" : `/${lang}`);
const hours = (lang: Lang) => new Intl.NumberFormat(lang).format(facts.partnerContactHours);

describe.each(languages)("the partner e-mails in %s", (lang) => {
  it("the application received: confirm the address, then the team's promise with the figures of facts.json", () => {
    const url = `${app}/api/auth/verify-email?token=abc&callbackURL=%2Fpartner-sign-in%3Fverified%3Dtrue`;
    const gp = partnerVerifyEmail("gp", { to: "clinic@example.sg", name, url, lang });
    expectInLanguage(
      gp,
      lang,
      { subject: "partner.verify.subject", body: ["partner.verify.body", "partner.verify.contact", "partner.kind.gp"] },
      [name],
    );
    expect(gp.text).toContain(hours(lang));
    // better-auth's link keeps its one address; the page it leads to afterwards is in the language.
    expect(gp.text).toContain(`callbackURL=${encodeURIComponent(`${prefix(lang)}/partner-sign-in`)}`);

    const corporate = partnerVerifyEmail("corporate", { to: "csr@example.sg", name, url, lang });
    expectInLanguage(
      corporate,
      lang,
      { subject: "partner.verify.subject", body: ["partner.verify.proposal", "partner.kind.corporate"] },
      [name],
    );
    const [low, high] = facts.corporateFollowUpText.match(/\d+/g)!;
    expect(corporate.text).toContain(`${low}-${high}`);
  });

  it.each(["approve", "request_info", "reject", "suspend", "reinstate", "accept_changes", "decline_changes"] as const)(
    "the team's decision %s, with the team's words as written and the dashboard in the language",
    (decision) => {
      const message = decision === "approve" || decision === "reinstate" ? null : "Please send your SMC certificate.";
      const url = `${app}/dashboard/specialist`;
      const mail = decisionEmail(decision, { to: "dr@example.sg", name, kind: "specialist", message, url, lang });
      const extra = { approve: ["partner.approve.listed"], reinstate: ["partner.reinstate.listed"] } as Record<
        string,
        string[]
      >;
      expectInLanguage(
        mail,
        lang,
        { subject: `partner.${decision}.subject`, body: [`partner.${decision}.body`, ...(extra[decision] ?? [])] },
        [name, ...(message ? [message] : [])],
      );
      expect(mail.text).toContain(`${app}${prefix(lang)}/dashboard/specialist`);
      // The decisions whose words have a place for the team's message show it.
      if (emailWord(lang, `partner.${decision}.body`).includes("{{quoted}}")) expect(mail.text).toContain(message);
    },
  );

  it("a company approved or reinstated is promised its proposal, not a directory listing", () => {
    const url = `${app}/dashboard/corporate`;
    const approved = decisionEmail("approve", {
      to: "c@example.sg",
      name,
      kind: "corporate",
      message: null,
      url,
      lang,
    });
    expect(approved.text).toContain(emailWord(lang, "partner.kind.corporate"));
    expect(approved.text).not.toContain(emailWord(lang, "partner.approve.listed"));
    const reinstated = decisionEmail("reinstate", {
      to: "c@example.sg",
      name,
      kind: "corporate",
      message: null,
      url,
      lang,
    });
    expect(reinstated.text).not.toContain(emailWord(lang, "partner.reinstate.listed").split("{{kind}}")[1]!.trim());
  });
});

describe("the partner e-mails in English keep their words", () => {
  it("the decision to ask for more information", () => {
    const mail = decisionEmail("request_info", {
      to: "dr@example.sg",
      name,
      kind: "gp",
      message: "Which days are you open?",
      url: `${app}/dashboard/gp-clinic`,
    });
    expect(mail).toEqual({
      lang: "en",
      to: "dr@example.sg",
      subject: "RID-CRC needs a little more information about your application",
      text: `Hello Dr Ong Kah Seng,

Thank you for applying to join RID-CRC as a GP clinic. Before we can decide, our team asks:

"Which days are you open?"

Please sign in and answer on your application page: ${app}/dashboard/gp-clinic`,
    });
  });
});
