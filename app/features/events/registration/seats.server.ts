import { and, asc, count, eq, sql } from "drizzle-orm";
import { eventRegistrations, events } from "#db/schema";
import type { Db, Tx } from "~/lib/db.server";
import { enqueueEmail, type Email } from "~/lib/email/outbox.server";
import type { Lang } from "~/lib/i18n/languages";
import { canonical } from "~/lib/page/seo.server";
import { calendarAttachment } from "../calendar.server";
import { eventPath, type EventRow } from "../event-row";
import type { RegistrationMail } from "../emails";
import { promotedEmail } from "../emails";
import { hashToken, manageToken, manageUrl } from "./token.server";

type Registration = typeof eventRegistrations.$inferSelect;

const uuidShape = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Only a uuid reaches the query: PostgreSQL rejects anything else with an error, not "no row". */
const isEventId = (value: string | undefined): value is string => !!value && uuidShape.test(value);

/** The event row, unlocked (pages, early refusals). */
export async function readEvent(database: Tx | Db, eventId: string): Promise<EventRow | undefined> {
  if (!isEventId(eventId)) return undefined;
  const [event] = await database.select().from(events).where(eq(events.id, eventId));
  return event;
}

/** The event row, locked until the transaction ends: every seat decision of an event queues here. */
export async function lockEvent(tx: Tx | Db, eventId: string): Promise<EventRow | undefined> {
  if (!isEventId(eventId)) return undefined;
  const [event] = await tx.select().from(events).where(eq(events.id, eventId)).for("update");
  return event;
}

export async function registeredCount(tx: Tx | Db, eventId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.status, "registered")));
  return row?.n ?? 0;
}

/** Registered while seats last, else waitlisted. Call with the event locked (lockEvent). */
export async function seatOrWaitlist(tx: Tx, event: EventRow): Promise<"registered" | "waitlisted"> {
  if (event.maxAttendees === null) return "registered";
  return (await registeredCount(tx, event.id)) < event.maxAttendees ? "registered" : "waitlisted";
}

export function mailFor(
  event: EventRow,
  registration: Pick<Registration, "id" | "name" | "email" | "language">,
): RegistrationMail {
  return {
    to: registration.email,
    name: registration.name,
    title: event.title,
    event,
    eventUrl: canonical(eventPath(event.id)),
    manageUrl: manageUrl(registration.id),
    joinUrl: event.isVirtual ? event.joinUrl : null,
    lang: registration.language,
  };
}

/**
 * Rows written without a manage token (the demo's sample attendees) get one before an e-mail
 * carries their link, so every link we send works.
 */
export async function ensureToken(tx: Tx, registration: Pick<Registration, "id" | "tokenHash">): Promise<void> {
  if (registration.tokenHash) return;
  await tx
    .update(eventRegistrations)
    .set({ tokenHash: hashToken(manageToken(registration.id)) })
    .where(eq(eventRegistrations.id, registration.id));
}

/** Seat e-mails carry the event's calendar file, in the e-mail's language. */
export async function sendWithCalendar(tx: Tx, event: EventRow, email: Email, lang: Lang): Promise<void> {
  await enqueueEmail({ ...email, attachments: [calendarAttachment(event, lang)] }, tx);
}

/**
 * Gives free seats to the first people waiting (by queued_at), e-mailing each, inside the
 * caller's transaction (a cancellation, or the console raising capacity). Returns how many moved.
 */
export async function fillFreeSeats(tx: Tx, eventId: string, now = new Date()): Promise<number> {
  const event = await lockEvent(tx, eventId);
  if (!event || event.cancelledAt || !event.published || event.startsAt <= now) return 0;
  const free = event.maxAttendees === null ? null : event.maxAttendees - (await registeredCount(tx, eventId));
  if (free !== null && free <= 0) return 0;
  const waiting = tx
    .select()
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.status, "waitlisted")))
    .orderBy(asc(eventRegistrations.queuedAt), asc(eventRegistrations.createdAt));
  const promoted = await (free === null ? waiting : waiting.limit(free));
  for (const person of promoted) {
    await tx
      .update(eventRegistrations)
      .set({ status: "registered", promotedAt: sql`now()` })
      .where(eq(eventRegistrations.id, person.id));
    await ensureToken(tx, person);
    await sendWithCalendar(tx, event, promotedEmail(mailFor(event, person)), person.language);
  }
  return promoted.length;
}
