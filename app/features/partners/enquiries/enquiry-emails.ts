import type { EnquiryKind } from "#db/schema";
import type { Email } from "~/lib/email/outbox.server";
import { formatSgDateTime } from "~/lib/text/singapore-date";
import { emailGreeting, emailT } from "~/lib/email/words.server";
import type { Lang } from "~/lib/i18n/languages";
import { contactReplyPromise, enquiryKindLabels, governmentReplyPromise } from "./enquiry-options";
import { enquiryWords, governmentTopicChoices, trialInterestChoices } from "./enquiry-words.server";

/** An enquiry as stored: what both e-mails are written from. */
export type EnquiryDetails = {
  kind: EnquiryKind;
  fullName: string;
  email: string;
  phone: string | null;
  organisation: string | null;
  designation: string | null;
  topic: string;
  ageGroup: string | null;
  message: string | null;
  consentedAt: Date;
};

/**
 * To the person who wrote, in the page's language when they sent it (issue 27; "email" namespace's
 * `enquiry` group). Only the choices they made are repeated, never what they typed: the address is
 * not yet proven to be theirs, so this must not carry a stranger's words (as ADR 0010). A choice is
 * stored as the schema's English value and named here by its label in the language.
 */
export function enquiryAcknowledgementEmail(e: EnquiryDetails, contactEmail: string, lang: Lang): Email {
  const t = emailT(lang);
  const choices = enquiryWords(lang).t;
  const topic =
    e.kind === "government" || e.kind === "trial"
      ? ((e.kind === "government" ? governmentTopicChoices : trialInterestChoices)(choices).find(
          (c) => c.value === e.topic,
        )?.label ?? e.topic)
      : e.topic;
  return {
    lang,
    to: e.email,
    subject: t(`enquiry.${e.kind}.subject`),
    text: t(`enquiry.${e.kind}.body`, {
      greeting: emailGreeting(t, e.fullName),
      topic,
      contact: contactEmail,
      notYou: t("enquiry.notYou", { contact: contactEmail }),
      // Someone may write about symptoms: the reply sends them to a doctor, not to wait for us or a trial.
      notAdvice: t(e.kind === "trial" ? "enquiry.notAdviceTrial" : "enquiry.notAdvice"),
    }),
  };
}

/** To the team (CONTACT_EMAIL): every field, and where to mark the enquiry handled. */
export function enquiryTeamEmail(e: EnquiryDetails, to: string, consoleUrl: string): Email {
  const who = e.kind === "government" ? `${e.organisation} (${e.fullName})` : e.fullName;
  const lines = [
    `Name: ${e.fullName}`,
    `Email: ${e.email}`,
    ...(e.kind === "government" || e.kind === "trial" ? [`Phone: ${e.phone ?? "not given"}`] : []),
    ...teamLines[e.kind](e),
    `${e.kind === "nomination" ? "Why" : "Message"}: ${e.message ?? "none"}`,
    `Agreed to be contacted: ${formatSgDateTime(e.consentedAt)} (Singapore time)`,
  ];
  return {
    to,
    // Line breaks typed into a field never reach the subject line.
    subject: `New enquiry (${enquiryKindLabels[e.kind]}): ${who}`.replace(/\s+/g, " "),
    text: `Hello,

A new enquiry arrived through RID-CRC. ${promises[e.kind]}

${lines.join("\n")}

Mark it handled once someone has replied: ${consoleUrl}`,
  };
}

/** Each kind's own fields in the team's copy, after who wrote. */
const teamLines: Record<EnquiryKind, (e: EnquiryDetails) => string[]> = {
  government: (e) => [`Agency: ${e.organisation}`, `Designation: ${e.designation}`, `Topic: ${e.topic}`],
  trial: (e) => [`Age group: ${e.ageGroup}`, `Interested in: ${e.topic}`],
  contact: () => [],
  nomination: (e) => [`Clinician nominated: ${e.topic}`, `Clinic or hospital: ${e.organisation}`],
};

/** What the person was told, so whoever replies keeps the promise. */
const promises: Record<EnquiryKind, string> = {
  government: `We told them the team replies ${governmentReplyPromise}.`,
  trial: "We told them a trial coordinator will contact them, and that nothing is shared without their consent.",
  contact: `We told them the team replies ${contactReplyPromise}.`,
  nomination: "We told them the team will look at the nomination and may write to them with questions.",
};
