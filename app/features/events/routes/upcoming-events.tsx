import { CalendarX, TriangleAlert } from "lucide-react";
import { Form } from "~/ui/link";
import type { Route } from "./+types/upcoming-events";
import { Button, ButtonLink } from "~/ui/button";
import { Container } from "~/ui/container";
import { FilterSelect, ClearFiltersLink } from "~/ui/filter-fields";
import { Notice } from "~/ui/field";
import { PageHeader } from "~/ui/page-header";
import { pageMeta } from "~/lib/page/seo";
import { EventCard } from "../components/event-card";
import { upcomingEventsPage, type EventSummary } from "../events.server";
import { messages } from "../messages";
import { noReact } from "~/lib/http/page-scripts";

// Content: works without JavaScript, ships no React (ADR 0024).
export const handle = noReact;

export function loader({ request }: Route.LoaderArgs) {
  return upcomingEventsPage(new Date(), new URL(request.url).searchParams.get("type"));
}

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({
    title: messages.title,
    description:
      "Talks, workshops, webinars and screening campaigns from the RID-CRC movement against colorectal cancer.",
    canonical: data?.canonical,
  });

function EventGrid({ events }: { events: EventSummary[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {events.map((event) => (
        <li key={event.id}>
          <EventCard event={event} />
        </li>
      ))}
    </ul>
  );
}

export default function UpcomingEvents({ loaderData }: Route.ComponentProps) {
  const { state, events, past, type, ignoredType, types } = loaderData;
  return (
    <>
      <PageHeader title={messages.title} eyebrow="Events" crumbs={[{ label: "Events" }]}>
        <p>
          Talks, workshops and campaigns where you can learn about colorectal cancer screening and meet the movement.
        </p>
      </PageHeader>
      <Container className="space-y-10 py-12 sm:py-16">
        <Form method="get" className="flex flex-wrap items-end gap-3" aria-label="Filter events">
          <FilterSelect name="type" label="Event type" value={type ?? ""} options={types} allLabel="All types" />
          <Button type="submit">Show events</Button>
          {type && <ClearFiltersLink href="/upcoming-events" label="Show all types" />}
        </Form>
        {ignoredType && (
          <Notice tone="info">“{ignoredType}” is not an event type we use, so all events are shown.</Notice>
        )}
        {state === "error" ? (
          <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-10 text-center">
            <TriangleAlert aria-hidden className="mx-auto size-10 text-red-700" />
            <h2 className="mt-3 text-2xl font-bold text-red-900">{messages.errorTitle}</h2>
            <p className="mt-2 text-red-900">{messages.error}</p>
            {/* A plain link reloads the page, so it works without JavaScript. */}
            <ButtonLink to="/upcoming-events" reloadDocument className="mt-6">
              {messages.tryAgain}
            </ButtonLink>
          </div>
        ) : events.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-line p-10 text-center">
            <CalendarX aria-hidden className="mx-auto size-10 text-brand-700" />
            <h2 className="mt-3 text-2xl font-bold text-brand-900">{messages.empty}</h2>
            <p className="mt-2 text-muted">
              New events will be announced here. Meanwhile, you can read our latest guides.
            </p>
            <ButtonLink to="/education" variant="secondary" className="mt-6">
              Visit the Education Hub
            </ButtonLink>
          </div>
        ) : (
          <section aria-labelledby="upcoming-heading">
            <h2 id="upcoming-heading" className="mb-5 text-2xl font-bold text-brand-900">
              {type ? `Upcoming: ${type}` : "Upcoming events"}
            </h2>
            <EventGrid events={events} />
          </section>
        )}
        {past.length > 0 && (
          <section aria-labelledby="past-heading">
            <h2 id="past-heading" className="mb-5 text-2xl font-bold text-brand-900">
              Past events
            </h2>
            <EventGrid events={past} />
          </section>
        )}
      </Container>
    </>
  );
}
