import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

/**
 * Questions the chatbot could not answer (issue 16), so the team knows which article to write next.
 * Deliberately without a user id or an IP address: a row must never lead back to a person. The text
 * is stored with NRIC numbers, phone numbers and e-mail addresses already removed
 * (app/features/chat/screening/pii.ts), and rows not asked again for 90 days are deleted.
 */
export const chatQuestions = pgTable(
  "chat_questions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The question as last asked, personal data removed, whitespace collapsed, at most 500 characters. */
    question: text("question").notNull(),
    /** Lower case, no punctuation, whitespace collapsed: the same question typed twice is one row. */
    normalised: text("normalised").notNull(),
    timesAsked: integer("times_asked").notNull().default(1),
    firstAskedAt: timestamp("first_asked_at", { withTimezone: true }).notNull().defaultNow(),
    lastAskedAt: timestamp("last_asked_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("chat_questions_normalised_idx").on(t.normalised),
    // The purge deletes by age and the console reads the recent ones.
    index("chat_questions_last_asked_idx").on(t.lastAskedAt),
  ],
);
