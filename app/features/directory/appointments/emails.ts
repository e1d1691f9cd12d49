import type { Email } from "~/lib/email/outbox.server";
import { emailDate, emailGreeting, emailT } from "~/lib/email/words.server";
import { defaultLang, type Lang } from "~/lib/i18n/languages";
import { formatSgDate } from "~/lib/text/singapore-date";
import { timeSlotLabel, type TimeSlot } from "./options";

type Details = {
  name: string;
  email: string;
  phone: string;
  clinic: string;
  preferredDate: string;
  preferredTime: TimeSlot;
  message: string | null;
  /** The safety rules' advice when the message describes symptoms (issue 23). */
  advice: { text: string } | null;
};

const detailLines = (r: Details) =>
  [
    `Clinic: ${r.clinic}`,
    `Preferred date: ${formatSgDate(r.preferredDate)}`,
    `Preferred time: ${timeSlotLabel(r.preferredTime)}`,
  ].join("\n");

/**
 * To the person who asked (spec content §2.2, §9: contact within 1 business day), in the language of
 * the page they asked on (issue 27). Their message is left out: the address is not yet proven to be
 * theirs, and this must not carry a stranger's words. The safety advice is the rules' own words.
 */
export function appointmentConfirmationEmail(r: Details, contactEmail: string, lang: Lang = defaultLang): Email {
  const t = emailT(lang);
  const details = [
    t("appointment.clinic", { clinic: r.clinic }),
    t("appointment.date", { date: emailDate(r.preferredDate, lang) }),
    t("appointment.time", { time: t(`appointment.${r.preferredTime}`) }),
    t("appointment.phone", { phone: r.phone }),
  ].join("\n");
  return {
    lang,
    to: r.email,
    subject: t("appointment.subject"),
    text: `${emailGreeting(t, r.name)}
${r.advice ? `\n${r.advice.text}\n` : ""}
${t("appointment.body")}

${t("appointment.yourRequest")}
${details}

${t("appointment.change", { contact: contactEmail })}

${t("appointment.notYou")}`,
  };
}

/**
 * The request as the one who follows it up reads it. `followUp` says what to do next: a partner
 * account updates its dashboard; the team handles requests no partner account receives.
 */
function notification(r: Details, to: string, followUp: string, change?: "updated"): Email {
  const what = change ? "Updated screening appointment request" : "New screening appointment request";
  return {
    to,
    subject: r.advice ? `${what} (mentions symptoms)` : what,
    text: `Hello,
${r.advice ? `\nThe requester's message mentions symptoms a doctor should see promptly. We told them to see a doctor soon (and to call 995 in an emergency); please contact them first.\n` : ""}
${change ? `The requester has corrected their screening appointment request for ${r.clinic}. It now reads:` : `A new screening appointment request for ${r.clinic} was made through RID-CRC. We told the requester they will be contacted within 1 business day.`}

Name: ${r.name}
Email: ${r.email}
Phone: ${r.phone}
${detailLines(r)}${r.message ? `\nMessage: ${r.message}` : ""}

${followUp}`,
  };
}

/** To the clinic or specialist whose partner account manages the chosen directory entry. */
// `change`: the requester corrected a request not yet acted on (issue 29), and it is sent again, whole.
export function appointmentNotificationEmail(r: Details, to: string, dashboardUrl: string, change?: "updated"): Email {
  return notification(r, to, `Mark it as contacted or closed on your dashboard:\n\n${dashboardUrl}`, change);
}

/**
 * To the movement's team (CONTACT_EMAIL) when no partner account receives the request (a panel
 * clinic, a typed clinic name, a clinic without an account): the promise of a call within one
 * business day is kept by a person, never by nobody.
 */
export function appointmentTeamEmail(r: Details, to: string, change?: "updated"): Email {
  return notification(
    r,
    to,
    "No partner account receives requests for this clinic: please contact the requester within 1 business day and arrange the screening with the clinic.",
    change,
  );
}

/** The requester withdrew a request the clinic had not yet acted on: whoever was told of it hears so. */
export function appointmentWithdrawnEmail(
  r: Pick<Details, "name" | "clinic" | "preferredDate" | "preferredTime">,
  to: string,
): Email {
  return {
    to,
    subject: "Screening appointment request withdrawn",
    text: `Hello,

${r.name} has withdrawn their screening appointment request for ${r.clinic} (preferred ${formatSgDate(r.preferredDate)}, ${timeSlotLabel(r.preferredTime)}). There is nothing more to do for it; it has been deleted.`,
  };
}
