import { Form, Link, useNavigation } from "react-router";
import type { z } from "zod";
import type { Route } from "./+types/event-registrations";
import { Button } from "~/ui/button";
import { Notice, TextAreaField, TextField } from "~/ui/field";
import { useSchemaForm } from "~/ui/use-schema-form";
import { ConsolePage } from "../components/console-frame";
import { ConsoleTable, cellClass } from "../components/console-table";
import { EventStatusBadge } from "../components/event-status-badge";
import type { registrantEmailSchema } from "~/features/events/index.server";
import { registrationStatusLabels } from "~/features/events";
import { registrantEmailAction, registrationsPage } from "~/features/events/index.server";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `Registrations: ${data?.event.title ?? "Event"} · RID-CRC console` },
  { name: "robots", content: "noindex" },
];

export const loader = ({ request, params }: Route.LoaderArgs) => registrationsPage(request, params);
export const action = ({ request, params }: Route.ActionArgs) => registrantEmailAction(request, params);

const columns = ["Name", "E-mail", "Status", "Since", "Waitlist position"];

export default function EventRegistrations({ loaderData, actionData }: Route.ComponentProps) {
  const { event, people } = loaderData;
  const [form, fields] = useSchemaForm<z.input<typeof registrantEmailSchema>>(actionData?.result, {
    id: "registrant-email",
  });
  const busy = useNavigation().state === "submitting";
  return (
    <ConsolePage
      title={`Registrations: ${event.title}`}
      intro={
        <>
          <EventStatusBadge status={event.status} /> {event.when} (Singapore time) · {event.people.registered}{" "}
          registered, {event.people.waitlisted} on the waitlist, {event.people.pending} awaiting confirmation.
        </>
      }
      actions={
        <div className="flex flex-wrap items-center gap-4">
          <Link to={`/admin/events/${event.id}`} className="font-semibold text-brand-700 underline">
            Back to the event
          </Link>
          <a
            href={`/admin/events/${event.id}/registrations.csv`}
            download
            className="font-semibold text-brand-700 underline"
          >
            Export CSV
          </a>
        </div>
      }
    >
      {people.length === 0 ? (
        <p className="text-muted">Nobody has registered yet.</p>
      ) : (
        <ConsoleTable caption="Registrations and waitlist" columns={columns}>
          {people.map((p) => (
            <tr key={p.id} className="border-t border-line" data-testid="registration">
              <td className={`${cellClass} font-semibold`}>{p.name}</td>
              <td className={cellClass}>{p.email}</td>
              <td className={cellClass}>{registrationStatusLabels[p.status]}</td>
              <td className={`${cellClass} whitespace-nowrap`}>{p.cancelledAt ?? p.queuedAt}</td>
              <td className={`${cellClass} tabular-nums`}>{p.position ?? ""}</td>
            </tr>
          ))}
        </ConsoleTable>
      )}

      {event.status === "cancelled" ? null : (
        <section aria-labelledby="email-heading" className="mt-8 max-w-2xl">
          <h2 id="email-heading" className="text-xl font-bold text-brand-900">
            E-mail registrants
          </h2>
          <p className="mt-1 text-sm text-muted">
            Sent once to each of the {event.people.registered} people registered (not the waitlist), with the link to
            their registration. Recorded in the audit log.
          </p>
          <Form method="post" {...form.props} className="mt-4 space-y-4">
            {form.errors?.length ? (
              <div id={form.errorId}>
                <Notice tone="error">{form.errors[0]}</Notice>
              </div>
            ) : null}
            <TextField meta={fields.subject} label="Subject" />
            <TextAreaField meta={fields.message} label="Message" rows={6} />
            <Button type="submit" disabled={busy}>
              Send e-mail
            </Button>
          </Form>
        </section>
      )}
    </ConsolePage>
  );
}
