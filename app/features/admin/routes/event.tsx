import { Form, Link, useNavigation } from "react-router";
import { plural } from "~/lib/text/plural";
import type { Route } from "./+types/event";
import { Button } from "~/ui/button";
import { Notice } from "~/ui/field";
import { PostButton } from "~/ui/post-button";
import { ConsolePage } from "../components/console-frame";
import { EventForm } from "../components/event-form";
import { EventStatusBadge } from "../components/event-status-badge";
import { consoleEventAction, consoleEventPage } from "~/features/events/index.server";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.event.title ?? "Event"} · RID-CRC console` },
  { name: "robots", content: "noindex" },
];

export const loader = ({ request, params }: Route.LoaderArgs) => consoleEventPage(request, params);
export const action = ({ request, params }: Route.ActionArgs) => consoleEventAction(request, params);

export default function ConsoleEvent({ loaderData, actionData }: Route.ComponentProps) {
  const { event } = loaderData;
  const busy = useNavigation().state === "submitting";
  const status = actionData && "statusError" in actionData ? actionData : undefined;
  const result = actionData && "result" in actionData ? actionData.result : undefined;
  const { registered, waitlisted, pending } = event.people;
  return (
    <ConsolePage
      title={event.title}
      intro={
        <>
          <EventStatusBadge status={event.status} /> {event.when} (Singapore time){event.isSample ? " · Sample" : ""}
        </>
      }
      actions={
        <Link to="/admin/events" className="font-semibold text-brand-700 underline">
          All events
        </Link>
      }
    >
      <section aria-labelledby="people-heading" className="mb-6 rounded-2xl border border-line bg-white p-5">
        <h2 id="people-heading" className="font-bold text-brand-900">
          People
        </h2>
        <p className="mt-1 text-ink">
          {registered} registered
          {event.maxAttendees === null ? " (no limit)" : ` of ${plural(event.maxAttendees, "seat")}`}, {waitlisted} on
          the waitlist, {pending} awaiting confirmation.{" "}
          <Link to={`/admin/events/${event.id}/registrations`} className="font-semibold text-brand-700 underline">
            Registrations and waitlist
          </Link>
        </p>
      </section>

      {status?.statusError && !status.reasonError ? (
        <Notice tone="error" className="mb-4">
          {status.statusError}
        </Notice>
      ) : null}

      {event.status === "cancelled" ? (
        <Notice tone="warning">
          {event.lockedNotice} Reason given: {event.cancellationReason}
        </Notice>
      ) : (
        <>
          <section aria-labelledby="status-heading" className="mb-8 rounded-2xl border border-line bg-white p-5">
            <h2 id="status-heading" className="font-bold text-brand-900">
              Publish or cancel
            </h2>
            <div className="mt-3 flex flex-wrap items-start gap-3">
              {event.status === "draft" ? (
                <PostButton
                  fields={{ intent: "publish", updatedAt: event.version }}
                  label="Publish event"
                  busy={busy}
                />
              ) : (
                <PostButton
                  fields={{ intent: "unpublish", updatedAt: event.version }}
                  label="Unpublish event"
                  busy={busy}
                  variant="secondary"
                />
              )}
              <details className="min-w-64 flex-1" open={Boolean(status?.reasonError) || undefined}>
                <summary className="cursor-pointer py-2 font-semibold text-accent-700">Cancel event…</summary>
                <Form method="post" preventScrollReset className="mt-2 space-y-2">
                  <input type="hidden" name="intent" value="cancel" />
                  <input type="hidden" name="updatedAt" value={event.version} />
                  <label htmlFor="cancel-reason" className="block text-sm font-semibold text-ink">
                    Reason (e-mailed to everyone registered, waitlisted or awaiting confirmation)
                  </label>
                  <textarea
                    id="cancel-reason"
                    name="reason"
                    rows={3}
                    maxLength={1000}
                    defaultValue={status?.reason ?? ""}
                    aria-invalid={status?.reasonError ? true : undefined}
                    aria-describedby={status?.reasonError ? "cancel-reason-error" : undefined}
                    className="w-full rounded-lg border border-line px-3 py-2"
                  />
                  {status?.reasonError ? (
                    <p id="cancel-reason-error" className="text-sm font-semibold text-red-700">
                      {status.reasonError}
                    </p>
                  ) : null}
                  <Button type="submit" variant="secondary" disabled={busy}>
                    Cancel this event
                  </Button>
                </Form>
              </details>
            </div>
          </section>
          <h2 className="mb-4 text-xl font-bold text-brand-900">Edit the event</h2>
          <EventForm key={event.version} result={result} defaultValue={event.form} submitLabel="Save changes" editing />
        </>
      )}
    </ConsolePage>
  );
}
