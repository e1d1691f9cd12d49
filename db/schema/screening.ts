import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

/**
 * The screening record (issue 26), owned by app/features/screening. Health data about one person:
 * shown to that person only (partners and the team see totals on the console, never a row).
 */
const testKinds = ["fit", "colonoscopy", "blood-test"] as const;

/**
 * One test a Champion recorded. Personal data: the kind, date and result of their own test, kept to
 * work out their next due date and remind them. Kept until they delete the entry or their account
 * (the rows go with the account: ON DELETE CASCADE).
 */
export const screeningEntries = pgTable(
  "screening_entries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: testKinds }).notNull(),
    testedOn: date("tested_on", { mode: "string" }).notNull(),
    /** One of the plain choices of its kind (app/features/screening/rules.ts, RESULTS). */
    result: text("result").notNull(),
    /** The interval the doctor gave, in whole years, if any. */
    intervalYears: integer("interval_years"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("screening_entries_user_idx").on(t.userId, t.testedOn)],
);

/**
 * Every screening reminder sent to a Champion, one row per person, entry and step, written in the
 * transaction that queues the e-mail: the unique key is what makes a reminder go out once, ever,
 * whatever the number of processes or restarts. `entry_id` has no foreign key on purpose: a deleted
 * entry's rows stay so its reminders are never sent again. `outbox_id` names the queued e-mail so the
 * console can count bounces (no foreign key either: the outbox is the mail system's, not ours).
 * Personal data: who was reminded of what, when; deleted with the account.
 */
export const screeningReminderLog = pgTable(
  "screening_reminder_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    entryId: uuid("entry_id").notNull(),
    step: text("step").notNull(),
    outboxId: uuid("outbox_id"),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("screening_reminder_log_once").on(t.userId, t.entryId, t.step)],
);

/**
 * A Champion's choice about screening reminders: no row means on (the default). Personal data: the
 * choice and when it was made; deleted with the account.
 */
export const screeningReminderPreferences = pgTable("screening_reminder_preferences", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  optedOutAt: timestamp("opted_out_at", { withTimezone: true }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A due-date reminder for someone without an account (the checker's answer). Personal data: an
 * e-mail address and a due date, for one reminder only. Double opt-in: nothing but the confirmation
 * is sent until `confirmed_at`. Retention: the row is deleted in the transaction that queues the
 * reminder, when the person removes it, or 7 days after it was asked for if never confirmed. The
 * links carry the row's id signed with the server's secret (app/features/screening/tokens.server.ts),
 * so nothing of the token is stored.
 */
export const anonymousScreeningReminders = pgTable(
  "anonymous_screening_reminders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    dueOn: date("due_on", { mode: "string" }).notNull(),
    /** The checker's row that gave the date (its name only: the answers are not kept). */
    rule: text("rule").notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** The page's language when the visitor asked (issue 27): the confirmation and the reminder are in it. */
    language: text("language", { enum: ["en", "zh", "ms", "ta"] })
      .notNull()
      .default("en"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("anonymous_screening_reminders_due_idx").on(t.dueOn)],
);
