import type { Email } from "~/lib/email/outbox.server";
import { emailDate, emailGreeting, emailT, linkInLanguage } from "~/lib/email/words.server";
import { defaultLang, type Lang } from "~/lib/i18n/languages";
import type { TimeSlot } from "./options";

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
 * The request as the one who follows it up reads it, in their language: a partner account's
 * (issue 27: users.language), or English for the team. `followUp` says what to do next: a partner
 * account updates its dashboard; the team handles requests no partner account receives. The
 * requester's own words (name, message) and the clinic's name as given.
 */
function notification(r: Details, to: string, followUp: string, change: "updated" | undefined, lang: Lang): Email {
  const t = emailT(lang);
  const what = t(`appointmentNotice.${change ?? "new"}.subject`);
  const lines = [
    t("appointmentNotice.name", { name: r.name }),
    t("appointmentNotice.email", { email: r.email }),
    t("appointment.phone", { phone: r.phone }),
    t("appointment.clinic", { clinic: r.clinic }),
    t("appointment.date", { date: emailDate(r.preferredDate, lang) }),
    t("appointment.time", { time: t(`appointment.${r.preferredTime}`) }),
    ...(r.message ? [t("appointmentNotice.message", { message: r.message })] : []),
  ];
  return {
    lang,
    to,
    subject: r.advice ? t("appointmentNotice.symptomsSubject", { subject: what }) : what,
    text: `${emailGreeting(t)}
${r.advice ? `\n${t("appointmentNotice.symptoms")}\n` : ""}
${t(`appointmentNotice.${change ?? "new"}.intro`, { clinic: r.clinic })}

${lines.join("\n")}

${followUp}`,
  };
}

/** The partner account that manages the chosen directory entry, and the language it reads (issue 27). */
type Partner = { email: string; lang: Lang };

/** To the clinic or specialist whose partner account manages the chosen directory entry, in its language. */
// `change`: the requester corrected a request not yet acted on (issue 29), and it is sent again, whole.
export function appointmentNotificationEmail(
  r: Details,
  partner: Partner,
  dashboardUrl: string,
  change?: "updated",
): Email {
  const t = emailT(partner.lang);
  const url = linkInLanguage(dashboardUrl, partner.lang);
  return notification(r, partner.email, t("appointmentNotice.followUp", { url }), change, partner.lang);
}

/**
 * To the movement's team (CONTACT_EMAIL) when no partner account receives the request (a panel
 * clinic, a typed clinic name, a clinic without an account): the promise of a call within one
 * business day is kept by a person, never by nobody. In English, the team's language.
 */
export function appointmentTeamEmail(r: Details, to: string, change?: "updated"): Email {
  return notification(
    r,
    to,
    "No partner account receives requests for this clinic: please contact the requester within 1 business day and arrange the screening with the clinic.",
    change,
    defaultLang,
  );
}

/**
 * The requester withdrew a request the clinic had not yet acted on: whoever was told of it hears
 * so, the clinic in its language, the team in English.
 */
export function appointmentWithdrawnEmail(
  r: Pick<Details, "name" | "clinic" | "preferredDate" | "preferredTime">,
  to: Partner,
): Email {
  const t = emailT(to.lang);
  return {
    lang: to.lang,
    to: to.email,
    subject: t("appointmentNotice.withdrawn.subject"),
    text: t("appointmentNotice.withdrawn.body", {
      greeting: emailGreeting(t),
      name: r.name,
      clinic: r.clinic,
      date: emailDate(r.preferredDate, to.lang),
      time: t(`appointment.${r.preferredTime}`),
    }),
  };
}
