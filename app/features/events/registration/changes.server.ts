import { and, eq, inArray, sql } from "drizzle-orm";
import { eventRegistrations } from "#db/schema";
import type { Tx } from "~/lib/db.server";
import { enqueueEmail, type Email } from "~/lib/email/outbox.server";
import { canonical } from "~/lib/page/seo.server";
import { calendarAttachment } from "../calendar.server";
import { eventPath, placeLabel, whenLabel, type EventRow } from "../event-row";
import { manageUrl } from "./token.server";
import { greeting } from "~/lib/email/greeting";

/** What happened to an event that its people must hear about (issue #15). */
export type EventChange =
  { kind: "cancelled"; reason: string } | { kind: "moved"; before: Pick<EventRow, "startsAt" | "endsAt"> };

/**
 * Who is told when an event is cancelled or moved: everyone still holding a place or waiting for
 * one, including visitors who have not yet confirmed (they would otherwise confirm a seat at an
 * event that no longer happens then). People who cancelled are left alone.
 */
export const toldOfChanges = ["registered", "waitlisted", "pending"] as const;

function changeEmail(event: EventRow, change: EventChange, person: { id: string; name: string; email: string }): Email {
  const details = `${event.title}\nWhere: ${placeLabel(event)}\nEvent page: ${canonical(eventPath(event.id))}`;
  if (change.kind === "cancelled")
    return {
      to: person.email,
      subject: `Cancelled: ${event.title}`,
      text: `${greeting(person.name)}

We are sorry: this RID-CRC event has been cancelled, so your place (or your place on the waitlist) no longer applies. There is nothing you need to do. The calendar file attached removes it from your calendar.

${details}
It was to take place: ${whenLabel(event)} (Singapore time)

Reason: ${change.reason}

The RID-CRC team`,
    };
  return {
    to: person.email,
    subject: `New date and time: ${event.title}`,
    text: `${greeting(person.name)}

This RID-CRC event has moved. Your place (or your place on the waitlist) is kept for the new time; the calendar file attached updates your calendar.

${details}
New time: ${whenLabel(event)} (Singapore time)
Was: ${whenLabel(change.before)} (Singapore time)

If the new time does not suit you, please cancel so someone waiting can have your seat:
${manageUrl(person.id)}

The RID-CRC team`,
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
    })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, event.id), inArray(eventRegistrations.status, [...toldOfChanges])))
    .orderBy(sql`lower(${eventRegistrations.email})`);
  if (change.kind === "moved")
    await tx.update(eventRegistrations).set({ reminderSentAt: null }).where(eq(eventRegistrations.eventId, event.id));
  const calendar = calendarAttachment(event);
  for (const person of people)
    await enqueueEmail({ ...changeEmail(event, change, person), attachments: [calendar] }, tx);
  return people.length;
}
