import { formatSgDate } from "~/lib/text/singapore-date";
import type { NextScreening, ScreeningState, TestKind, TestResult } from "./rules";

/** Every sentence of the screening record and its reminders, in one place. */

export const kindLabels: Record<TestKind, string> = {
  fit: "FIT (stool test)",
  colonoscopy: "Colonoscopy",
  "blood-test": "Blood test",
};

export const resultLabels: Record<TestResult, string> = {
  negative: "Negative",
  positive: "Positive",
  unsure: "Not sure",
  normal: "Normal",
  "polyps-removed": "Polyps removed",
  other: "Other",
};

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

/** What to do next, one sentence per state. */
export const stateAdvice: Record<ScreeningState, string> = {
  "first-test":
    "Add the screening tests you have had (a FIT kit, a colonoscopy or a blood test) and we work out when the next one is due.",
  "due-now": "Collect a FIT kit from your clinic or book your screening: it is time.",
  "due-on": "You are up to date. We can remind you by e-mail before the date.",
  "book-colonoscopy":
    "A positive result does not mean cancer, but only a colonoscopy can find the cause: ask your clinic for a referral now, and do not repeat the stool test instead.",
  "check-result":
    "Ask the clinic that did your test for the result, then record it here so we can tell you when the next one is due.",
  "ask-doctor":
    "Your doctor sets when to look again after this result: record the interval they gave you and we work out the date.",
};

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
