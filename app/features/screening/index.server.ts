// Public server entry of the screening feature (issue 26): the checker at /get-screened and the
// costs page, the record, its reminders, the console's totals.
export { checkerPage, type CheckerPage } from "./checker/checker.server";
export { screeningCostsPage } from "./checker/costs.server";
export { screeningTile, type StateView } from "./record/record-route.server";
export { startScreeningReminderJob } from "./reminders/reminders.server";
export { screeningTotals, type ScreeningTotals } from "./console/totals.server";
// "My consents" (issue 29, privacy): reminders on or off, in the caller's transaction.
export { setReminders } from "./record/record.server";
// Signed links without stored tokens, for the newsletter's double opt-in and one-click stop (issue 29).
export { signedToken, verifiedId } from "./tokens.server";
// An account's new address takes the reminders asked for with the old one (issue 29, privacy).
export { moveAnonymousReminders } from "./anonymous/anonymous.server";
