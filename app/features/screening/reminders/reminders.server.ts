import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, sql } from "drizzle-orm";
import {
  anonymousScreeningReminders,
  screeningEntries,
  screeningReminderLog,
  screeningReminderPreferences,
  users,
} from "#db/schema";
import { db, type Db } from "~/lib/db.server";
import { enqueueEmail, startPeriodicJob } from "~/lib/email/outbox.server";
import { canonical } from "~/lib/page/seo.server";
import { todayInSingapore } from "~/lib/text/singapore-date";
import type { Lang } from "~/lib/i18n/languages";
import { nextScreening, reminderSteps, type NextScreening, type ReminderStep, type ScreeningEntry } from "../rules";
import { signedToken } from "../tokens.server";
import { anonymousReminderEmail, screeningReminderEmail } from "./emails";

export const RECORD_PATH = "/dashboard/screening";
const CALENDAR_PATH = "/dashboard/screening/next.ics";
export const optOutUrl = (userId: string) =>
  canonical(`/screening-reminders/${signedToken("screening-opt-out", userId)}`);

/**
 * The one step to send today, if any: of the steps whose day has come, the latest. A person who
 * records a test late (or a server that was off for weeks) gets the reminder that fits today, not a
 * burst of stale ones: "before" is dropped once "due" has come, "due" once "after" has. Each step is
 * then sent once, ever (the reminder log's unique key); a newer test changes what the state rests on
 * (`basedOn`), so "after" goes out only if nothing new was recorded.
 */
function stepToSend(next: NextScreening, today: string): ReminderStep | null {
  return (
    reminderSteps(next)
      .filter((s) => s.sendOn <= today)
      .at(-1) ?? null
  );
}

type Person = { userId: string; email: string; name: string; language: Lang; entries: ScreeningEntry[] };
type Due = Person & { next: NextScreening; step: ReminderStep; entryId: string };

/**
 * Every active account with a confirmed address, entries and reminders on, with their entries (one
 * query). An address never confirmed may not be the person's: health reminders wait for it.
 */
async function peopleWithEntries(database: Db): Promise<Person[]> {
  const rows = await database
    .select({
      userId: users.id,
      email: users.email,
      name: users.fullName,
      language: users.language,
      id: screeningEntries.id,
      kind: screeningEntries.kind,
      testedOn: screeningEntries.testedOn,
      result: screeningEntries.result,
      intervalYears: screeningEntries.intervalYears,
    })
    .from(screeningEntries)
    .innerJoin(users, eq(users.id, screeningEntries.userId))
    .leftJoin(screeningReminderPreferences, eq(screeningReminderPreferences.userId, users.id))
    .where(
      and(eq(users.status, "active"), eq(users.emailVerified, true), isNull(screeningReminderPreferences.optedOutAt)),
    )
    .orderBy(asc(users.id));
  const people = new Map<string, Person>();
  for (const { userId, email, name, language, ...entry } of rows) {
    const person = people.get(userId) ?? { userId, email, name, language, entries: [] };
    person.entries.push(entry as ScreeningEntry);
    people.set(userId, person);
  }
  return [...people.values()];
}

/** Who has a step due today that the log does not hold yet. */
async function dueToday(database: Db, today: string): Promise<Due[]> {
  const due = (await peopleWithEntries(database)).flatMap((p): Due[] => {
    const next = nextScreening(p.entries, today);
    const step = stepToSend(next, today);
    return step && next.basedOn ? [{ ...p, next, step, entryId: next.basedOn.id }] : [];
  });
  if (due.length === 0) return [];
  // The steps already sent, read once: most runs find nothing new, and then open no transaction.
  const sent = await database
    .select({
      userId: screeningReminderLog.userId,
      entryId: screeningReminderLog.entryId,
      step: screeningReminderLog.step,
    })
    .from(screeningReminderLog)
    .where(
      inArray(
        screeningReminderLog.entryId,
        due.map((d) => d.entryId),
      ),
    );
  const key = (userId: string, entryId: string, step: string) => `${userId} ${entryId} ${step}`;
  const done = new Set(sent.map((s) => key(s.userId, s.entryId, s.step)));
  return due.filter((d) => !done.has(key(d.userId, d.entryId, d.step.step)));
}

