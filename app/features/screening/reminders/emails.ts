import type { Email } from "~/lib/email/outbox.server";
import { emailDate, emailGreeting, emailT, linkInLanguage } from "~/lib/email/words.server";
import type { Lang } from "~/lib/i18n/languages";
import type { ScreeningState } from "../rules";
import { listUnsubscribeHeaders } from "~/lib/email/one-click";

/**
 * The screening reminders in the person's language (issue 27; the "email" namespace's `screening`
 * group): a Champion's account language, or the page's when a visitor asked (stored on the row).
 */

/** What every screening reminder to a Champion carries: the date, where to act, how to stop. */
type ReminderMail = {
  to: string;
  name: string;
  step: string;
  state: ScreeningState;
  dueOn: string | null;
  recordUrl: string;
  calendarUrl: string;
  optOutUrl: string;
  lang: Lang;
};

/** Each step's group (the steps are the rule table's); any other is a positive result's. */
const stepGroups: Record<string, string> = { before: "before", due: "due", after: "after" };

/** The state's advice under email.json's `screening.advice` (the record page says it too). */
export const adviceKeys: Record<ScreeningState, string> = {
  "first-test": "firstTest",
  "due-now": "dueNow",
  "due-on": "dueOn",
  "book-colonoscopy": "bookColonoscopy",
  "check-result": "checkResult",
  "ask-doctor": "askDoctor",
};

/** One reminder: what is due, the next step, the record, the calendar file and the one-click stop. */
export function screeningReminderEmail(m: ReminderMail): Email {
  const t = emailT(m.lang);
  const group = `screening.${stepGroups[m.step] ?? "colonoscopy"}`;
  const due = m.dueOn ? emailDate(m.dueOn, m.lang) : "";
  return {
    lang: m.lang,
    to: m.to,
    subject: t(`${group}.subject`, { due }),
    text: t("screening.body", {
      greeting: emailGreeting(t, m.name),
      opening: t(`${group}.opening`, { due }),
      advice: t(`screening.advice.${adviceKeys[m.state]}`),
      recordUrl: linkInLanguage(m.recordUrl, m.lang),
      // The calendar file is one address in every language (ADR 0027: files stay outside the language).
      calendar: m.dueOn ? t("screening.calendar", { url: m.calendarUrl }) : "",
      optOutUrl: m.optOutUrl,
    }),
    // Mail programs show their own "Unsubscribe", which stops the reminders in one press (RFC 8058).
    headers: listUnsubscribeHeaders(m.optOutUrl),
  };
}

/** The double opt-in of a visitor's due-date reminder: nothing else is sent until it is confirmed. */
export function anonymousConfirmEmail(m: { to: string; dueOn: string; manageUrl: string; lang: Lang }): Email {
  const t = emailT(m.lang);
  return {
    lang: m.lang,
    to: m.to,
    subject: t("screening.anonymousConfirm.subject"),
    text: t("screening.anonymousConfirm.body", {
      greeting: emailGreeting(t),
      due: emailDate(m.dueOn, m.lang),
      url: linkInLanguage(m.manageUrl, m.lang),
    }),
  };
}

/** The one reminder a visitor asked for; the address is deleted as this is queued. */
export function anonymousReminderEmail(m: { to: string; dueOn: string; findClinicUrl: string; lang: Lang }): Email {
  const t = emailT(m.lang);
  return {
    lang: m.lang,
    to: m.to,
    subject: t("screening.anonymousReminder.subject"),
    text: t("screening.anonymousReminder.body", {
      greeting: emailGreeting(t),
      due: emailDate(m.dueOn, m.lang),
      url: linkInLanguage(m.findClinicUrl, m.lang),
    }),
  };
}
