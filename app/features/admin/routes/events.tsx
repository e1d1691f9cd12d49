import { Link } from "react-router";
import type { Route } from "./+types/events";
import { ButtonLink } from "~/ui/button";
import { ConsolePage } from "../components/console-frame";
import { ConsoleTable, cellClass } from "../components/console-table";
import { EventStatusBadge } from "../components/event-status-badge";
import { eventsListPage } from "~/features/events/index.server";

export const meta: Route.MetaFunction = () => [
  { title: "Events · RID-CRC console" },
  { name: "robots", content: "noindex" },
];

export const loader = ({ request }: Route.LoaderArgs) => eventsListPage(request);

const columns = ["When (Singapore time)", "Event", "Type", "Status", "Registered", "Waitlist"];

export default function ConsoleEvents({ loaderData }: Route.ComponentProps) {
  const { counts, events: rows } = loaderData;
  const figures = [
    ["Upcoming", counts.upcoming],
    ["Published", counts.published],
    ["Drafts", counts.drafts],
    ["Cancelled", counts.cancelled],
    ["All events", counts.total],
  ] as const;
  return (
    <ConsolePage
      title="Events"
      intro="Upcoming events first (soonest first), then past ones. A new event is a draft until you publish it; published events are listed on /upcoming-events."
      actions={<ButtonLink to="/admin/events/new">New event</ButtonLink>}
    >
      <dl className="mb-6 flex flex-wrap gap-3">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-2xl border border-line bg-white px-4 py-3">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="text-2xl font-bold text-brand-900 tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {rows.length === 0 ? (
        <p className="text-muted">No events yet. Create the first with “New event”.</p>
      ) : (
        <ConsoleTable caption="Events: upcoming first, then past" columns={columns}>
          {rows.map((e) => (
            <tr key={e.id} className="border-t border-line" data-testid="event-row">
              <td className={`${cellClass} whitespace-nowrap`}>
                {e.when}
                {e.past ? <span className="block text-xs text-muted">Past</span> : null}
              </td>
              <td className={cellClass}>
                <Link to={`/admin/events/${e.id}`} className="font-semibold text-brand-700 underline">
                  {e.title}
                </Link>
                <span className="block text-xs text-muted">
                  {e.isVirtual ? "Online" : (e.location ?? "")}
                  {e.featured ? " · Featured" : ""}
                  {e.isSample ? " · Sample" : ""}
                </span>
              </td>
              <td className={cellClass}>{e.type}</td>
              <td className={cellClass}>
                <EventStatusBadge status={e.status} />
              </td>
              <td className={`${cellClass} tabular-nums`}>
                {e.registrationUrl ? (
                  "Elsewhere"
                ) : (
                  <Link to={`/admin/events/${e.id}/registrations`} className="text-brand-700 underline">
                    {e.registered}
                    {e.maxAttendees === null ? " (no limit)" : ` of ${e.maxAttendees}`}
                  </Link>
                )}
              </td>
              <td className={`${cellClass} tabular-nums`}>{e.waitlisted}</td>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </ConsolePage>
  );
}
