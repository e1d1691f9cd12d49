import { count, desc, eq, sql } from "drizzle-orm";
import { eventRegistrations, events } from "#db/schema";
import { db } from "~/lib/db.server";
import { formatSgDate, todayInSingapore } from "~/lib/singapore-date";

/**
 * The Events tab: how many events there are and each one with its registrations. Creating and
 * editing events is the events issue's (#15) work; until then the list is what the team sees.
 */
export async function consoleEvents() {
  const rows = await db()
    .select({
      id: events.id,
      title: events.title,
      date: events.date,
      time: events.time,
      type: events.type,
      published: events.published,
      isVirtual: events.isVirtual,
      location: events.location,
      maxAttendees: events.maxAttendees,
      registrations: sql<number>`(select count(*)::int from ${eventRegistrations} where ${eventRegistrations.eventId} = ${events.id})`,
    })
    .from(events)
    .orderBy(desc(events.date), events.title)
    .limit(200);
  const [total] = await db().select({ n: count() }).from(events);
  const [published] = await db().select({ n: count() }).from(events).where(eq(events.published, true));
  const today = todayInSingapore();
  return {
    total: total!.n,
    published: published!.n,
    events: rows.map((e) => ({ ...e, when: formatSgDate(e.date), past: e.date < today })),
  };
}
