import { and, asc, desc, eq, lte, sql } from "drizzle-orm";
import nodemailer from "nodemailer";
import { emailOutbox, type EmailAttachment } from "#db/schema";
import { db, type Db, type Tx } from "../db.server";
import { env } from "../env.server";
import { logger } from "../logger.server";
import { defaultLang, type Lang } from "../i18n/languages";
import { messagesFor, translationState } from "../i18n/messages.server";
import { createT } from "../i18n/translate";
import { renderHtml } from "./layout";

export type Email = {
  to: string;
  subject: string;
  text: string;
  attachments?: EmailAttachment[] | null;
  /** Extra headers, such as List-Unsubscribe (listUnsubscribeHeaders in ./one-click.ts). */
  headers?: Record<string, string> | null;
  /** The language the e-mail's words are in (issue 27), when they are the email namespace's. */
  lang?: Lang;
};

/**
 * A translated e-mail says so, as a translated page does (app/ui/translation-note.tsx): the last line,
 * "Translated; review pending" in its language, until a reader of that language has reviewed the
 * email namespace (app/locales/status.json). Its HTML part says its language too.
 */
function asQueued({ lang, ...email }: Email) {
  const review = lang && lang !== defaultLang ? translationState(lang, "email") : null;
  const pending =
    review && !review.reviewedBy ? createT(lang!, messagesFor(lang!, "shell"))("language.reviewPending") : null;
  const text = pending ? `${email.text}\n\n— ${pending}` : email.text;
  return {
    ...email,
    text,
    attachments: email.attachments?.length ? email.attachments : null,
    headers: email.headers && Object.keys(email.headers).length ? email.headers : null,
    html: renderHtml(text, lang),
  };
}

/**
 * Queues an e-mail. Pass the transaction of the change that causes the e-mail, so both are
 * written or neither is. Returns the outbox row's id (a feature may note it to follow the delivery).
 */
export async function enqueueEmail(email: Email, tx: Db | Tx = db()): Promise<string> {
  const [row] = await tx.insert(emailOutbox).values(asQueued(email)).returning({ id: emailOutbox.id });
  wake?.();
  return row!.id;
}

/**
 * Queues many e-mails in one statement (a newsletter's batch), in the caller's transaction: one
 * round trip instead of one per address.
 */
export async function enqueueEmails(emails: Email[], tx: Db | Tx = db()): Promise<number> {
  if (!emails.length) return 0;
  const rows = await tx.insert(emailOutbox).values(emails.map(asQueued)).returning({ id: emailOutbox.id });
  wake?.();
  return rows.length;
}

type OutgoingEmail = Omit<Email, "attachments" | "headers"> & {
  html: string | null;
  from: string;
  attachments?: EmailAttachment[];
  headers?: Record<string, string>;
};
export type Transport = { send(message: OutgoingEmail): Promise<void> };

/** SMTP when SMTP_URL is set; otherwise the outbox row itself is the delivery (/dev/mailbox). */
export function defaultTransport(): Transport | null {
  const url = env().SMTP_URL;
  if (!url) return null;
  const smtp = nodemailer.createTransport(url);
  return {
    async send(message) {
      // Attachments are stored as text (an event's .ics): nodemailer sends them as they are.
      await smtp.sendMail({ ...message, html: message.html ?? undefined });
    },
  };
}

const MAX_ATTEMPTS = 8;
const BATCH = 20;

/** Exponential backoff: 30 s, 1 min, 2 min … capped at one hour between attempts. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/**
 * Delivers due e-mails once. Rows are claimed with SKIP LOCKED so several app processes can run
 * the worker against one PostgreSQL without sending anything twice.
 */
export async function deliverDueEmails(
  transport: Transport | null,
  batch = BATCH,
  database: Db = db(),
): Promise<number> {
  let delivered = 0;
  await database.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, "pending"), lte(emailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(emailOutbox.nextAttemptAt))
      .limit(batch)
      .for("update", { skipLocked: true });
    for (const row of due) {
      try {
        if (transport) {
          await transport.send({
            ...row,
            attachments: row.attachments ?? undefined,
            headers: row.headers ?? undefined,
            from: env().MAIL_FROM,
          });
        }
        await tx
          .update(emailOutbox)
          .set({ status: "sent", sentAt: new Date(), attempts: row.attempts + 1, lastError: null })
          .where(eq(emailOutbox.id, row.id));
        delivered++;
      } catch (error) {
        const attempts = row.attempts + 1;
        const message = (error as Error).message;
        logger.warn({ emailId: row.id, attempts, err: message }, "e-mail delivery failed");
        await tx
          .update(emailOutbox)
          .set({
            attempts,
            lastError: message,
            status: attempts >= MAX_ATTEMPTS ? "failed" : "pending",
            nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)),
          })
          .where(eq(emailOutbox.id, row.id));
      }
    }
  });
  return delivered;
}

type PeriodicJob = { wake: () => void; stop: () => Promise<void> };

/**
 * Runs `work` now and every `intervalMs` after the last run ends, one run at a time; `wake()` asks
 * for a run now. `stop()` waits for the run in progress. The outbox worker and the event reminders
 * use it: their state is in the database, so a restart loses nothing.
 */
export function startPeriodicJob(name: string, work: () => Promise<unknown>, intervalMs: number): PeriodicJob {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    if (stopped) return;
    clearTimeout(timer);
    running = running
      .then(work)
      .catch((error: unknown) => logger.error({ err: error }, `${name} failed`))
      .finally(() => {
        // A wake during a run queued another: only the last run's timer may stay.
        clearTimeout(timer);
        if (!stopped) timer = setTimeout(tick, intervalMs);
      });
  };
  tick();
  return {
    wake: () => setImmediate(tick),
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

let wake: (() => void) | undefined;

/** Runs in the server process: drains the outbox on every enqueue and every few seconds. */
export function startOutboxWorker(transport = defaultTransport(), intervalMs = 5_000): () => Promise<void> {
  // A full batch delivered means more may be due (a backlog after SMTP was away): go on at once
  // rather than 20 every interval.
  const drain = async () => {
    while ((await deliverDueEmails(transport, BATCH)) === BATCH);
  };
  const job = startPeriodicJob("outbox worker", drain, intervalMs);
  wake = job.wake;
  return async () => {
    wake = undefined;
    await job.stop();
  };
}

/** The development mailbox: newest first. */
export async function listMailbox(limit = 100) {
  return db()
    .select({
      id: emailOutbox.id,
      to: emailOutbox.to,
      subject: emailOutbox.subject,
      text: emailOutbox.text,
      attachments: emailOutbox.attachments,
      status: emailOutbox.status,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .orderBy(desc(emailOutbox.createdAt))
    .limit(limit);
}
