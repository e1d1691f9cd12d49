import { CalendarDays, Clock, MapPin, Video } from "lucide-react";
import { eventTypeBadge } from "../event-types";
import type { UpcomingEvent } from "../events.server";

const dateFormat = new Intl.DateTimeFormat("en-SG", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

export function EventCard({ event }: { event: UpcomingEvent }) {
  const badge = eventTypeBadge(event.type);
  return (
    <article className="flex h-full flex-col rounded-2xl border border-line bg-white p-6 shadow-sm">
      <p>
        <span className={`inline-block rounded-full px-3 py-1 text-xs font-semibold ${badge.className}`}>
          {badge.label}
        </span>
      </p>
      <h2 className="mt-3 text-xl font-bold text-brand-900">{event.title}</h2>
      <ul className="mt-2 space-y-1 text-sm text-muted">
        <li className="flex items-center gap-2">
          <CalendarDays aria-hidden className="size-4" />
          <time dateTime={event.date}>{dateFormat.format(new Date(`${event.date}T00:00:00Z`))}</time>
        </li>
        {event.time ? (
          <li className="flex items-center gap-2">
            <Clock aria-hidden className="size-4" />
            {event.time}
          </li>
        ) : null}
        <li className="flex items-center gap-2">
          {event.isVirtual ? <Video aria-hidden className="size-4" /> : <MapPin aria-hidden className="size-4" />}
          {event.isVirtual ? "Online" : (event.location ?? "Location to be confirmed")}
        </li>
      </ul>
      <p className="mt-3 flex-1 text-ink">{event.description}</p>
      {event.registrationUrl ? (
        <a
          href={event.registrationUrl}
          className="mt-4 font-semibold text-brand-700 underline"
          target="_blank"
          rel="noopener noreferrer"
        >
          Register for {event.title}
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      ) : null}
    </article>
  );
}
