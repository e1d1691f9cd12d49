import { and, count, desc, eq, gte, isNull, lt, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import {
  adminActivityLog,
  appointmentRequests,
  enquiries,
  events,
  gpClinics,
  specialists,
  stories,
  users,
} from "#db/schema";
import { userTypes, userTypeLabel, type UserType } from "~/features/accounts";
import { waitingApplicationCount } from "~/features/partners/index.server";
import { db } from "~/lib/db.server";
import { formatSgDateTime, oneBusinessDayBefore } from "~/lib/singapore-date";
import { auditActionLabel } from "./audit-actions";
import { systemHealth } from "./health.server";

const DAY = 86_400_000;
/** Active means signed in within this many days (the definition is printed on the card). */
export const ACTIVE_DAYS = 30;
export const RECENT_ACTIVITY_LIMIT = 10;
export const CHART_WEEKS = 12;

/** This period against the one before it: a real growth figure, never a fixed one. */
export type Growth = { current: number; previous: number };

function periods(now: Date) {
  return { from: new Date(now.getTime() - 30 * DAY), before: new Date(now.getTime() - 60 * DAY) };
}

/** How many rows of a table were created in the last 30 days and in the 30 before. */
async function growthOf(table: typeof users | typeof events, column: PgColumn, now: Date, extra?: SQL) {
  const { from, before } = periods(now);
  const [row] = await db()
    .select({
      current: sql<number>`count(*) filter (where ${column} >= ${from})::int`,
      previous: sql<number>`count(*) filter (where ${column} >= ${before} and ${column} < ${from})::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(table)
    .where(extra);
  return row!;
}

/**
 * Appointment requests no partner account receives (ADR 0010: the team follows them up): the
 * chosen clinic has no account, or the person typed a clinic name.
 */
export const unmanagedRequest = sql`coalesce(
  (select ${gpClinics.userId} from ${gpClinics} where ${gpClinics.id} = ${appointmentRequests.gpClinicId}),
  (select ${specialists.userId} from ${specialists} where ${specialists.id} = ${appointmentRequests.specialistId})
) is null`;

/** What waits for the team, each with where to act on it. */
async function waiting(now: Date) {
  const late = oneBusinessDayBefore(now);
  const [[pendingStories], [lateRequests], [newEnquiries], applications] = await Promise.all([
    db()
      .select({ n: count() })
      .from(stories)
      .where(and(isNull(stories.reviewedAt), eq(stories.approved, false))),
    db()
      .select({ n: count() })
      .from(appointmentRequests)
      .where(and(eq(appointmentRequests.status, "new"), lt(appointmentRequests.createdAt, late), unmanagedRequest)),
    db().select({ n: count() }).from(enquiries).where(eq(enquiries.status, "new")),
    waitingApplicationCount(),
  ]);
  return [
    { label: "Partner applications to review", count: applications, href: "/admin/partners" },
    { label: "Stories to moderate", count: pendingStories!.n, href: "/admin/content" },
    {
      label: "Appointment requests past the promised 1 business day",
      count: lateRequests!.n,
      href: "/admin/content/appointments?late=1",
    },
    { label: "Government and trial enquiries", count: newEnquiries!.n, href: "/admin/enquiries" },
  ];
}

/** The newest audit rows, ready to show (Recent Admin Activity, spec accounts §2.3, §9: 10). */
export async function recentActivity(limit = RECENT_ACTIVITY_LIMIT) {
  const rows = await db()
    .select({
      id: adminActivityLog.id,
      actor: adminActivityLog.actorEmail,
      action: adminActivityLog.action,
      target: adminActivityLog.targetLabel,
      createdAt: adminActivityLog.createdAt,
    })
    .from(adminActivityLog)
    .orderBy(desc(adminActivityLog.createdAt))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    actor: r.actor ?? "An admin",
    action: auditActionLabel(r.action),
    target: r.target,
    at: formatSgDateTime(r.createdAt),
    iso: r.createdAt.toISOString(),
  }));
}

/** Monday of the Singapore week of a moment, as YYYY-MM-DD (Singapore is UTC+8 all year). */
const sgWeek = (column: PgColumn) =>
  sql<string>`to_char(date_trunc('week', ${column} + interval '8 hours'), 'YYYY-MM-DD')`;

/** The Mondays of the last `weeks` Singapore weeks, oldest first, the current week last. */
export function weekStarts(now: Date, weeks = CHART_WEEKS): string[] {
  const sg = new Date(now.getTime() + 8 * 3_600_000);
  const monday = new Date(
    Date.UTC(sg.getUTCFullYear(), sg.getUTCMonth(), sg.getUTCDate() - ((sg.getUTCDay() + 6) % 7)),
  );
  return Array.from({ length: weeks }, (_, i) =>
    new Date(monday.getTime() - (weeks - 1 - i) * 7 * DAY).toISOString().slice(0, 10),
  );
}

export type WeeklySeries = { weeks: string[]; series: { key: string; label: string; values: number[] }[] };

/** Sign-ups per week by account type, and appointment requests per week, over 12 weeks. */
async function charts(now: Date): Promise<{ signUps: WeeklySeries; requests: WeeklySeries }> {
  const weeks = weekStarts(now);
  const since = new Date(`${weeks[0]}T00:00:00+08:00`);
  const [signUpRows, requestRows] = await Promise.all([
    db()
      .select({ week: sgWeek(users.createdAt), type: users.userType, n: sql<number>`count(*)::int` })
      .from(users)
      .where(gte(users.createdAt, since))
      .groupBy(sql`1`, users.userType),
    db()
      .select({ week: sgWeek(appointmentRequests.createdAt), n: sql<number>`count(*)::int` })
      .from(appointmentRequests)
      .where(gte(appointmentRequests.createdAt, since))
      .groupBy(sql`1`),
  ]);
  const column = (rows: { week: string; n: number }[]) =>
    weeks.map((w) => rows.filter((r) => r.week === w).reduce((a, r) => a + r.n, 0));
  const types = userTypes.filter((t) => signUpRows.some((r) => r.type === t));
  return {
    signUps: {
      weeks,
      series: types.map((type: UserType) => ({
        key: type,
        label: userTypeLabel(type),
        values: column(signUpRows.filter((r) => r.type === type)),
      })),
    },
    requests: { weeks, series: [{ key: "requests", label: "Appointment requests", values: column(requestRows) }] },
  };
}

/** Everything the Overview tab shows, from the database and this server's own counters. */
export async function overview(now = new Date()) {
  const activeSince = new Date(now.getTime() - ACTIVE_DAYS * DAY);
  const [allUsers, champions, [active], allEvents, health, waitingItems, recent, chartData] = await Promise.all([
    growthOf(users, users.createdAt, now),
    growthOf(users, users.createdAt, now, eq(users.userType, "champion")),
    db()
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.userType, "champion"), gte(users.lastSignInAt, activeSince))),
    growthOf(events, events.createdAt, now),
    systemHealth(),
    waiting(now),
    recentActivity(),
    charts(now),
  ]);
  return {
    stats: {
      totalUsers: { value: allUsers.total, growth: { current: allUsers.current, previous: allUsers.previous } },
      activeChampions: {
        value: active!.n,
        champions: champions.total,
        growth: { current: champions.current, previous: champions.previous },
      },
      totalEvents: { value: allEvents.total, growth: { current: allEvents.current, previous: allEvents.previous } },
      health,
    },
    waiting: waitingItems,
    recent,
    charts: chartData,
  };
}
