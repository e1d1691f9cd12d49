import { CalendarDays, MapPin, Video } from "lucide-react";
import { Link } from "~/ui/link";
import type { T } from "~/lib/i18n/translate";
import type { EventSummary } from "../events.server";
import { EventBadges } from "./event-badges";

export function EventCard({ event, t }: { event: EventSummary; t: T }) {
  return (
    <article
      className="flex h-full flex-col rounded-2xl border border-line bg-white p-6 shadow-sm"
      data-testid="event-card"
    >
      <EventBadges event={event} t={t} />
      <h3 className="mt-3 text-xl font-bold text-brand-900">
        <Link to={event.href} className="hover:underline">
          {event.title}
        </Link>
      </h3>
      <ul className="mt-2 space-y-1 text-sm text-muted">
        <li className="flex items-center gap-2">
          <CalendarDays aria-hidden className="size-4" />
          <time dateTime={event.startsAt}>{event.whenLabel}</time>
        </li>
        <li className="flex items-center gap-2">
          {event.isVirtual ? <Video aria-hidden className="size-4" /> : <MapPin aria-hidden className="size-4" />}
          {event.place}
        </li>
      </ul>
      <p className="mt-3 flex-1 text-ink">{event.excerpt}</p>
    </article>
  );
}
