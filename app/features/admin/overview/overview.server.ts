import { count, desc, eq, gte, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { adminActivityLog, appointmentRequests, enquiries, events, users } from "#db/schema";
import { userTypes, userTypeLabel, type UserType } from "~/features/accounts";
import { waitingApplicationCount } from "~/features/partners/index.server";
import { pendingPledgeCount } from "~/features/corporate/index.server";
import { db } from "~/lib/db.server";
import { formatSgDateTime } from "~/lib/text/singapore-date";
import { auditActionLabel } from "../audit/actions";
import { ACTIVE_DAYS, CHART_WEEKS, RECENT_ACTIVITY_LIMIT } from "./figures";
import { systemHealth } from "../system/health.server";
import { pendingStoryCount } from "~/features/community/index.server";
import { lateRequestCount } from "~/features/directory/index.server";
import { screeningTotals } from "~/features/screening/index.server";

const DAY = 86_400_000;

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

/** What waits for the team, each with where to act on it. */
async function waiting(now: Date) {
  const [pendingStories, lateRequests, [newEnquiries], applications, pledges] = await Promise.all([
    pendingStoryCount(),
    lateRequestCount(now),
    db().select({ n: count() }).from(enquiries).where(eq(enquiries.status, "new")),
    waitingApplicationCount(),
    pendingPledgeCount(),
  ]);
  return [
    { label: "Partner applications to review", count: applications, href: "/admin/partners" },
    { label: "Corporate pledges to decide", count: pledges, href: "/admin/partners/pledges" },
    { label: "Stories to moderate", count: pendingStories, href: "/admin/content" },
    {
      label: "Appointment requests past the promised 1 business day",
      count: lateRequests,
      href: "/admin/content/appointments?late=1",
    },
    { label: "Enquiries and nominations", count: newEnquiries!.n, href: "/admin/enquiries" },
  ];
}

/** The newest audit rows, ready to show (Recent Admin Activity, spec accounts §2.3, §9: 10). */
async function recentActivity(limit = RECENT_ACTIVITY_LIMIT) {
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

type WeeklySeries = { weeks: string[]; series: { key: string; label: string; values: number[] }[] };

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

let inFlight: ReturnType<typeof computeOverview> | null = null;

/**
 * Everything the Overview tab shows. Loads that arrive while one is being computed share it (the
 * figures are at most that computation's few milliseconds old), so a team opening the console at
 * once costs the database one set of counts, not one per person. Nothing is kept afterwards: every
 * later load, and every Refresh, counts again.
 */
export function overview(): ReturnType<typeof computeOverview> {
  inFlight ??= computeOverview().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** The Overview's figures, from the database and this server's own counters. */
export async function computeOverview(now = new Date()) {
  const activeSince = new Date(now.getTime() - ACTIVE_DAYS * DAY);
  const { from, before } = periods(now);
  // One pass over users for the three figures about people.
  const people = db()
    .select({
      total: sql<number>`count(*)::int`,
      current: sql<number>`count(*) filter (where ${users.createdAt} >= ${from})::int`,
      previous: sql<number>`count(*) filter (where ${users.createdAt} >= ${before} and ${users.createdAt} < ${from})::int`,
      champions: sql<number>`count(*) filter (where ${users.userType} = 'champion')::int`,
      championsCurrent: sql<number>`count(*) filter (where ${users.userType} = 'champion' and ${users.createdAt} >= ${from})::int`,
      championsPrevious: sql<number>`count(*) filter (where ${users.userType} = 'champion' and ${users.createdAt} >= ${before} and ${users.createdAt} < ${from})::int`,
      active: sql<number>`count(*) filter (where ${users.userType} = 'champion' and ${users.lastSignInAt} >= ${activeSince})::int`,
    })
    .from(users);
  const [[counts], allEvents, health, waitingItems, recent, chartData, screening] = await Promise.all([
    people,
    growthOf(events, events.createdAt, now),
    systemHealth(),
    waiting(now),
    recentActivity(),
    charts(now),
    screeningTotals(),
  ]);
  return {
    stats: {
      totalUsers: { value: counts!.total, growth: { current: counts!.current, previous: counts!.previous } },
      activeChampions: {
        value: counts!.active,
        champions: counts!.champions,
        growth: { current: counts!.championsCurrent, previous: counts!.championsPrevious },
      },
      totalEvents: { value: allEvents.total, growth: { current: allEvents.current, previous: allEvents.previous } },
      health,
    },
    waiting: waitingItems,
    recent,
    charts: chartData,
    screening,
  };
}
