import { and, asc, eq, gte } from "drizzle-orm";
import { events } from "#db/schema";
import { db } from "~/lib/db.server";
import { canonical } from "~/lib/seo.server";
import { logger } from "~/lib/logger.server";
import { todayInSingapore } from "~/lib/singapore-date";

export type UpcomingEvent = {
  id: string;
  title: string;
  description: string;
  date: string;
  time: string | null;
  type: string;
  isVirtual: boolean;
  location: string | null;
  registrationUrl: string | null;
};

/**
 * Published events dated today or later, soonest first. A failed read becomes the page's error
 * state (spec §8) instead of a 500, so the visitor can try again.
 */
export async function upcomingEventsPage(now = new Date()) {
  const address = canonical("/upcoming-events");
  try {
    const rows: UpcomingEvent[] = await db()
      .select({
        id: events.id,
        title: events.title,
        description: events.description,
        date: events.date,
        time: events.time,
        type: events.type,
        isVirtual: events.isVirtual,
        location: events.location,
        registrationUrl: events.registrationUrl,
      })
      .from(events)
      .where(and(eq(events.published, true), gte(events.date, todayInSingapore(now))))
      .orderBy(asc(events.date), asc(events.time), asc(events.id));
    return { state: "loaded" as const, events: rows, canonical: address };
  } catch (error) {
    logger.error({ err: error }, "events read failed");
    return { state: "error" as const, events: [] as UpcomingEvent[], canonical: address };
  }
}
