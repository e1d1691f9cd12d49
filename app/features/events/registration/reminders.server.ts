import { and, eq, gt, isNull, lte } from "drizzle-orm";
import { eventRegistrations, events } from "#db/schema";
import { db, type Db } from "~/lib/db.server";
import { startPeriodicJob } from "~/lib/email/outbox.server";
import { reminderEmail } from "../emails";
import { ensureToken, mailFor, sendWithCalendar } from "./seats.server";

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 100;

/**
 * Queues the reminder of every `registered` place at a published, not cancelled event starting
 * within the next 24 hours (and not yet started). Rows are claimed with SKIP LOCKED and marked in
 * the transaction that queues the e-mail, so concurrent runs (several processes) send each once.
 */
export async function sendDueReminders(now = new Date(), database: Db = db()): Promise<number> {
  return database.transaction(async (tx) => {
    const due = await tx
      .select({ registration: eventRegistrations, event: events })
      .from(eventRegistrations)
      .innerJoin(events, eq(events.id, eventRegistrations.eventId))
      .where(
        and(
          eq(eventRegistrations.status, "registered"),
          isNull(eventRegistrations.reminderSentAt),
          eq(events.published, true),
          isNull(events.cancelledAt),
          gt(events.startsAt, now),
          lte(events.startsAt, new Date(now.getTime() + DAY_MS)),
        ),
      )
      .limit(BATCH)
      .for("update", { of: eventRegistrations, skipLocked: true });
    for (const { registration, event } of due) {
      await tx
        .update(eventRegistrations)
        .set({ reminderSentAt: now })
        .where(eq(eventRegistrations.id, registration.id));
      await ensureToken(tx, registration);
      await sendWithCalendar(tx, event, reminderEmail(mailFor(event, registration)), registration.language);
    }
    return due.length;
  });
}

let wake: (() => void) | undefined;

/** Asks the running job (if any) for a run now, e.g. after someone took a seat at an event starting soon. */
export function wakeReminders(): void {
  wake?.();
}

/** Runs in the server process beside the outbox worker; its state is the rows, not memory. */
export function startReminderJob(intervalMs = 60_000): () => Promise<void> {
  const job = startPeriodicJob("event reminders", () => sendDueReminders(), intervalMs);
  // A new place at an event starting within the day is due at once: registration wakes the job.
  wake = job.wake;
  return async () => {
    wake = undefined;
    await job.stop();
  };
}