/**
 * Sends one person's reminder in one transaction: the log row first (INSERT … ON CONFLICT DO
 * NOTHING), and the e-mail only when this transaction wrote it. Another worker (another process)
 * sending the same step either wrote the row first, and this one does nothing, or waits on the
 * unique key until that one commits, then does nothing. A crash before the commit leaves neither.
 */
async function sendOne(database: Db, person: Due): Promise<boolean> {
  return database.transaction(async (tx) => {
    // Turned off since the list was read: nothing is sent or logged.
    const [pref] = await tx
      .select({ optedOutAt: screeningReminderPreferences.optedOutAt })
      .from(screeningReminderPreferences)
      .where(eq(screeningReminderPreferences.userId, person.userId));
    if (pref?.optedOutAt) return false;
    const [logged] = await tx
      .insert(screeningReminderLog)
      .values({ userId: person.userId, entryId: person.entryId, step: person.step.step })
      .onConflictDoNothing()
      .returning({ id: screeningReminderLog.id });
    if (!logged) return false;
    const outboxId = await enqueueEmail(
      screeningReminderEmail({
        to: person.email,
        name: person.name,
        step: person.step.step,
        state: person.next.state,
        dueOn: person.next.dueOn,
        recordUrl: canonical(RECORD_PATH),
        calendarUrl: canonical(CALENDAR_PATH),
        optOutUrl: optOutUrl(person.userId),
        lang: person.language,
      }),
      tx,
    );
    await tx.update(screeningReminderLog).set({ outboxId }).where(eq(screeningReminderLog.id, logged.id));
    return true;
  });
}

type ReminderRunOptions = {
  today?: string;
  database?: Db;
  /** Called after each person's transaction commits (tests stop a run there, as a crash would). */
  afterPerson?: (sent: boolean, index: number) => void;
};

/**
 * The Champions' screening reminders due today (Singapore's date). Safe to run in any number of
 * processes at once and again after a crash: each person's step is one transaction keyed by
 * (person, entry, step). Returns how many reminders this run queued.
 */
export async function sendDueScreeningReminders(options: ReminderRunOptions = {}): Promise<number> {
  const database = options.database ?? db();
  const today = options.today ?? todayInSingapore();
  let queued = 0;
  const due = await dueToday(database, today);
  for (const [index, person] of due.entries()) {
    const sent = await sendOne(database, person);
    if (sent) queued++;
    options.afterPerson?.(sent, index);
  }
  return queued;
}

const BATCH = 100;
/** A visitor who never confirmed is forgotten after this many days. */
const UNCONFIRMED_DAYS = 7;

/**
 * Visitors' confirmed due-date reminders: each row is claimed (SKIP LOCKED, so concurrent workers
 * take different rows), its e-mail queued and the row deleted in one transaction: sent once, and
 * the address kept no longer. Unconfirmed requests older than a week are deleted in passing.
 */
export async function sendDueAnonymousReminders(options: { today?: string; database?: Db } = {}): Promise<number> {
  const database = options.database ?? db();
  const today = options.today ?? todayInSingapore();
  await database
    .delete(anonymousScreeningReminders)
    .where(
      and(
        isNull(anonymousScreeningReminders.confirmedAt),
        lt(anonymousScreeningReminders.createdAt, sql`now() - make_interval(days => ${UNCONFIRMED_DAYS})`),
      ),
    );
  let total = 0;
  for (;;) {
    const queued = await database.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(anonymousScreeningReminders)
        .where(and(isNotNull(anonymousScreeningReminders.confirmedAt), lte(anonymousScreeningReminders.dueOn, today)))
        .limit(BATCH)
        .for("update", { skipLocked: true });
      for (const row of due) {
        await enqueueEmail(
          anonymousReminderEmail({
            to: row.email,
            dueOn: row.dueOn,
            findClinicUrl: canonical("/find-a-gp"),
            lang: row.language,
          }),
          tx,
        );
        await tx.delete(anonymousScreeningReminders).where(eq(anonymousScreeningReminders.id, row.id));
      }
      return due.length;
    });
    total += queued;
    if (queued < BATCH) return total;
  }
}

/** Runs in the server process beside the outbox worker; its state is the rows, not memory. */
export function startScreeningReminderJob(intervalMs = 15 * 60_000): () => Promise<void> {
  const job = startPeriodicJob(
    "screening reminders",
    async () => {
      await sendDueScreeningReminders();
      await sendDueAnonymousReminders();
    },
    intervalMs,
  );
  return job.stop;
}
