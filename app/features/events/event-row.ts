import type { events } from "#db/schema";
import { formatSgDateTime } from "~/lib/text/singapore-date";

/** One event as stored, and how every page and e-mail names its address, time and place. */
export type EventRow = typeof events.$inferSelect;

export const eventPath = (id: string) => `/upcoming-events/${id}`;

/** "Sat, 5 Jun 2026, 9:00 am (Singapore time)": one format for pages and e-mails. */
export function whenLabel(event: Pick<EventRow, "startsAt" | "endsAt">): string {
  const start = formatSgDateTime(event.startsAt);
  return event.endsAt ? `${start} to ${formatSgDateTime(event.endsAt)}` : start;
}

export const placeLabel = (event: Pick<EventRow, "isVirtual" | "location">) =>
  event.location?.trim() || (event.isVirtual ? "Online" : "To be announced");
