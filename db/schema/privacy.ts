import { date, jsonb, pgTable, timestamp } from "drizzle-orm/pg-core";

/**
 * One row per day the retention job ran (app/features/privacy/retention): the row is written in the
 * transaction that removes the data, keyed by the Singapore date, so one process does the day's run
 * and a crash rolls back both (ADR 0029). Counts only: what was removed, per rule, never whose.
 */
export const retentionRuns = pgTable("retention_runs", {
  runOn: date("run_on", { mode: "string" }).primaryKey(),
  /** Rows removed (or, for the outbox, bodies dropped) per retention rule of the declaration. */
  counts: jsonb("counts").$type<Record<string, number>>().notNull(),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp("finished_at", { withTimezone: true }).notNull().defaultNow(),
});
