import { describe, expect, it } from "vitest";
import { dateIn } from "~/lib/i18n/dates";
import { languages, type Lang } from "~/lib/i18n/languages";
import { emailWord, expectInLanguage } from "../../../../tests/support/email-words";
import { appointmentNotificationEmail, appointmentTeamEmail, appointmentWithdrawnEmail } from "./emails";

// Issue 27: what a GP clinic or a specialist is told of a request, in its account's language.

const request = {
  name: "Siti Rahmat",
  email: "siti@example.sg",
  phone: "+65 9123 4567",
  clinic: "Tampines Family Clinic",
  preferredDate: "2026-12-04",
  preferredTime: "morning" as const,
  message: "I am 52 and have never been screened.",
  advice: null,
};
const kept = [request.name, request.clinic, request.phone, request.message];
const dashboard = "http://localhost:3000/dashboard/gp-clinic";

describe.each(languages)("the clinic's e-mails in %s", (lang: Lang) => {
  const partner = { email: "clinic@example.sg", lang };

  it("a new request: the requester's details, the date by Intl, the slot in the language, the dashboard in the language", () => {
    const mail = appointmentNotificationEmail(request, partner, dashboard);
    expectInLanguage(
      mail,
      lang,
      {
        subject: "appointmentNotice.new.subject",
        body: [
          "appointmentNotice.new.intro",
          "appointmentNotice.name",
          "appointmentNotice.email",
          "appointmentNotice.message",
          "appointmentNotice.followUp",
          "appointment.clinic",
          "appointment.morning",
        ],
      },
      kept,
    );
    expect(mail.subject).toBe(emailWord(lang, "appointmentNotice.new.subject"));
    expect(mail.text).toContain(dateIn(lang, request.preferredDate, lang === "en" ? "short" : "long"));
    expect(mail.text).toContain(request.message);
    expect(mail.text).toContain(`http://localhost:3000${lang === "en" ? "" : `/${lang}`}/dashboard/gp-clinic`);
  });

  it("a corrected request that mentions symptoms says so first, in the subject too", () => {
    const mail = appointmentNotificationEmail(
      { ...request, advice: { text: "See a doctor." } },
      partner,
      dashboard,
      "updated",
    );
    expectInLanguage(
      mail,
      lang,
      {
        subject: "appointmentNotice.symptomsSubject",
        body: ["appointmentNotice.updated.intro", "appointmentNotice.symptoms"],
      },
      kept,
    );
    expect(mail.subject).toContain(emailWord(lang, "appointmentNotice.updated.subject"));
    // The advice the requester was given is theirs; the clinic reads only that symptoms are mentioned.
    expect(mail.text).not.toContain("See a doctor.");
  });

  it("a withdrawn request", () => {
    const mail = appointmentWithdrawnEmail(request, partner);
    expectInLanguage(
      mail,
      lang,
      {
        subject: "appointmentNotice.withdrawn.subject",
        body: ["appointmentNotice.withdrawn.body", "appointment.morning"],
      },
      kept,
    );
  });
});

describe("the team's copy of a request", () => {
  it("stays English: the team reads the console's language", () => {
    const mail = appointmentTeamEmail(request, "team@example.sg");
    expect(mail.lang).toBe("en");
    expect(mail.subject).toBe("New screening appointment request");
    expect(mail.text).toContain("Preferred date: 4 Dec 2026\nPreferred time: Morning (9AM-12PM)");
    expect(mail.text).toContain("No partner account receives requests for this clinic");
  });
});
