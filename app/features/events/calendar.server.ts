import type { EmailAttachment } from "#db/schema";
import { markdownToText } from "~/lib/page/markdown.server";
import { canonical } from "~/lib/page/seo.server";
import { eventPath, placeLabel, type EventRow } from "./event-row";
import { eventCalendar } from "./ics";

/** An event's .ics file: the download on its page and the attachment of its e-mails. */
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
