import { Link } from "~/ui/link";
import { PanelList } from "~/ui/panel-list";
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
  return (
    <PanelList
      items={registrations}
      empty={{
        text: "You're not registered for any upcoming event.",
        to: "/upcoming-events",
        link: "See upcoming events",
      }}
    >
      {(r) => (
        <li key={r.eventId} className="flex flex-wrap items-center justify-between gap-2 py-3">
          <span>
            <Link to={r.href} className="font-semibold text-brand-700 underline">
              {r.title}
            </Link>
            <span className="block text-sm text-muted">{r.whenLabel}</span>
          </span>
          <RegistrationStatusBadge status={r.status} />
        </li>
      )}
    </PanelList>
  );
}
