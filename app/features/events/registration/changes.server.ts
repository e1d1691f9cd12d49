import { and, eq, inArray, sql } from "drizzle-orm";
import { eventRegistrations } from "#db/schema";
import type { Tx } from "~/lib/db.server";
import { enqueueEmail, type Email } from "~/lib/email/outbox.server";
import { canonical } from "~/lib/page/seo.server";
import { calendarAttachment } from "../calendar.server";
import { eventPath, type EventRow } from "../event-row";
import { manageUrl } from "./token.server";
import { emailGreeting, emailT, linkInLanguage } from "~/lib/email/words.server";
import type { Lang } from "~/lib/i18n/languages";
import { eventPlace, eventWhen } from "../emails";

/** What happened to an event that its people must hear about (issue #15). */
export type EventChange =
  { kind: "cancelled"; reason: string } | { kind: "moved"; before: Pick<EventRow, "startsAt" | "endsAt"> };

/**
 * Who is told when an event is cancelled or moved: everyone still holding a place or waiting for
 * one, including visitors who have not yet confirmed (they would otherwise confirm a seat at an
 * event that no longer happens then). People who cancelled are left alone.
 */
export const toldOfChanges = ["registered", "waitlisted", "pending"] as const;

/** In the language stored with the registration (issue 27); the event's title, place and reason as the team wrote them. */
function changeEmail(
  event: EventRow,
  change: EventChange,
  person: { id: string; name: string; email: string; language: Lang },
): Email {
  const lang = person.language;
  const t = emailT(lang);
  const common = {
    greeting: emailGreeting(t, person.name),
    details: t("eventChange.details", {
      title: event.title,
      place: eventPlace(t, event),
      url: linkInLanguage(canonical(eventPath(event.id)), lang),
    }),
    when: eventWhen(t, event, lang),
  };
  if (change.kind === "cancelled")
    return {
      lang,
      to: person.email,
      subject: t("eventChange.cancelled.subject", { title: event.title }),
      text: t("eventChange.cancelled.body", { ...common, reason: change.reason }),
    };
  return {
    lang,
    to: person.email,
    subject: t("eventChange.moved.subject", { title: event.title }),
    text: t("eventChange.moved.body", {
      ...common,
      was: eventWhen(t, change.before, lang),
      url: linkInLanguage(manageUrl(person.id), lang),
    }),
  };
}

/**
 * E-mails everyone `toldOfChanges` once, inside the transaction that cancels or moves the event
 * (`event` as it is after the change). A move also clears the reminders already sent, so the
 * reminder job writes again for the new date. Returns how many people were e-mailed.
 */
export async function tellOfEventChange(tx: Tx, event: EventRow, change: EventChange): Promise<number> {
  const people = await tx
    .selectDistinctOn([sql`lower(${eventRegistrations.email})`], {
      id: eventRegistrations.id,
      name: eventRegistrations.name,
      email: eventRegistrations.email,
      language: eventRegistrations.language,
    })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, event.id), inArray(eventRegistrations.status, [...toldOfChanges])))
    .orderBy(sql`lower(${eventRegistrations.email})`);
  if (change.kind === "moved")
    await tx.update(eventRegistrations).set({ reminderSentAt: null }).where(eq(eventRegistrations.eventId, event.id));
  for (const person of people)
    await enqueueEmail(
      { ...changeEmail(event, change, person), attachments: [calendarAttachment(event, person.language)] },
      tx,
    );
  return people.length;
}
