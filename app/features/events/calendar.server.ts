import type { events } from "#db/schema";
import type { EmailAttachment } from "#db/schema";
import { markdownToText } from "~/lib/markdown.server";
import { canonical } from "~/lib/seo.server";
import { formatSgDateTime } from "~/lib/singapore-date";
import { eventCalendar } from "./ics";

export type EventRow = typeof events.$inferSelect;

export const eventPath = (id: string) => `/upcoming-events/${id}`;

/** "Sat, 5 Jun 2026, 9:00 am (Singapore time)": one format for pages and e-mails. */
export function whenLabel(event: Pick<EventRow, "startsAt" | "endsAt">): string {
  const start = formatSgDateTime(event.startsAt);
  return event.endsAt ? `${start} to ${formatSgDateTime(event.endsAt)}` : start;
}

export const placeLabel = (event: Pick<EventRow, "isVirtual" | "location">) =>
  event.location?.trim() || (event.isVirtual ? "Online" : "To be announced");

export function calendarFor(event: EventRow, now = new Date()): string {
  return eventCalendar(
    {
      id: event.id,
      title: event.title,
      description: markdownToText(event.description),
      startsAt: event.startsAt,
      endsAt: event.endsAt,
      location: placeLabel(event),
      url: canonical(eventPath(event.id)),
      cancelled: event.cancelledAt !== null,
      updatedAt: event.updatedAt,
    },
    now,
  );
}

export function calendarAttachment(event: EventRow): EmailAttachment {
  return {
    filename: "event.ics",
    contentType: "text/calendar; charset=utf-8; method=PUBLISH",
    content: calendarFor(event),
  };
}
