import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { users } from "./auth";

/**
 * The newsletter (issue 29), owned by app/features/newsletter. A subscriber is an e-mail address
 * only, without an account. Double opt-in: nothing but the confirmation is sent until
 * `confirmed_at`. Unsubscribing deletes the row; never confirmed, it is deleted after 7 days
 * (the privacy declaration's retention). The links carry the row's id signed with the server's
 * secret, so nothing of a token is stored.
 */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Lower-cased on the way in: one row per address. */
    email: text("email").notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** The page's language at sign-up (issue 27): the confirmation and each issue's footer are in it. */
    language: text("language", { enum: ["en", "zh", "ms", "ta"] })
      .notNull()
      .default("en"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("newsletter_subscribers_email_idx").on(t.email),
    index("newsletter_subscribers_confirmed_idx").on(t.confirmedAt),
  ],
);

/** An issue the team writes in the console: Markdown, sent once to the confirmed subscribers. */
export const newsletterIssues = pgTable("newsletter_issues", {
  id: uuid("id").primaryKey().defaultRandom(),
  subject: text("subject").notNull(),
  body: text("body").notNull(),
  createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  /** Set when the team presses Send: the job then queues it in batches until none is left. */
  sendRequestedAt: timestamp("send_requested_at", { withTimezone: true }),
  sentAt: timestamp("sent_at", { withTimezone: true }),
  /** How many e-mails were queued (kept here: an unsubscribe later deletes its delivery row). */
  queuedCount: integer("queued_count").notNull().default(0),
});

/**
 * One row per issue and subscriber, written in the transaction that queues the e-mail: the key
 * is what makes a send resumable after a crash and never twice to one address.
 */
export const newsletterDeliveries = pgTable(
  "newsletter_deliveries",
  {
    issueId: uuid("issue_id")
      .notNull()
      .references(() => newsletterIssues.id, { onDelete: "cascade" }),
    subscriberId: uuid("subscriber_id")
      .notNull()
      .references(() => newsletterSubscribers.id, { onDelete: "cascade" }),
    queuedAt: timestamp("queued_at", { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.issueId, t.subscriberId] })],
);
