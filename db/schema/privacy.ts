import { sql } from "drizzle-orm";
import { boolean, date, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

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

/**
 * An account's deletion (issue 29, ADR 0029): asked for by the person (password, second step) or
 * filed by a super admin for someone who wrote by post or e-mail, then carried out by the deletion
 * job after its grace period unless a sign-in cancelled it. The row outlives the account so the
 * console can count completed deletions; the job clears its reason, and keeps the account id only.
 */
export const deletionRequests = pgTable(
  "deletion_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** No foreign key: the row is the proof that the account was deleted, after it is gone. */
    userId: text("user_id").notNull(),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    /** The person chose to remove their published stories rather than leave them anonymous. */
    removeStories: boolean("remove_stories").notNull().default(false),
    /** The super admin who filed it for the person, and why (the letter or e-mail received). */
    filedBy: text("filed_by"),
    reason: text("reason"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /** Rows removed and anonymised per table (counts only, never what). */
    counts: jsonb("counts").$type<Record<string, { removed: number; anonymised: number }>>(),
  },
  (t) => [
    // One request open at a time per account: a second "Delete" while one waits changes nothing.
    uniqueIndex("deletion_requests_open_idx")
      .on(t.userId)
      .where(sql`${t.cancelledAt} is null and ${t.completedAt} is null`),
    index("deletion_requests_due_idx").on(t.dueAt),
  ],
);
