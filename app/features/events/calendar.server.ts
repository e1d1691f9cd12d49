import type { EmailAttachment } from "#db/schema";
import { markdownToText } from "~/lib/page/markdown.server";
import { emailT, linkInLanguage } from "~/lib/email/words.server";
import type { Lang } from "~/lib/i18n/languages";
import { canonical } from "~/lib/page/seo.server";
import { eventPlace } from "./emails";
import { eventPath, type EventRow } from "./event-row";
import { eventCalendar } from "./ics";

/**
 * An event's .ics file: the download on its page and the attachment of its e-mails, in the page's
 * or the registration's language (issue 27): the place when the team typed none, and the event
 * page's address. The title, the description and a typed place are the team's words, as written.
 */
export function calendarFor(event: EventRow, lang: Lang, now = new Date()): string {
  return eventCalendar(
    {
      id: event.id,
      title: event.title,
      description: markdownToText(event.description),
      startsAt: event.startsAt,
      endsAt: event.endsAt,
      location: eventPlace(emailT(lang), event),
      url: linkInLanguage(canonical(eventPath(event.id)), lang),
      cancelled: event.cancelledAt !== null,
      updatedAt: event.updatedAt,
    },
    now,
  );
}

export function calendarAttachment(event: EventRow, lang: Lang): EmailAttachment {
  return {
    filename: "event.ics",
    contentType: "text/calendar; charset=utf-8; method=PUBLISH",
    content: calendarFor(event, lang),
  };
}
