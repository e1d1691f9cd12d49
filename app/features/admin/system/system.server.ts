import { readFileSync } from "node:fs";
import { plural } from "~/lib/text/plural";
import path from "node:path";
import { parseWithZod } from "@conform-to/zod/v4";
import { and, count, eq, sql } from "drizzle-orm";
import { data } from "react-router";
import { z } from "zod";
import { emailOutbox } from "#db/schema";
import type { SessionUser } from "~/features/accounts/index.server";
import { audit } from "~/lib/audit.server";
import { databaseKind, db, throwIfDatabaseUnavailable } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { formatSgDateTime } from "~/lib/text/singapore-date";
import { failedEmails, healthLimits, systemHealth } from "./health.server";

/** The words of the System page's retry buttons (the tests and the browser journeys read them). */
export const systemMessages = {
  retried: (to: string, subject: string) =>
    `The e-mail to ${to} (“${subject}”) is queued again and will be sent shortly.`,
  retriedAll: (n: number) => `${n} failed e-mail${n === 1 ? " is" : "s are"} queued again and will be sent shortly.`,
  invalidId: "This is not an e-mail of the outbox. Reload the page and try again.",
  notFound: "This e-mail is no longer in the outbox. Reload the page to see the current list.",
  notFailed: "This e-mail is not failed any more: another admin may have retried it already. The list is up to date.",
  noneFailed: "There are no failed e-mails to retry.",
  unknownIntent: "Choose an e-mail to retry, or retry all failed e-mails.",
  unexpected: "Something went wrong and nothing was changed. Please try again.",
} as const;

/** The "Retry" button of one failed e-mail. */
export const emailRetrySchema = z.object({ id: z.uuid({ error: systemMessages.invalidId }) });

/** How long the process has run, in words: "2 days, 3 hours and 5 minutes". */
export function uptimeWords(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  if (minutes < 1) return "less than a minute";
  const parts = [
    [Math.floor(minutes / 1440), "day"],
    [Math.floor((minutes % 1440) / 60), "hour"],
    [minutes % 60, "minute"],
  ] as const;
  const words = parts.filter(([n]) => n > 0).map(([n, unit]) => plural(n, unit));
  return words.length > 1 ? `${words.slice(0, -1).join(", ")} and ${words.at(-1)}` : words[0]!;
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(path.resolve(process.cwd(), file), "utf8"));
  } catch {
    return null;
  }
}

let cachedVersion: string | null | undefined;
/** package.json's "version", when it has one (read once). */
function packageVersion(): string | null {
  if (cachedVersion === undefined) {
    const version = (readJson("package.json") as { version?: unknown } | null)?.version;
    cachedVersion = typeof version === "string" && version ? version : null;
  }
  return cachedVersion;
}

/**
 * The commit being run, when the deployment says (GIT_COMMIT, or SOURCE_VERSION as Heroku-style
 * builders set it). Informational only, so read as is rather than as a setting of env.server.ts.
 */
/** The commit `npm run build` recorded (server/build-info.js), when it was built in a git checkout. */
function builtCommit(): string | null {
  const commit = (readJson("build/build-info.json") as { commit?: unknown } | null)?.commit;
  return typeof commit === "string" ? commit : null;
}

/** The deployment's own word first (GIT_COMMIT, SOURCE_VERSION), else the commit the build recorded. */
export function commitOf(
  source: Record<string, string | undefined> = process.env,
  built = builtCommit(),
): string | null {
  const value = (source.GIT_COMMIT ?? source.SOURCE_VERSION ?? built ?? "").trim();
  if (!value) return null;
  return /^[0-9a-f]{7,40}$/i.test(value) ? value.slice(0, 12) : value.slice(0, 40);
}

type Journal = { entries: { idx: number; when: number; tag: string }[] };

/**
 * The newest migration drizzle applied (drizzle.__drizzle_migrations keeps each one's hash and its
 * journal "when"), named by its tag in db/migrations/meta/_journal.json.
 */
async function lastMigration(): Promise<{
  tag: string;
  hash: string;
  written: Date;
  applied: number;
  known: number;
} | null> {
  try {
    const result = (await db().execute(
      sql`select hash, created_at, (select count(*)::int from drizzle.__drizzle_migrations) as applied
          from drizzle.__drizzle_migrations order by created_at desc limit 1`,
    )) as unknown as { rows: { hash: string; created_at: string | number; applied: number }[] };
    const row = result.rows[0];
    if (!row) return null;
    const when = Number(row.created_at);
    const journal = readJson("db/migrations/meta/_journal.json") as Journal | null;
    const entry = journal?.entries.find((e) => e.when === when);
    return {
      tag: entry?.tag ?? "unknown (not in this version's journal)",
      hash: row.hash.slice(0, 12),
      written: new Date(when),
      applied: Number(row.applied),
      known: journal?.entries.length ?? 0,
    };
  } catch (error) {
    logger.warn({ err: error }, "reading the migrations table failed");
    return null;
  }
}

