import type { Email } from "~/lib/email/outbox.server";
import { greeting } from "~/lib/email/greeting";
import { formatSgDate } from "~/lib/text/singapore-date";
import { stateAdvice } from "../messages";
import type { ScreeningState } from "../rules";
import { listUnsubscribeHeaders } from "~/lib/email/one-click";

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
};

/** The subject and the opening sentence of each step (the steps are the rule table's). */
function wording(m: ReminderMail): { subject: string; opening: string } {
  const due = m.dueOn ? formatSgDate(m.dueOn) : "";
  switch (m.step) {
    case "before":
      return {
        subject: `Your next colorectal screening is due on ${due}`,
        opening: `Your next colorectal cancer screening is due on ${due}, in about a month.`,
      };
    case "due":
      return {
        subject: "Your colorectal screening is due today",
        opening: `Your next colorectal cancer screening is due today, ${due}.`,
      };
    case "after":
      return {
        subject: "Your colorectal screening is overdue",
        opening: `Your colorectal cancer screening was due on ${due}, and no newer test is on your record.`,
      };
    default:
      return {
        subject: "Have you booked your colonoscopy?",
        opening:
          "Your record shows a positive result and no colonoscopy after it. A positive result does not mean cancer, but it does need a colonoscopy.",
      };
  }
}

/** One reminder: what is due, the next step, the record, the calendar file and the one-click stop. */
export function screeningReminderEmail(m: ReminderMail): Email {
  const { subject, opening } = wording(m);
  const calendar = m.dueOn ? `\n\nAdd the date to your calendar:\n${m.calendarUrl}` : "";
  return {
    to: m.to,
    subject,
    text: `${greeting(m.name)}

${opening}

${stateAdvice[m.state]}

Your screening record (to add a new test or change one):
${m.recordUrl}${calendar}

You get this e-mail because reminders are on in your screening record. To stop them, one click is enough:
${m.optOutUrl}`,
    // Mail programs show their own "Unsubscribe", which stops the reminders in one press (RFC 8058).
    headers: listUnsubscribeHeaders(m.optOutUrl),
  };
}

/** The double opt-in of a visitor's due-date reminder: nothing else is sent until it is confirmed. */
export function anonymousConfirmEmail(m: { to: string; dueOn: string; manageUrl: string }): Email {
  return {
    to: m.to,
    subject: "Confirm your screening reminder",
    text: `${greeting()}

Someone (we hope you) asked RID-CRC to remind this address when a colorectal cancer screening is due, on ${formatSgDate(m.dueOn)}.

To confirm, open this link and press "Confirm my reminder":
${m.manageUrl}

If it was not you, do nothing: without confirmation we send nothing more and delete the address within 7 days. The same link removes the reminder at any time.`,
  };
}

/** The one reminder a visitor asked for; the address is deleted as this is queued. */
export function anonymousReminderEmail(m: { to: string; dueOn: string; findClinicUrl: string }): Email {
  return {
    to: m.to,
    subject: "Your colorectal screening is due",
    text: `${greeting()}

You asked us to remind you: your colorectal cancer screening is due today, ${formatSgDate(m.dueOn)}.

A FIT kit from a GP clinic is the easy first step. Find a clinic near you:
${m.findClinicUrl}

This is the only reminder we send: your address has now been deleted from our records, so there is nothing to unsubscribe from.`,
  };
}
