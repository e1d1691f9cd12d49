import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";

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
    /** What the bot did the last time: "decline" (no answer) or "clarify" (asked which question was meant). */
    outcome: text("outcome").$type<"decline" | "clarify">().notNull().default("decline"),
    /** For a clarified question, the intents the bot offered (ids of content/chat-answers). */
    candidates: jsonb("candidates").$type<string[]>(),
  },
  (t) => [
    uniqueIndex("chat_questions_normalised_idx").on(t.normalised),
    // The purge deletes by age and the console reads the recent ones.
    index("chat_questions_last_asked_idx").on(t.lastAskedAt),
  ],
);

/**
 * Phrasings the team attached to an answer bank intent in the console (issue 28): the bank itself is
 * in files (content/chat-answers), so these are kept here and merged into the matcher's index at
 * load. One phrasing per language once (normalised), whatever intent it names.
 */
export const chatPhrasings = pgTable(
  "chat_phrasings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    intentId: text("intent_id").notNull(),
    language: text("language").notNull(),
    phrasing: text("phrasing").notNull(),
    normalised: text("normalised").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("chat_phrasings_language_normalised_idx").on(t.language, t.normalised)],
);
