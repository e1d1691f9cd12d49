import { formatSgDate } from "~/lib/text/singapore-date";
import type { NextScreening, ScreeningState } from "./rules";

/** The English the screening record writes; its pages say it in their language (screening.json `says.record`, dashboards.json `tiles`). */

/** The state of a record in plain words: the tile's line and the page's heading. */
export function stateHeadline(next: Pick<NextScreening, "state" | "dueOn">): string {
  const words: Record<ScreeningState, string> = {
    "first-test": "Record your first test",
    "due-now": "Your next screening is due now",
    "due-on": `Your next screening is due on ${next.dueOn ? formatSgDate(next.dueOn) : ""}`,
    "book-colonoscopy": "Book your colonoscopy now",
    "check-result": "Check your result with your clinic",
    "ask-doctor": "Ask your doctor when your next test is due",
  };
  return words[next.state];
}

export const recordMessages = {
  kindRequired: "Choose the kind of test",
  dateRequired: "Enter the date of the test",
  dateInvalid: "Enter a real date, for example 2026-03-15",
  dateFuture: "The date of the test cannot be in the future",
  dateTooEarly: "Enter a date from 1950 onwards",
  resultRequired: "Choose the result",
  resultWrongKind: "Choose one of the results of this kind of test",
  intervalInvalid: "Enter the interval in whole years, from 1 to 15",
  intervalNotForFit: "Leave the interval blank for a FIT: the next one is always due after a year",
  notFound: "That entry was not found. Nothing was changed.",
  added: "Your test was added.",
  updated: "Your test was updated.",
  deleted: "Your test was deleted.",
  remindersOn: "Reminders are on: we e-mail you before your next test is due.",
  remindersOff: "Reminders are off: we will not e-mail you about your screening.",
  chooseAction: "Choose what to do: add, change or delete a test.",
} as const;

/** The due date's calendar entry. */
export const reminderMessages = {
  linkInvalid: "This link is not valid. Please use the link in the latest e-mail we sent you.",
  optedOut: "You will get no more screening reminders. You can turn them on again on your screening record.",
  alreadyOptedOut: "You are already opted out: we send you no screening reminders.",
} as const;

export const anonymousMessages = {
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address.",
  dueOnInvalid: "This due date is not valid: please start again from the checker.",
  checkInbox:
    "Check your inbox: if the address is right, an e-mail is on its way. Press the button in it to confirm, and we send one reminder on your due date.",
  tooMany: "Too many requests from here. Please try again later.",
  linkInvalid: "This link is not valid. Please use the link in the e-mail we sent you.",
  confirmed: "Confirmed: we will send you one reminder on your due date, then forget your address.",
  alreadyConfirmed: "This reminder is already confirmed.",
  removed: "Removed: we will send you nothing, and your address is deleted.",
  alreadyRemoved: "There is no reminder here any more: it was removed or already sent. We will send you nothing.",
} as const;
