// Public server entry of the events feature.
export { myEventRegistrations, nextPublishedEvent, sitemapEvents, type MyEventRegistration } from "./events.server";
export { fillFreeSeats } from "./seats.server";
export { tellOfEventChange, toldOfChanges, type EventChange } from "./changes.server";
export { manageUrl } from "./token.server";
export { sendDueReminders, startReminderJob } from "./reminders.server";
