import { and, asc, eq, sql } from "drizzle-orm";
import { screeningEntries, screeningReminderLog, screeningReminderPreferences } from "#db/schema";
import { db, type Db, type Tx } from "~/lib/db.server";
import { todayInSingapore } from "~/lib/text/singapore-date";
import { nextScreening, type NextScreening, type ScreeningEntry, type TestKind, type TestResult } from "../rules";
import type { EntryInput } from "./record.schema";

/**
 * A Champion's own screening record (issue 26). Every query names the owner: an id that is not one
 * of theirs is "not found", whoever it belongs to, and nothing changes.
 */

type Row = typeof screeningEntries.$inferSelect;

const asEntry = (row: Row): ScreeningEntry => ({
  id: row.id,
  kind: row.kind as TestKind,
  testedOn: row.testedOn,
  result: row.result as TestResult,
  intervalYears: row.intervalYears,
});

/** The person's tests, oldest first. */
export async function entriesOf(userId: string, database: Db | Tx = db()): Promise<ScreeningEntry[]> {
  const rows = await database
    .select()
    .from(screeningEntries)
    .where(eq(screeningEntries.userId, userId))
    .orderBy(asc(screeningEntries.testedOn), asc(screeningEntries.createdAt));
  return rows.map(asEntry);
}

export async function entryOf(userId: string, entryId: string): Promise<ScreeningEntry | null> {
  if (!isUuid(entryId)) return null;
  const [row] = await db()
    .select()
    .from(screeningEntries)
    .where(and(eq(screeningEntries.id, entryId), eq(screeningEntries.userId, userId)));
  return row ? asEntry(row) : null;
}

/** The ids we issue; anything else is not looked up (PostgreSQL would refuse it as a uuid). */
const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

export async function addEntry(userId: string, input: EntryInput): Promise<ScreeningEntry> {
  const [row] = await db()
    .insert(screeningEntries)
    .values({ userId, ...input })
    .returning();
  return asEntry(row!);
}

/**
 * Changes one of the person's own entries; false when they have no entry of that id. A corrected
 * date, kind, result or interval is a new due date: the reminders already sent for the entry are
 * forgotten in the same transaction, so those of the new date go out (as an event's do when it moves).
 */
export async function updateEntry(userId: string, entryId: string, input: EntryInput): Promise<boolean> {
  if (!isUuid(entryId)) return false;
  return db().transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(screeningEntries)
      .where(and(eq(screeningEntries.id, entryId), eq(screeningEntries.userId, userId)))
      .for("update");
    if (!before) return false;
    await tx
      .update(screeningEntries)
      .set({ ...input, updatedAt: sql`now()` })
      .where(eq(screeningEntries.id, entryId));
    const moved =
      before.kind !== input.kind ||
      before.testedOn !== input.testedOn ||
      before.result !== input.result ||
      (before.intervalYears ?? null) !== (input.intervalYears ?? null);
    if (moved) await tx.delete(screeningReminderLog).where(eq(screeningReminderLog.entryId, entryId));
    return true;
  });
}

export async function deleteEntry(userId: string, entryId: string): Promise<boolean> {
  if (!isUuid(entryId)) return false;
  const deleted = await db()
    .delete(screeningEntries)
    .where(and(eq(screeningEntries.id, entryId), eq(screeningEntries.userId, userId)))
    .returning({ id: screeningEntries.id });
  return deleted.length === 1;
}

/** Reminders are on unless the person turned them off (no row: on). */
export async function remindersOn(userId: string, database: Db | Tx = db()): Promise<boolean> {
  const [row] = await database
    .select({ optedOutAt: screeningReminderPreferences.optedOutAt })
    .from(screeningReminderPreferences)
    .where(eq(screeningReminderPreferences.userId, userId));
  return !row?.optedOutAt;
}

/**
 * Turns reminders on or off. Returns whether anything changed, so a second "Stop reminders" can
 * say "already opted out" rather than pretend to do it again.
 */
export async function setReminders(userId: string, on: boolean, database: Db | Tx = db()): Promise<boolean> {
  const optedOutAt = on ? null : sql`now()`;
  const changed = await database
    .insert(screeningReminderPreferences)
    .values({ userId, optedOutAt })
    .onConflictDoUpdate({
      target: screeningReminderPreferences.userId,
      set: { optedOutAt, updatedAt: sql`now()` },
      // Only a real change writes (and counts as one): off → off leaves the first date.
      setWhere: on
        ? sql`${screeningReminderPreferences.optedOutAt} is not null`
        : sql`${screeningReminderPreferences.optedOutAt} is null`,
    })
    .returning({ userId: screeningReminderPreferences.userId });
  return changed.length === 1;
}

/** The state of a person's record today (Singapore's date). */
export async function recordState(userId: string, today = todayInSingapore()): Promise<NextScreening> {
  return nextScreening(await entriesOf(userId), today);
}
