import type { EnquiryKind } from "#db/schema";
import type { Email } from "~/lib/email/outbox.server";
import { formatSgDateTime } from "~/lib/singapore-date";
import { enquiryKindLabels, governmentReplyPromise } from "./enquiry-options";
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

/**
 * To the person who wrote. Only the choices they made are repeated, never what they typed: the
 * address is not yet proven to be theirs, so this must not carry a stranger's words (as ADR 0010).
 */
export function enquiryAcknowledgementEmail(e: EnquiryDetails, contactEmail: string): Email {
  if (e.kind === "government")
    return {
      to: e.email,
      subject: "We have received your enquiry to RID-CRC",
      text: `${greeting(e.fullName)}

Thank you for contacting RID-CRC about working together. A member of our team will reply ${governmentReplyPromise}.

Your enquiry is about: ${e.topic}

We use your details only to reply to this enquiry. If you did not send it, write to us at ${contactEmail} and we will delete it.`,
    };
  return {
    to: e.email,
    subject: "We have received your interest in clinical trials",
    text: `${greeting(e.fullName)}

Thank you for your interest in colorectal cancer clinical trials. A trial coordinator from our team will contact you to talk about studies that may suit you.

You told us you are interested in: ${e.topic}

We do not share your details with any study team, hospital or sponsor without your consent. Taking part in a study is always your choice.

This e-mail is not medical advice. If you have symptoms such as blood in your stool, a change in your bowel habits that lasts, or weight loss you cannot explain, please see a doctor now rather than waiting for a trial. In an emergency, call 995.

If you did not send this, write to us at ${contactEmail} and we will delete your details.`,
  };
}

/** To the team (CONTACT_EMAIL): every field, and where to mark the enquiry handled. */
export function enquiryTeamEmail(e: EnquiryDetails, to: string, consoleUrl: string): Email {
  const who = e.kind === "government" ? `${e.organisation} (${e.fullName})` : e.fullName;
  const lines = [
    `Name: ${e.fullName}`,
    `Email: ${e.email}`,
    `Phone: ${e.phone ?? "not given"}`,
    ...(e.kind === "government" ? [`Agency: ${e.organisation}`, `Designation: ${e.designation}`] : []),
    ...(e.kind === "trial" ? [`Age group: ${e.ageGroup}`] : []),
    `${e.kind === "government" ? "Topic" : "Interested in"}: ${e.topic}`,
    `Message: ${e.message ?? "none"}`,
    `Agreed to be contacted: ${formatSgDateTime(e.consentedAt)} (Singapore time)`,
  ];
  const promise =
    e.kind === "government"
      ? `We told them the team replies ${governmentReplyPromise}.`
      : "We told them a trial coordinator will contact them, and that nothing is shared without their consent.";
  return {
    to,
    // Line breaks typed into a field never reach the subject line.
    subject: `New enquiry (${enquiryKindLabels[e.kind]}): ${who}`.replace(/\s+/g, " "),
    text: `Hello,

A new enquiry arrived through RID-CRC. ${promise}

${lines.join("\n")}

Mark it handled once someone has replied: ${consoleUrl}`,
  };
}
