import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

/**
 * The team's events (issue #15). A published event is listed; a cancelled one stays listed as
 * cancelled so a shared link still explains itself. Times are instants; pages show Singapore time.
 */
export const events = pgTable(
  "events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    /** Markdown, rendered sanitised. */
    description: text("description").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    type: text("type").notNull(),
    featured: boolean("featured").notNull().default(false),
    isVirtual: boolean("is_virtual").notNull().default(false),
    /** The virtual event's join address: shown only to people registered. */
    joinUrl: text("join_url"),
    location: text("location"),
    /** Seats; null means no limit. */
    maxAttendees: integer("max_attendees"),
    /** Registration elsewhere: when set, the page links there instead of taking registrations. */
    registrationUrl: text("registration_url"),
    registrationOpensAt: timestamp("registration_opens_at", { withTimezone: true }),
    registrationClosesAt: timestamp("registration_closes_at", { withTimezone: true }),
    published: boolean("published").notNull().default(true),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancellationReason: text("cancellation_reason"),
    /** Demo rows of the embedded database, labelled as samples on the page. */
    isSample: boolean("is_sample").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("events_starts_idx").on(t.published, t.startsAt)],
);

export const registrationStatuses = ["pending", "registered", "waitlisted", "cancelled"] as const;
export type RegistrationStatus = (typeof registrationStatuses)[number];

/**
 * One person's place at an event. A visitor's row is `pending` until they confirm from the
 * e-mail; then `registered` while seats last, else `waitlisted` (first come, by `queued_at`).
 * The manage token (stored hashed) is in every e-mail: it confirms and cancels.
 */
export const eventRegistrations = pgTable(
  "event_registrations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    status: text("status", { enum: registrationStatuses }).notNull().default("registered"),
    tokenHash: text("token_hash").unique(),
    /** When the person took a seat or joined the waitlist: the waitlist's order. */
    queuedAt: timestamp("queued_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    promotedAt: timestamp("promoted_at", { withTimezone: true }),
    /** Set in the transaction that queues the reminder e-mail, so it is sent once. */
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    /**
     * The language of the person's e-mails (issue 27): the page's when a visitor registered, the
     * account's for a signed-in person. Kept for the e-mails sent later (reminder, a freed seat).
     */
    language: text("language", { enum: ["en", "zh", "ms", "ta"] })
      .notNull()
      .default("en"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("event_registrations_once").on(t.eventId, sql`lower(${t.email})`),
    index("event_registrations_event_status_idx").on(t.eventId, t.status, t.queuedAt),
    index("event_registrations_user_idx").on(t.userId),
  ],
);
