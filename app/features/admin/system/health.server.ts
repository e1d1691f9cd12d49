import { eq, sql } from "drizzle-orm";
import { emailOutbox } from "#db/schema";
import { db } from "~/lib/db.server";
import { lastHour } from "~/lib/http/request-stats.server";
import { plural } from "~/lib/text/plural";

/** When each check stops being healthy (shown on the System page beside the figures). */
export const healthLimits = {
  databaseMs: 250,
  /** A pending e-mail due this long ago means the outbox worker is behind or stopped. */
  outboxLateMinutes: 15,
  /** Server errors as a share of the last hour's requests. */
  errorRate: 0.01,
} as const;

type HealthCheck = { name: string; ok: boolean; detail: string };
export type Health = {
  status: "Healthy" | "Needs attention" | "Down";
  /** Requests answered without a server error in the last hour, in per cent (null before any). */
  successRate: number | null;
  checks: HealthCheck[];
  figures: {
    databaseMs: number | null;
    outboxPending: number;
    outboxLate: number;
    outboxFailed24h: number;
    outboxSent24h: number;
    requests: number;
    serverErrors: number;
    rateLimited: number;
    since: Date;
  };
};

async function timeDatabase(): Promise<number | null> {
  const started = performance.now();
  try {
    await db().execute(sql`select 1`);
    return Math.round((performance.now() - started) * 10) / 10;
  } catch {
    return null;
  }
}

async function outboxFigures() {
  const late = new Date(Date.now() - healthLimits.outboxLateMinutes * 60_000);
  const day = new Date(Date.now() - 86_400_000);
  const [row] = await db()
    .select({
      pending: sql<number>`count(*) filter (where ${emailOutbox.status} = 'pending')::int`,
      late: sql<number>`count(*) filter (where ${emailOutbox.status} = 'pending' and ${emailOutbox.nextAttemptAt} < ${late})::int`,
      failed: sql<number>`count(*) filter (where ${emailOutbox.status} = 'failed' and ${emailOutbox.createdAt} >= ${day})::int`,
      sent: sql<number>`count(*) filter (where ${emailOutbox.status} = 'sent' and ${emailOutbox.sentAt} >= ${day})::int`,
    })
    .from(emailOutbox)
    .where(sql`${emailOutbox.status} <> 'sent' or ${emailOutbox.sentAt} >= ${day}`);
  return row!;
}

/**
 * System Health (spec accounts §2.3), from real checks: the database answers and how fast, the
 * e-mail outbox keeps up and delivers, and the server's error rate in the last hour. Each check that
 * fails says why; the status is the worst of them.
 */
export async function systemHealth(): Promise<Health> {
  const databaseMs = await timeDatabase();
  const hour = lastHour();
  const figuresBase = { databaseMs, ...hour };
  if (databaseMs === null)
    return {
      status: "Down",
      successRate: null,
      checks: [{ name: "Database", ok: false, detail: "The database does not answer." }],
      figures: { ...figuresBase, outboxPending: 0, outboxLate: 0, outboxFailed24h: 0, outboxSent24h: 0 },
    };
  const outbox = await outboxFigures();
  const rate = hour.requests ? hour.serverErrors / hour.requests : 0;
  const checks: HealthCheck[] = [
    {
      name: "Database",
      ok: databaseMs <= healthLimits.databaseMs,
      detail:
        databaseMs <= healthLimits.databaseMs
          ? `Answers in ${databaseMs} ms.`
          : `Answers slowly: ${databaseMs} ms (more than ${healthLimits.databaseMs} ms).`,
    },
    {
      name: "E-mail delivery",
      ok: outbox.late === 0 && outbox.failed === 0,
      detail:
        outbox.late > 0
          ? `${plural(outbox.late, "e-mail")} waiting more than ${plural(healthLimits.outboxLateMinutes, "minute")} to be sent.`
          : outbox.failed > 0
            ? `${plural(outbox.failed, "e-mail")} failed in the last 24 hours.`
            : `No backlog; ${outbox.sent} sent in the last 24 hours.`,
    },
    {
      name: "Server errors",
      ok: rate <= healthLimits.errorRate,
      detail:
        rate <= healthLimits.errorRate
          ? `${hour.serverErrors} of ${plural(hour.requests, "request")} in the last hour.`
          : `${hour.serverErrors} of ${plural(hour.requests, "request")} failed in the last hour (more than ${healthLimits.errorRate * 100}%).`,
    },
  ];
  return {
    status: checks.every((c) => c.ok) ? "Healthy" : "Needs attention",
    successRate: hour.requests ? Math.round((1 - rate) * 1000) / 10 : null,
    checks,
    figures: {
      ...figuresBase,
      outboxPending: outbox.pending,
      outboxLate: outbox.late,
      outboxFailed24h: outbox.failed,
      outboxSent24h: outbox.sent,
    },
  };
}

/** The e-mails the outbox gave up on, newest first, with their last error (the System page). */
export const failedEmails = () =>
  db()
    .select({
      id: emailOutbox.id,
      to: emailOutbox.to,
      subject: emailOutbox.subject,
      attempts: emailOutbox.attempts,
      lastError: emailOutbox.lastError,
      createdAt: emailOutbox.createdAt,
    })
    .from(emailOutbox)
    .where(eq(emailOutbox.status, "failed"))
    .orderBy(sql`${emailOutbox.createdAt} desc`)
    .limit(50);
