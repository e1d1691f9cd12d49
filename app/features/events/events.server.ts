import { and, asc, desc, eq, gt, isNull, ne, or, sql } from "drizzle-orm";
import { eventRegistrations, events, users } from "#db/schema";
import { db, throwIfDatabaseUnavailable } from "~/lib/db.server";
import { canonical } from "~/lib/page/seo.server";
import { logger } from "~/lib/logger.server";
import { formatSgDateTime } from "~/lib/text/singapore-date";
import { markdownToText } from "~/lib/page/markdown.server";
import { eventPath, placeLabel, type EventRow } from "./event-row";
import { eventTypes } from "./event-types";

/** What a card shows; every label is formatted here, on the server. */
export type EventSummary = {
  id: string;
  href: string;
  title: string;
  excerpt: string;
  startsAt: string;
  whenLabel: string;
  type: string;
  place: string;
  isVirtual: boolean;
  featured: boolean;
  cancelled: boolean;
  isSample: boolean;
};

const EXCERPT = 180;

function summarise(event: EventRow): EventSummary {
  const text = markdownToText(event.description);
  return {
    id: event.id,
    href: eventPath(event.id),
    title: event.title,
    excerpt: text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1).trimEnd()}…` : text,
    startsAt: event.startsAt.toISOString(),
    whenLabel: formatSgDateTime(event.startsAt),
    type: event.type,
    place: placeLabel(event),
    isVirtual: event.isVirtual,
    featured: event.featured,
    cancelled: event.cancelledAt !== null,
    isSample: event.isSample,
  };
}

/** An event is past once it has ended (or started, when it has no end). */
export const isPast = (event: Pick<EventRow, "startsAt" | "endsAt">, now: Date) =>
  (event.endsAt ?? event.startsAt) <= now;

const PAST_SHOWN = 12;

/**
 * The events page (spec content §4): published events only; upcoming ones featured first, then by
 * start; the latest past ones apart. `?type=` narrows to one of the known labels; anything else
 * is ignored and named back. A failed read becomes the error state (§8), never a 500.
 */
export async function upcomingEventsPage(now = new Date(), requestedType: string | null = null) {
  const address = canonical("/upcoming-events");
  const type = requestedType && Object.hasOwn(eventTypes, requestedType) ? requestedType : null;
  const ignoredType = requestedType && !type ? requestedType.slice(0, 80) : null;
  const filters = { type, ignoredType, types: Object.keys(eventTypes) };
  try {
    const visible = and(eq(events.published, true), type ? eq(events.type, type) : undefined);
    const ends = sql`coalesce(${events.endsAt}, ${events.startsAt})`;
    const [upcoming, past] = await Promise.all([
      db()
        .select()
        .from(events)
        .where(and(visible, sql`${ends} > ${now}`))
        .orderBy(desc(events.featured), asc(events.startsAt), asc(events.id)),
      db()
        .select()
        .from(events)
        .where(and(visible, sql`${ends} <= ${now}`))
        .orderBy(desc(events.startsAt), asc(events.id))
        .limit(PAST_SHOWN),
    ]);
    return {
      state: "loaded" as const,
      events: upcoming.map(summarise),
      past: past.map(summarise),
      canonical: address,
      ...filters,
    };
  } catch (error) {
    throwIfDatabaseUnavailable(error);
    logger.error({ err: error }, "events read failed");
    return {
      state: "error" as const,
      events: [] as EventSummary[],
      past: [] as EventSummary[],
      canonical: address,
      ...filters,
    };
  }
}

/** The corporate dashboard's "next event": published, not cancelled, starting after now. */
export async function nextPublishedEvent(now = new Date()) {
  const [event] = await db()
    .select({ id: events.id, title: events.title, startsAt: events.startsAt, type: events.type })
    .from(events)
    .where(and(eq(events.published, true), isNull(events.cancelledAt), gt(events.startsAt, now)))
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(1);
  return event ? { ...event, href: eventPath(event.id) } : null;
}

/**
 * The event pages for sitemap.xml: every published event (a cancelled one's page still explains
 * itself), newest first, with its last change. A failed read leaves them out rather than failing
 * the whole sitemap.
 */
export async function sitemapEvents(limit = 1000): Promise<{ path: string; lastmod: string }[]> {
  try {
    const rows = await db()
      .select({ id: events.id, updatedAt: events.updatedAt })
      .from(events)
      .where(eq(events.published, true))
      .orderBy(desc(events.startsAt), asc(events.id))
      .limit(limit);
    return rows.map((e) => ({ path: eventPath(e.id), lastmod: e.updatedAt.toISOString().slice(0, 10) }));
  } catch (error) {
    throwIfDatabaseUnavailable(error);
    logger.error({ err: error }, "sitemap events read failed");
    return [];
  }
}

export type MyEventRegistration = {
  eventId: string;
  title: string;
  startsAt: Date;
  whenLabel: string;
  status: "registered" | "waitlisted" | "pending";
  href: string;
};

/** A signed-in person's places at events still to come (not cancelled ones), soonest first. */
export async function myEventRegistrations(userId: string, now = new Date()): Promise<MyEventRegistration[]> {
  const rows = await db()
    .select({
      eventId: events.id,
      title: events.title,
      startsAt: events.startsAt,
      status: eventRegistrations.status,
    })
    .from(eventRegistrations)
    .innerJoin(events, eq(events.id, eventRegistrations.eventId))
    .where(
      and(
        // Their rows by account, and by the account's address (a place taken before signing in).
        or(
          eq(eventRegistrations.userId, userId),
          sql`lower(${eventRegistrations.email}) = (select lower(${users.email}) from ${users} where ${users.id} = ${userId})`,
        ),
        ne(eventRegistrations.status, "cancelled"),
        eq(events.published, true),
        isNull(events.cancelledAt),
        gt(events.startsAt, now),
      ),
    )
    .orderBy(asc(events.startsAt));
  return rows.map((row) => ({
    ...row,
    status: row.status as MyEventRegistration["status"],
    whenLabel: formatSgDateTime(row.startsAt),
    href: eventPath(row.eventId),
  }));
}
