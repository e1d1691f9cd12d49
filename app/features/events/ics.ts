import { calendarFile } from "~/lib/text/ics";

/** An event as a calendar file (app/lib/text/ics.ts writes it). */
type CalendarEvent = {
  id: string;
  title: string;
  /** Plain text. */
  description: string;
  startsAt: Date;
  endsAt: Date | null;
  location: string | null;
  url: string;
  cancelled: boolean;
  updatedAt: Date;
};

export function eventCalendar(event: CalendarEvent, now = new Date()): string {
  return calendarFile(
    {
      uid: `${event.id}@rid-crc`,
      start: event.startsAt,
      end: event.endsAt,
      summary: event.title,
      description: event.description,
      location: event.location,
      url: event.url,
      cancelled: event.cancelled,
      updatedAt: event.updatedAt,
    },
    "Events",
    now,
  );
}
