import type { Route } from "./+types/event-calendar";
import { eventCalendarFile } from "../event-page.server";

/** GET /upcoming-events/:id/calendar.ics: the event as an RFC 5545 file. */
export function loader({ params, request }: Route.LoaderArgs) {
  return eventCalendarFile(params.id, request);
}
