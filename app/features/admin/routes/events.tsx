import type { Route } from "./+types/events";
import { ConsoleFrame } from "../components/console-frame";
import { ConsoleTable, cellClass } from "../components/console-table";
import { consoleUser } from "../console.server";
import { consoleEvents } from "../events.server";

export const meta: Route.MetaFunction = () => [
  { title: "Events · RID-CRC console" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  const { viewer } = await consoleUser(request);
  return { viewer, ...(await consoleEvents()) };
}

const columns = ["Date", "Event", "Type", "Where", "Published", "Registrations"];

export default function ConsoleEvents({ loaderData }: Route.ComponentProps) {
  const { viewer, total, published, events: rows } = loaderData;
  return (
    <ConsoleFrame
      viewer={viewer}
      title="Events"
      intro="Every event in the calendar, newest date first. Creating, editing and cancelling events comes with the events work (issue #15); the public list is at /upcoming-events."
    >
      <p className="mb-4 font-semibold text-ink">
        {total} event(s), {published} published.
      </p>
      {rows.length === 0 ? (
        <p className="text-muted">No events yet.</p>
      ) : (
        <ConsoleTable caption="Events, newest date first" columns={columns}>
          {rows.map((e) => (
            <tr key={e.id} className="border-t border-line">
              <td className={`${cellClass} whitespace-nowrap`}>
                {e.when}
                {e.time ? <span className="block text-muted">{e.time}</span> : null}
                {e.past ? <span className="block text-xs text-muted">Past</span> : null}
              </td>
              <td className={`${cellClass} font-semibold`}>{e.title}</td>
              <td className={cellClass}>{e.type}</td>
              <td className={cellClass}>{e.isVirtual ? "Online" : (e.location ?? "—")}</td>
              <td className={cellClass}>{e.published ? "Yes" : "No"}</td>
              <td className={`${cellClass} tabular-nums`}>
                {e.registrations}
                {e.maxAttendees ? ` of ${e.maxAttendees}` : ""}
              </td>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </ConsoleFrame>
  );
}
