import type { Email } from "~/lib/email/outbox.server";
import { emailDateTime, emailGreeting, emailT, linkInLanguage } from "~/lib/email/words.server";
import { defaultLang, type Lang } from "~/lib/i18n/languages";
import type { T } from "~/lib/i18n/translate";
import type { EventRow } from "./event-row";

/**
 * What every registration e-mail says about the event and the person's place, in the person's
 * language (issue 27: the row's `language`, the page's when a visitor registered, the account's for
 * a signed-in person). The event's own title and place are the team's words, as written.
 */
export type RegistrationMail = {
  to: string;
  name: string;
  title: string;
  event: Pick<EventRow, "startsAt" | "endsAt" | "isVirtual" | "location">;
  eventUrl: string;
  manageUrl: string;
  /** A virtual event's join address: only the e-mails of a held seat carry it. */
  joinUrl: string | null;
  lang?: Lang;
};

type Kind = "registered" | "waitlisted" | "promoted" | "confirm" | "reminder" | "cancelled";

/** An event's dates in the language (Singapore time), as every e-mail about it writes them. */
export function eventWhen(t: T, event: Pick<EventRow, "startsAt" | "endsAt">, lang: Lang): string {
  const start = emailDateTime(event.startsAt, lang);
  return event.endsAt ? t("event.span", { start, end: emailDateTime(event.endsAt, lang) }) : start;
}

/** An event's place as the team typed it, or the language's "Online" / "To be announced". */
export const eventPlace = (t: T, event: Pick<EventRow, "isVirtual" | "location">) =>
  event.location?.trim() || t(event.isVirtual ? "event.online" : "event.toBeAnnounced");

/** The date, the place and the event page, with the join address for a seat of a virtual event. */
function details(t: T, m: RegistrationMail, lang: Lang, seat: boolean): string {
  const lines = t("event.details", {
    title: m.title,
    when: eventWhen(t, m.event, lang),
    place: eventPlace(t, m.event),
    url: linkInLanguage(m.eventUrl, lang),
  });
  return seat && m.joinUrl ? `${lines}\n${t("event.join", { url: m.joinUrl })}` : lines;
}

/** One registration e-mail: greeting, what happened, the event, and what the person can do next. */
function registrationEmail(kind: Kind, m: RegistrationMail, seat: boolean): Email {
  const lang = m.lang ?? defaultLang;
  const t = emailT(lang);
  const manage = linkInLanguage(m.manageUrl, lang);
  // Every e-mail but the cancellation ends with the manage link: it shows the place and lets the person cancel.
  const parts =
    kind === "reminder"
      ? [t("event.reminder.intro"), details(t, m, lang, seat), t("event.reminder.cancel", { url: manage })]
      : kind === "confirm"
        ? [
            t("event.confirm.intro"),
            details(t, m, lang, seat),
            t("event.confirm.action", { url: manage }),
            t("event.confirm.notYou"),
          ]
        : kind === "cancelled"
          ? [t("event.cancelled.intro"), details(t, m, lang, seat), t("event.cancelled.again")]
          : [t(`event.${kind}.intro`), details(t, m, lang, seat), t("event.manage", { url: manage })];
  return {
    lang,
    to: m.to,
    subject: t(`event.${kind}.subject`, { title: m.title }),
    text: [emailGreeting(t, m.name), ...parts].join("\n\n"),
  };
}

export const registeredEmail = (m: RegistrationMail): Email => registrationEmail("registered", m, true);
export const waitlistedEmail = (m: RegistrationMail): Email => registrationEmail("waitlisted", m, false);
export const promotedEmail = (m: RegistrationMail): Email => registrationEmail("promoted", m, true);
export const confirmEmail = (m: RegistrationMail): Email => registrationEmail("confirm", m, false);
export const reminderEmail = (m: RegistrationMail): Email => registrationEmail("reminder", m, true);
export const cancelledRegistrationEmail = (m: RegistrationMail): Email => registrationEmail("cancelled", m, false);
