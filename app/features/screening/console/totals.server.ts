import { asc, eq, sql } from "drizzle-orm";
import { emailOutbox, screeningEntries, screeningReminderLog, screeningReminderPreferences } from "#db/schema";
import { db } from "~/lib/db.server";
import { todayInSingapore } from "~/lib/text/singapore-date";
import { nextScreening, reminderSteps, type ScreeningEntry } from "../rules";

/**
 * The console's screening figures (issue 26 §5): totals only, never a name or a row. Due and
 * overdue come from the rule engine, person by person, as the reminders do: "overdue" is past the
 * "after" reminder's day (30 days past due), and a positive result "after 6 weeks" is past the
 * second positive reminder's day, so the console and the e-mails never disagree about a date.
 * Bounced: reminders whose outbox row failed for good (the log keeps the outbox id).
 */
export async function screeningTotals(today = todayInSingapore()) {
  const [rows, [reminders], [prefs]] = await Promise.all([
    db()
      .select({
        userId: screeningEntries.userId,
        id: screeningEntries.id,
        kind: screeningEntries.kind,
        testedOn: screeningEntries.testedOn,
        result: screeningEntries.result,
        intervalYears: screeningEntries.intervalYears,
      })
      .from(screeningEntries)
      .orderBy(asc(screeningEntries.userId)),
    db()
      .select({
        sent: sql<number>`count(*)::int`,
        bounced: sql<number>`count(*) filter (where ${emailOutbox.status} = 'failed')::int`,
      })
      .from(screeningReminderLog)
      .leftJoin(emailOutbox, eq(emailOutbox.id, screeningReminderLog.outboxId)),
    db()
      .select({
        optedOut: sql<number>`count(*) filter (where ${screeningReminderPreferences.optedOutAt} is not null)::int`,
      })
      .from(screeningReminderPreferences),
  ]);
  const byPerson = new Map<string, ScreeningEntry[]>();
  for (const { userId, ...entry } of rows)
    byPerson.set(userId, [...(byPerson.get(userId) ?? []), entry as ScreeningEntry]);
  let dueNow = 0;
  let overdue = 0;
  let positiveWithoutColonoscopy = 0;
  for (const entries of byPerson.values()) {
    const next = nextScreening(entries, today);
    const last = reminderSteps(next).at(-1);
    const pastLastStep = last !== undefined && last.sendOn <= today;
    if (next.state === "due-now") {
      if (pastLastStep) overdue++;
      else dueNow++;
    }
    if (next.state === "book-colonoscopy" && pastLastStep) positiveWithoutColonoscopy++;
  }
  return {
    withRecord: byPerson.size,
    dueNow,
    overdue,
    positiveWithoutColonoscopy,
    remindersSent: reminders!.sent,
    optedOut: prefs!.optedOut,
    bounced: reminders!.bounced,
  };
}
export type ScreeningTotals = Awaited<ReturnType<typeof screeningTotals>>;
