// Public server entry of the events feature.
export { upcomingEventsPage, type UpcomingEvent } from "./events.server";
