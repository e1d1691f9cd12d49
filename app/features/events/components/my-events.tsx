import { Link } from "react-router";
import { RegistrationStatusBadge } from "./status-badge";

type MyEventsItem = {
  eventId: string;
  title: string;
  whenLabel: string;
  status: "registered" | "waitlisted" | "pending";
  href: string;
};

/** The champion dashboard's list of the person's upcoming events; labels come from the server. */
export function MyEvents({ registrations }: { registrations: MyEventsItem[] }) {
  if (registrations.length === 0) {
    return (
      <p className="text-muted">
        You're not registered for any upcoming event.{" "}
        <Link to="/upcoming-events" className="font-semibold text-brand-700 underline">
          See upcoming events
        </Link>
      </p>
    );
  }
  return (
    <ul className="divide-y divide-line">
      {registrations.map((r) => (
        <li key={r.eventId} className="flex flex-wrap items-center justify-between gap-2 py-3">
          <span>
            <Link to={r.href} className="font-semibold text-brand-700 underline">
              {r.title}
            </Link>
            <span className="block text-sm text-muted">{r.whenLabel}</span>
          </span>
          <RegistrationStatusBadge status={r.status} />
        </li>
      ))}
    </ul>
  );
}
