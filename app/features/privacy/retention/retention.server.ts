import { and, desc, eq, inArray, isNotNull, isNull, lt, ne, or, sql, type SQL } from "drizzle-orm";
import {
  anonymousScreeningReminders,
  appointmentRequests,
  chatQuestions,
  corporates,
  emailOutbox,
  enquiries,
  eventRegistrations,
  events,
  gpClinics,
  newsletterSubscribers,
  partnerReviews,
  rateLimitBuckets,
  rateLimits,
  retentionRuns,
  sessions,
  specialists,
  users,
  verifications,
} from "#db/schema";
import { requireAdmin } from "~/features/accounts/index.server";
import { db, type Db, type Tx } from "~/lib/db.server";
import { startPeriodicJob } from "~/lib/email/outbox.server";
import { formatSgDateTime, todayInSingapore } from "~/lib/text/singapore-date";
import { purges, type PurgeRule } from "../declaration";

/** `days` before `at`, as a timestamp parameter: the cut-off of a period. */
const cutoff = (at: Date, days: number) => new Date(at.getTime() - days * 86_400_000);

/**
 * What each rule of the declaration removes. The periods are the declaration's (passed in), so the
 * policy's words and the job cannot disagree; the Record makes TypeScript refuse a rule without its
 * implementation. Each returns how many rows it removed (the outbox: how many bodies it dropped).
 * These writes reach into other features' tables on purpose: retention is declared once, here
 * (ADR 0029), rather than as a purge per owner that could drift from the policy.
 */
const rules: Record<PurgeRule, (tx: Tx, days: number, at: Date) => Promise<number>> = {
  // A sign-up never confirmed, with the partner application it started (still unverified, so never
  // reviewed or listed) and that application's history. Admin accounts are made confirmed.
  "unconfirmed-accounts": async (tx, days, at) => {
    const stale = tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.emailVerified, false),
          lt(users.createdAt, cutoff(at, days)),
          ne(users.userType, "admin"),
          ne(users.userType, "super_admin"),
        ),
      );
    for (const table of [gpClinics, specialists, corporates]) {
      const gone = await tx
        .delete(table)
        .where(and(inArray(table.userId, stale), eq(table.approvalStatus, "pending_verification")))
        .returning({ id: table.id });
      if (gone.length)
        await tx.delete(partnerReviews).where(
          inArray(
            partnerReviews.partnerId,
            gone.map((g) => g.id),
          ),
        );
    }
    return count(tx.delete(users).where(inArray(users.id, stale)).returning({ id: users.id }));
  },
  "unconfirmed-reminders": (tx, days, at) =>
    count(
      tx
        .delete(anonymousScreeningReminders)
        .where(
          and(
            isNull(anonymousScreeningReminders.confirmedAt),
            lt(anonymousScreeningReminders.createdAt, cutoff(at, days)),
          ),
        )
        .returning({ id: anonymousScreeningReminders.id }),
    ),
  "unconfirmed-newsletter": (tx, days, at) =>
    count(
      tx
        .delete(newsletterSubscribers)
        .where(and(isNull(newsletterSubscribers.confirmedAt), lt(newsletterSubscribers.createdAt, cutoff(at, days))))
        .returning({ id: newsletterSubscribers.id }),
    ),
  "unconfirmed-registrations": (tx, days, at) =>
    count(
      tx
        .delete(eventRegistrations)
        .where(and(eq(eventRegistrations.status, "pending"), lt(eventRegistrations.createdAt, cutoff(at, days))))
        .returning({ id: eventRegistrations.id }),
    ),
  "past-event-registrations": (tx, days, at) => {
    const past = tx
      .select({ id: events.id })
      .from(events)
      .where(lt(sql`coalesce(${events.endsAt}, ${events.startsAt})`, cutoff(at, days)));
    return count(
      tx
        .delete(eventRegistrations)
        .where(inArray(eventRegistrations.eventId, past))
        .returning({ id: eventRegistrations.id }),
    );
  },
  "chat-questions": (tx, days, at) =>
    count(
      tx
        .delete(chatQuestions)
        .where(lt(chatQuestions.lastAskedAt, cutoff(at, days)))
        .returning({ id: chatQuestions.id }),
    ),
  "appointment-requests": (tx, days, at) =>
    count(
      tx
        .delete(appointmentRequests)
        .where(lt(appointmentRequests.createdAt, cutoff(at, days)))
        .returning({ id: appointmentRequests.id }),
    ),
  "handled-enquiries": (tx, days, at) =>
    count(
      tx
        .delete(enquiries)
        .where(and(eq(enquiries.status, "handled"), lt(enquiries.handledAt, cutoff(at, days))))
        .returning({ id: enquiries.id }),
    ),
  // The row stays (who, subject, status: the System page and bounce counts read it); what was said
  // and the links in it go. A message still waiting to be delivered keeps its body.
  "outbox-bodies": (tx, days, at) => {
    const hasBody: SQL = or(
      ne(emailOutbox.text, ""),
      isNotNull(emailOutbox.html),
      isNotNull(emailOutbox.attachments),
      isNotNull(emailOutbox.headers),
    )!;
    return count(
      tx
        .update(emailOutbox)
        .set({ text: "", html: null, attachments: null, headers: null })
        .where(and(ne(emailOutbox.status, "pending"), lt(emailOutbox.createdAt, cutoff(at, days)), hasBody))
        .returning({ id: emailOutbox.id }),
    );
  },
  "expired-sessions": (tx, days, at) =>
    count(
      tx
        .delete(sessions)
        .where(lt(sessions.expiresAt, cutoff(at, days)))
        .returning({ id: sessions.id }),
    ),
  "expired-verifications": (tx, days, at) =>
    count(
      tx
        .delete(verifications)
        .where(lt(verifications.expiresAt, cutoff(at, days)))
        .returning({ id: verifications.id }),
    ),
  // better-auth keeps the last request as milliseconds since 1970.
  "expired-rate-limits": (tx, days, at) =>
    count(
      tx
        .delete(rateLimits)
        .where(lt(rateLimits.lastRequest, cutoff(at, days).getTime()))
        .returning({ id: rateLimits.id }),
    ),
  "expired-rate-limit-buckets": (tx, days, at) =>
    count(
      tx
        .delete(rateLimitBuckets)
        .where(lt(rateLimitBuckets.windowStart, cutoff(at, days)))
        .returning({ key: rateLimitBuckets.key }),
    ),
};

