import { desc, gte, lt, sql } from "drizzle-orm";
import { chatQuestions } from "#db/schema";
import { db, type Db } from "~/lib/db.server";
import { startPeriodicJob } from "~/lib/email/outbox.server";
import { stripPersonalData } from "./screening/pii";
import { MAX_MESSAGE_LENGTH } from "./types";

/**
 * Questions the bot could not answer (issue 16), and those it answered with a clarifying question (issue 28), kept so the team knows which article to write
 * next. Nothing here knows who asked: the caller passes the text only, the table has no user or IP
 * column, and the text loses its NRIC, phone numbers and e-mail addresses before it is written.
 */

/** How long a question is kept after it was last asked (stated on the privacy page). */
export const RETENTION_DAYS = 90;
/** The in-call purge runs at most this often per process: the DELETE is cheap, but not free. */
const PURGE_EVERY_MS = 60_000;

type UnansweredQuestion = {
  id: string;
  outcome: "decline" | "clarify";
  candidates: string[] | null;
  question: string;
  timesAsked: number;
  firstAskedAt: Date;
  lastAskedAt: Date;
};

/** The form that groups repeats: lower case, no punctuation, single spaces ("Is it free?" = "is it free"). */
export function normaliseQuestion(text: string): string {
  return text
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** What is kept of a question: personal data removed, whitespace collapsed, at most 500 characters. */
function keptText(question: string): string {
  return stripPersonalData(question).replace(/\s+/g, " ").trim().slice(0, MAX_MESSAGE_LENGTH).trim();
}

const retentionCutoff = (now: Date) => new Date(now.getTime() - RETENTION_DAYS * 24 * 60 * 60 * 1000);

/** Deletes the questions nobody has asked for 90 days; returns how many went. */
export async function purgeOldQuestions(database: Db = db(), now = new Date()): Promise<number> {
  const gone = await database
    .delete(chatQuestions)
    .where(lt(chatQuestions.lastAskedAt, retentionCutoff(now)))
    .returning({ id: chatQuestions.id });
  return gone.length;
}

let lastPurge = 0;

/**
 * Keeps one question the bot could not answer: a repeat (same words, whatever the case, spacing or
 * punctuation) counts on the existing row. One INSERT … ON CONFLICT, so two people asking at the same
 * moment give one row asked twice. Also deletes expired rows, at most once a minute per process.
 */
export async function recordUnanswered(
  question: string,
  database: Db = db(),
  /** The intents a clarifying question offered; none when the bot declined. */
  candidates?: string[],
): Promise<void> {
  const text = keptText(question);
  const normalised = normaliseQuestion(text);
  if (!normalised) return;
  const now = new Date();
  const outcome = candidates
    ? { outcome: "clarify" as const, candidates }
    : { outcome: "decline" as const, candidates: null };
  await database
    .insert(chatQuestions)
    .values({ question: text, normalised, timesAsked: 1, firstAskedAt: now, lastAskedAt: now, ...outcome })
    .onConflictDoUpdate({
      target: chatQuestions.normalised,
      set: {
        // The last time decides: a question the bank now half-knows moves from declined to clarified.
        ...outcome,
        timesAsked: sql`${chatQuestions.timesAsked} + 1`,
        lastAskedAt: sql`greatest(${chatQuestions.lastAskedAt}, excluded.last_asked_at)`,
      },
    });
  if (now.getTime() - lastPurge >= PURGE_EVERY_MS) {
    lastPurge = now.getTime();
    await purgeOldQuestions(database, now);
  }
}

/**
 * The console's list: most asked first, then most recent. Only the last 90 days, even if the
 * purge has not run yet, so the page never shows what the privacy page says is gone.
 */
export async function listUnanswered(
  { limit = 200 }: { limit?: number } = {},
  database: Db = db(),
): Promise<UnansweredQuestion[]> {
  return database
    .select({
      id: chatQuestions.id,
      outcome: chatQuestions.outcome,
      candidates: chatQuestions.candidates,
      question: chatQuestions.question,
      timesAsked: chatQuestions.timesAsked,
      firstAskedAt: chatQuestions.firstAskedAt,
      lastAskedAt: chatQuestions.lastAskedAt,
    })
    .from(chatQuestions)
    .where(gte(chatQuestions.lastAskedAt, retentionCutoff(new Date())))
    .orderBy(desc(chatQuestions.timesAsked), desc(chatQuestions.lastAskedAt))
    .limit(limit);
}

/**
 * The purge as a job beside the outbox worker, so questions go after 90 days even in a quiet spell
 * when nobody asks the bot anything it cannot answer (the in-call purge alone would then never run).
 */
export function startUnansweredPurgeJob(intervalMs = 60 * 60 * 1000): () => Promise<void> {
  const job = startPeriodicJob("unanswered questions purge", () => purgeOldQuestions(), intervalMs);
  return job.stop;
}
