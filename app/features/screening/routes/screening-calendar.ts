import type { Route } from "./+types/screening-calendar";
import { screeningCalendar } from "../record/record-route.server";

/** GET /dashboard/screening/next.ics: the next due date as a calendar file. */
export function loader({ request }: Route.LoaderArgs) {
  return screeningCalendar(request);
}
