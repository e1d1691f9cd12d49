import { and, asc, count, eq, sql, type SQL } from "drizzle-orm";
import { eventRegistrations, events } from "#db/schema";
import type { Db, Tx } from "~/lib/db.server";
import { db } from "~/lib/db.server";
import { formatSgDateTime } from "~/lib/text/singapore-date";
import type { EventStatus } from "./status";
import { sgParts } from "./sg-times";
import { notFound } from "~/lib/http/not-found";

/**
 * The Events tab's reads (issue #15): the list, one event for its form, and its people. The
 * writes are in event-writes.server.ts, the people's export and e-mail in event-registrants.server.ts.
 */

/**
 * The version a form carries: `updated_at` to the microsecond, as text. A JavaScript Date keeps
 * only milliseconds, so comparing Dates could call two different versions equal.
 */
export const eventVersion = sql<string>`(extract(epoch from ${events.updatedAt}) * 1000000)::bigint::text`;

export const statusOf = (e: { published: boolean; cancelledAt: Date | null }): EventStatus =>
  e.cancelledAt ? "cancelled" : e.published ? "published" : "draft";

// Spelled out: inside a one-table select, Drizzle writes ${events.id} as a bare "id", which the
// subquery would read as the registration's own id.
const ofStatus = (status: string) =>
  sql<number>`(select count(*)::int from event_registrations r where r.event_id = "events"."id" and r.status = ${status})`;

/** Event ids are UUIDs: anything else is "not found" before it reaches the database. */
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function eventRef(request: Request, params: { id?: string }): string {
  if (!params.id || !uuid.test(params.id)) throw notFound(request);
  return params.id;
}

/** The list: upcoming events first (soonest first), then past ones (latest first), with their counts. */
export async function consoleEvents(now = new Date()) {
  const upcoming = sql`${events.startsAt} >= ${now}`;
  const [rows, [totals]] = await Promise.all([
    db()
      .select({
        id: events.id,
        title: events.title,
        startsAt: events.startsAt,
        type: events.type,
        published: events.published,
        cancelledAt: events.cancelledAt,
        featured: events.featured,
        isSample: events.isSample,
        isVirtual: events.isVirtual,
        location: events.location,
        maxAttendees: events.maxAttendees,
        registrationUrl: events.registrationUrl,
        registered: ofStatus("registered"),
        waitlisted: ofStatus("waitlisted"),
      })
      .from(events)
      .orderBy(
        sql`case when ${upcoming} then 0 else 1 end`,
        sql`case when ${upcoming} then ${events.startsAt} end asc`,
        sql`${events.startsAt} desc`,
        events.title,
      )
      .limit(500),
    db()
      .select({
        total: count(),
        upcoming: sql<number>`count(*) filter (where ${upcoming} and ${events.cancelledAt} is null)::int`,
        published: sql<number>`count(*) filter (where ${events.published} and ${events.cancelledAt} is null)::int`,
        drafts: sql<number>`count(*) filter (where not ${events.published} and ${events.cancelledAt} is null)::int`,
        cancelled: sql<number>`count(*) filter (where ${events.cancelledAt} is not null)::int`,
      })
      .from(events),
  ]);
  return {
    counts: totals!,
    events: rows.map(({ cancelledAt, startsAt, ...e }) => ({
      ...e,
      status: statusOf({ published: e.published, cancelledAt }),
      when: formatSgDateTime(startsAt),
      past: startsAt < now,
    })),
  };
}

/** One event, locked for the rest of the transaction when `tx` is given (every write goes through it). */
export async function eventForChange(tx: Tx | Db, id: string) {
  const [row] = await tx
    .select({ event: events, version: eventVersion })
    .from(events)
    .where(eq(events.id, id))
    .for("update");
  return row;
}

/** What the edit form starts with: the stored event in the form's own fields (Singapore time). */
export async function consoleEvent(id: string) {
  const [row] = await db().select({ event: events, version: eventVersion }).from(events).where(eq(events.id, id));
  if (!row) return null;
  const { event: e, version } = row;
  const start = sgParts(e.startsAt);
  const [people] = await db()
    .select({
      registered: sql<number>`count(*) filter (where ${eventRegistrations.status} = 'registered')::int`,
      waitlisted: sql<number>`count(*) filter (where ${eventRegistrations.status} = 'waitlisted')::int`,
      pending: sql<number>`count(*) filter (where ${eventRegistrations.status} = 'pending')::int`,
    })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.eventId, id));
  return {
    id: e.id,
    title: e.title,
    status: statusOf(e),
    isSample: e.isSample,
    when: formatSgDateTime(e.startsAt),
    cancellationReason: e.cancellationReason,
    version,
    people: people!,
    maxAttendees: e.maxAttendees,
    form: {
      title: e.title,
      description: e.description,
      date: start.date,
      startTime: start.time,
      endTime: e.endsAt ? sgParts(e.endsAt).time : "",
      type: e.type,
      featured: e.featured ? "on" : undefined,
      isVirtual: e.isVirtual ? "on" : undefined,
      joinUrl: e.joinUrl ?? "",
      location: e.location ?? "",
      capacity: e.maxAttendees === null ? "" : String(e.maxAttendees),
      opensAt: e.registrationOpensAt ? sgParts(e.registrationOpensAt).local : "",
      closesAt: e.registrationClosesAt ? sgParts(e.registrationClosesAt).local : "",
      registrationUrl: e.registrationUrl ?? "",
      updatedAt: version,
    },
  };
}

const people = (where: SQL | undefined) =>
  db()
    .select({
      id: eventRegistrations.id,
      name: eventRegistrations.name,
      email: eventRegistrations.email,
      status: eventRegistrations.status,
      queuedAt: eventRegistrations.queuedAt,
      confirmedAt: eventRegistrations.confirmedAt,
      cancelledAt: eventRegistrations.cancelledAt,
      // The waitlist's order is queued_at (then created_at): the position a person would be promoted in.
      position: sql<
        number | null
      >`case when ${eventRegistrations.status} = 'waitlisted' then (row_number() over (partition by ${eventRegistrations.status} order by ${eventRegistrations.queuedAt}, ${eventRegistrations.createdAt}))::int end`,
    })
    .from(eventRegistrations)
    .where(where)
    .orderBy(
      sql`case ${eventRegistrations.status} when 'registered' then 0 when 'waitlisted' then 1 when 'pending' then 2 else 3 end`,
      asc(eventRegistrations.queuedAt),
      asc(eventRegistrations.createdAt),
    );

/** Everyone who signed up for an event: registered, then the waitlist in order, then pending and cancelled. */
export async function eventPeople(id: string) {
  return people(eq(eventRegistrations.eventId, id));
}

/** The e-mail addresses of everyone registered (not the waitlist, not pending, not cancelled). */
export async function registeredPeople(tx: Tx, id: string) {
  return tx
    .select({
      id: eventRegistrations.id,
      name: eventRegistrations.name,
      email: eventRegistrations.email,
      lang: eventRegistrations.language,
    })
    .from(eventRegistrations)
    .where(and(eq(eventRegistrations.eventId, id), eq(eventRegistrations.status, "registered")));
}
