import type { Route } from "./+types/my-appointments";
import { Container } from "~/ui/container";
import { Link } from "~/ui/link";
import { PageHeader } from "~/ui/page-header";
import { noReact } from "~/lib/http/page-scripts";
import { myAppointmentsPage } from "../appointments/my-requests.server";
import { appointmentMessages as m } from "../appointments/messages";

// A list of links: no JavaScript needed (ADR 0024).
export const handle = noReact;

export const meta: Route.MetaFunction = () => [
  { title: `${m.mineTitle} · RID-CRC` },
  { name: "robots", content: "noindex" },
];

export const loader = ({ request }: Route.LoaderArgs) => myAppointmentsPage(request);

/** The signed-in person's appointment requests (issue 29): each pending one opens to be corrected or withdrawn. */
export default function MyAppointments({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={m.mineTitle} intro={m.mineIntro} />
      <Container className="max-w-3xl space-y-4 py-12">
        {loaderData.requests.length === 0 ? <p>{m.mineNone}</p> : null}
        <ul className="space-y-4">
          {loaderData.requests.map((r) => (
            <li key={r.id} className="rounded-2xl border border-line bg-white p-5 shadow-sm">
              <h2 className="text-lg font-bold text-brand-900">{r.clinic}</h2>
              <p>
                {r.dateLabel}, {r.timeLabel} · Sent {r.sentLabel} · Status: {r.statusLabel}
              </p>
              {r.pending ? (
                <Link to={`/account/appointments/${r.id}`} className="font-semibold text-brand-700 underline">
                  Correct or withdraw this request<span className="sr-only"> to {r.clinic}</span>
                </Link>
              ) : (
                <p className="text-muted">{m.acted}</p>
              )}
            </li>
          ))}
        </ul>
      </Container>
    </>
  );
}
