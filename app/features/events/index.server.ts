// Public server entry of the events feature.
export { myEventRegistrations, nextPublishedEvent, sitemapEvents, type MyEventRegistration } from "./events.server";
export { toldOfChanges, type EventChange } from "./registration/changes.server";
export { sendDueReminders, startReminderJob } from "./registration/reminders.server";
// The console's event pages (/admin/events…): the events feature owns the events table's writes.
export {
  consoleEventAction,
  consoleEventPage,
  eventFormAction,
  eventsListPage,
  registrantEmailAction,
  registrationsCsvLoader,
  registrationsPage,
  type EventStatusData,
} from "./console/pages.server";
export type { eventFormSchema, registrantEmailSchema } from "./console/event-form.schema";
// The account's own registrations (issue 29): an account's new address takes them with it.
export { moveEventRegistrations } from "./registration/my-registrations.server";
