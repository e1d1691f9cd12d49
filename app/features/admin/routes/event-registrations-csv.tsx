import type { Route } from "./+types/event-registrations-csv";
import { registrationsCsvLoader } from "~/features/events/index.server";

/** /admin/events/:id/registrations.csv: the event's registrations and waitlist as a CSV file (no page of its own). */
export const loader = ({ request, params }: Route.LoaderArgs) => registrationsCsvLoader(request, params);
