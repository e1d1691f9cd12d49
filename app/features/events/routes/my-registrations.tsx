import type { Route } from "./+types/my-registrations";
import { Container } from "~/ui/container";
import { Link } from "~/ui/link";
import { PageHeader } from "~/ui/page-header";
import { noReact } from "~/lib/http/page-scripts";
import { RegistrationStatusBadge } from "../components/status-badge";
import { myRegistrationsPage } from "../registration/my-registrations.server";
import { myRegistrationMessages as m } from "../messages";

// A list of links: no JavaScript needed (ADR 0024).
export const handle = noReact;

export const meta: Route.MetaFunction = () => [
  { title: `${m.title} · RID-CRC` },
  { name: "robots", content: "noindex" },
];

export const loader = ({ request }: Route.LoaderArgs) => myRegistrationsPage(request);

/** The signed-in person's event registrations (issue 29): each opens to be corrected or cancelled until the event starts. */
export default function MyRegistrations({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={m.title} intro={m.intro} />
      <Container className="max-w-3xl space-y-4 py-12">
        {loaderData.registrations.length === 0 ? (
          <p>
            {m.none}{" "}
            <Link to="/upcoming-events" className="font-semibold text-brand-700 underline">
              See upcoming events
            </Link>
          </p>
        ) : null}
        <ul className="space-y-4">
          {loaderData.registrations.map((r) => (
            <li key={r.id} className="space-y-2 rounded-2xl border border-line bg-white p-5 shadow-sm">
              <h2 className="text-lg font-bold text-brand-900">{r.title}</h2>
              <p>
                {r.whenLabel} (Singapore time) · {r.place}
              </p>
              <p>
                Name: {r.name} · <RegistrationStatusBadge status={r.status} />
              </p>
              {r.frozen ? (
                <p className="text-muted">{r.frozen}</p>
              ) : (
                <Link to={`/account/events/${r.id}`} className="font-semibold text-brand-700 underline">
                  Correct or cancel this registration<span className="sr-only"> for {r.title}</span>
                </Link>
              )}
            </li>
          ))}
        </ul>
      </Container>
    </>
  );
}