/** Everything the System tab shows, ready to render. */
export async function systemPage(now = new Date()) {
  const [health, failed, [failedTotal], migration] = await Promise.all([
    systemHealth(),
    failedEmails(),
    db().select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.status, "failed")),
    lastMigration(),
  ]);
  const { figures } = health;
  const commit = commitOf();
  return {
    uptime: uptimeWords(process.uptime()),
    startedAt: formatSgDateTime(new Date(now.getTime() - process.uptime() * 1000)),
    version: { package: packageVersion(), commit },
    database: {
      kind: databaseKind() === "pglite" ? "Embedded PostgreSQL (PGlite)" : "PostgreSQL",
      ms: figures.databaseMs,
    },
    health: { status: health.status, checks: health.checks },
    limits: healthLimits,
    outbox: {
      pending: figures.outboxPending,
      late: figures.outboxLate,
      failed: failedTotal!.n,
      sent24h: figures.outboxSent24h,
      failedList: failed.map((e) => ({
        id: e.id,
        to: e.to,
        subject: e.subject,
        attempts: e.attempts,
        lastError: e.lastError ?? "No error recorded.",
        created: formatSgDateTime(e.createdAt),
        createdIso: e.createdAt.toISOString(),
      })),
    },
    lastHour: {
      requests: figures.requests,
      serverErrors: figures.serverErrors,
      rateLimited: figures.rateLimited,
      /** Set when the server started less than an hour ago: the figures cover only since then. */
      since: now.getTime() - figures.since.getTime() < 3_599_000 ? formatSgDateTime(figures.since) : null,
    },
    migration: migration && {
      ...migration,
      written: formatSgDateTime(migration.written),
    },
  };
}

type Admin = Pick<SessionUser, "id" | "email">;
type RetryOutcome = { ok: true; message: string } | { ok: false; status: number; message: string };

/**
 * Puts one failed e-mail back in the queue (pending, due now, attempts from 0), with its audit row
 * in the same transaction. The update holds only while the e-mail is still failed, so of two admins
 * at once exactly one retries it; the other is told it is not failed any more.
 */
export async function retryFailedEmail(request: Request, admin: Admin, id: string): Promise<RetryOutcome> {
  if (!emailRetrySchema.shape.id.safeParse(id).success)
    return { ok: false, status: 400, message: systemMessages.invalidId };
  try {
    return await db().transaction(async (tx): Promise<RetryOutcome> => {
      const [row] = await tx
        .update(emailOutbox)
        .set({ status: "pending", nextAttemptAt: sql`now()`, attempts: 0 })
        .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, "failed")))
        .returning({ id: emailOutbox.id, to: emailOutbox.to, subject: emailOutbox.subject });
      if (!row) {
        const [exists] = await tx.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.id, id));
        return exists
          ? { ok: false, status: 409, message: systemMessages.notFailed }
          : { ok: false, status: 404, message: systemMessages.notFound };
      }
      await audit(tx, admin, request, {
        action: "email.retry",
        target: { type: "email", id: row.id, label: `${row.to} — ${row.subject}` },
        before: { status: "failed" },
        after: { status: "pending" },
      });
      return { ok: true, message: systemMessages.retried(row.to, row.subject) };
    });
  } catch (error) {
    throwIfDatabaseUnavailable(error);
    logger.error({ err: error, emailId: id }, "retrying an e-mail failed");
    return { ok: false, status: 500, message: systemMessages.unexpected };
  }
}

/** Every failed e-mail back in the queue at once: one transaction, one audit row with the count. */
export async function retryAllFailedEmails(request: Request, admin: Admin): Promise<RetryOutcome> {
  try {
    return await db().transaction(async (tx): Promise<RetryOutcome> => {
      const rows = await tx
        .update(emailOutbox)
        .set({ status: "pending", nextAttemptAt: sql`now()`, attempts: 0 })
        .where(eq(emailOutbox.status, "failed"))
        .returning({ id: emailOutbox.id });
      if (rows.length === 0) return { ok: false, status: 409, message: systemMessages.noneFailed };
      await audit(tx, admin, request, {
        action: "email.retry",
        target: { type: "email", id: "all-failed", label: `All failed e-mails (${rows.length})` },
        before: { status: "failed", count: rows.length },
        after: { status: "pending", count: rows.length, ids: rows.map((r) => r.id) },
      });
      return { ok: true, message: systemMessages.retriedAll(rows.length) };
    });
  } catch (error) {
    throwIfDatabaseUnavailable(error);
    logger.error({ err: error }, "retrying all failed e-mails failed");
    return { ok: false, status: 500, message: systemMessages.unexpected };
  }
}

type SystemActionData = { ok: boolean; message: string };

/** The System tab's form: `intent=retry` with an e-mail's id, or `intent=retry-all`. */
export async function systemAction(request: Request, admin: Admin) {
  const form = await request.formData();
  const intent = form.get("intent");
  let outcome: RetryOutcome;
  if (intent === "retry-all") outcome = await retryAllFailedEmails(request, admin);
  else if (intent === "retry") {
    const submission = parseWithZod(form, { schema: emailRetrySchema });
    outcome =
      submission.status === "success"
        ? await retryFailedEmail(request, admin, submission.value.id)
        : { ok: false, status: 400, message: systemMessages.invalidId };
  } else outcome = { ok: false, status: 400, message: systemMessages.unknownIntent };
  return data<SystemActionData>(
    { ok: outcome.ok, message: outcome.message },
    { status: outcome.ok ? 200 : outcome.status },
  );
}