async function count(rows: Promise<unknown[]>): Promise<number> {
  return (await rows).length;
}

type RetentionCounts = Record<PurgeRule, number>;

/**
 * The day's retention run (Singapore's date), once per day whatever the number of processes: the
 * day's row in retention_runs is inserted first, in the transaction that removes the data. Another
 * process inserting the same day waits on the key and, once this one commits, does nothing; a crash
 * rolls back the row with the deletions, and the next tick runs the day again. Returns the counts,
 * or null when the day was already done.
 */
export async function runRetention(options: { at?: Date; database?: Db } = {}): Promise<RetentionCounts | null> {
  const database = options.database ?? db();
  const at = options.at ?? new Date();
  return database.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(retentionRuns)
      .values({ runOn: todayInSingapore(at), counts: {}, startedAt: at })
      .onConflictDoNothing()
      .returning({ runOn: retentionRuns.runOn });
    if (!claimed) return null;
    const counts = {} as RetentionCounts;
    for (const { rule, days } of purges()) counts[rule] = await rules[rule](tx, days, at);
    await tx
      .update(retentionRuns)
      .set({ counts, finishedAt: new Date() })
      .where(eq(retentionRuns.runOn, claimed.runOn));
    return counts;
  });
}

/** Runs in the server process: an hourly look, so the day's run happens soon after midnight or a restart. */
export function startRetentionJob(intervalMs = 60 * 60_000): () => Promise<void> {
  return startPeriodicJob("retention", () => runRetention(), intervalMs).stop;
}

export type RetentionStatus = {
  lastRun: { on: string; finished: string; finishedIso: string } | null;
  rules: Array<{ rule: PurgeRule; table: string; what: string; removed: number | null }>;
};

/** The console's System page: the last run and what each rule removed (counts only). */
export async function retentionStatus(request: Request): Promise<RetentionStatus> {
  await requireAdmin(request);
  const [last] = await db().select().from(retentionRuns).orderBy(desc(retentionRuns.runOn)).limit(1);
  const counts = (last?.counts ?? {}) as Partial<RetentionCounts>;
  return {
    lastRun: last
      ? { on: last.runOn, finished: formatSgDateTime(last.finishedAt), finishedIso: last.finishedAt.toISOString() }
      : null,
    rules: purges().map(({ rule, table, what }) => ({ rule, table, what, removed: counts[rule] ?? null })),
  };
}
