import type { EnquiryKind } from "#db/schema";
import type { Email } from "~/lib/email/outbox.server";
import { formatSgDateTime } from "~/lib/text/singapore-date";
import { contactReplyPromise, enquiryKindLabels, governmentReplyPromise } from "./enquiry-options";
import { greeting } from "~/lib/email/greeting";

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

/** The safety line of the e-mails to people who may have symptoms (the trial and contact forms). */
const notMedicalAdvice = (instead: string) =>
  `This e-mail is not medical advice. If you have symptoms such as blood in your stool, a change in your bowel habits that lasts, or weight loss you cannot explain, please see a doctor now${instead}. In an emergency, call 995.`;

/**
 * To the person who wrote. Only the choices they made are repeated, never what they typed: the
 * address is not yet proven to be theirs, so this must not carry a stranger's words (as ADR 0010).
 */
export function enquiryAcknowledgementEmail(e: EnquiryDetails, contactEmail: string): Email {
  const notYou = `If you did not send it, write to us at ${contactEmail} and we will delete it.`;
  switch (e.kind) {
    case "government":
      return {
        to: e.email,
        subject: "We have received your enquiry to RID-CRC",
        text: `${greeting(e.fullName)}

Thank you for contacting RID-CRC about working together. A member of our team will reply ${governmentReplyPromise}.

Your enquiry is about: ${e.topic}

We use your details only to reply to this enquiry. ${notYou}`,
      };
    case "contact":
      return {
        to: e.email,
        subject: "We have received your message to RID-CRC",
        text: `${greeting(e.fullName)}

Thank you for writing to RID-CRC. A member of our team will reply ${contactReplyPromise}.

${notMedicalAdvice("")}

We use your details only to reply to your message. ${notYou}`,
      };
    case "nomination":
      return {
        to: e.email,
        subject: "Thank you for nominating a clinician to RID-CRC",
        text: `${greeting(e.fullName)}

Thank you for nominating a clinician to the RID-CRC movement. Our team will look at your nomination and may write to you if we have questions.

We use your details only for this nomination. ${notYou}`,
      };
    case "trial":
      return {
        to: e.email,
        subject: "We have received your interest in clinical trials",
        text: `${greeting(e.fullName)}

Thank you for your interest in colorectal cancer clinical trials. A trial coordinator from our team will contact you to talk about studies that may suit you.

You told us you are interested in: ${e.topic}

We do not share your details with any study team, hospital or sponsor without your consent. Taking part in a study is always your choice.

${notMedicalAdvice(" rather than waiting for a trial")}

If you did not send this, write to us at ${contactEmail} and we will delete your details.`,
      };
  }
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
