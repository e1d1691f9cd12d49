// Public server entry of the screening feature (issue 26): the record, its reminders, the console's totals.
export { screeningTile, type StateView } from "./record/record-route.server";
export { startScreeningReminderJob } from "./reminders/reminders.server";
export { screeningTotals, type ScreeningTotals } from "./console/totals.server";
