import { index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

export type EmailAttachment = { filename: string; contentType: string; content: string };

/**
 * Every e-mail is written here in the transaction of the change that causes it; the outbox worker
 * delivers pending rows (SMTP, or the development mailbox) with retries, so none is lost.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    /** Files sent with the message (an event's .ics): name, MIME type and the text content. */
    attachments: jsonb("attachments").$type<EmailAttachment[]>(),
    /** Extra message headers (a reminder's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
    headers: jsonb("headers").$type<Record<string, string>>(),
    status: text("status", { enum: ["pending", "sent", "failed"] })
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    index("email_outbox_due_idx").on(t.status, t.nextAttemptAt),
    index("email_outbox_created_idx").on(t.createdAt),
  ],
);
