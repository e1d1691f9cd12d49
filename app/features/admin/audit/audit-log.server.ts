import { and, count, desc, eq, gte, ilike, isNotNull, lt, ne, or, sql, type SQL } from "drizzle-orm";
import { plural, pluralWord } from "~/lib/text/plural";
import { adminActivityLog } from "#db/schema";
import type { SessionUser } from "~/features/accounts/index.server";
import { audit } from "~/lib/audit.server";
import { csvResponse } from "~/lib/text/csv";
import { likePattern } from "~/lib/text/like-pattern";
import { db } from "~/lib/db.server";
import { hit, type Limit } from "~/lib/http/rate-limit.server";
import { addDays, formatSgDateTime, isRealDate, todayInSingapore } from "~/lib/text/singapore-date";
import { auditActionLabel } from "./actions";

/** Rows per page of /admin/audit; rows per database round trip of the CSV export. */
export const AUDIT_PAGE_SIZE = 50;
const AUDIT_EXPORT_BATCH = 1000;
/** Exports per admin per hour: each one reads the whole filtered log. */
export const auditExportLimit: Limit = { name: "audit-export", max: 10, windowSeconds: 3600 };

/** The words shown when a filter of the address cannot be used (the rest of the filters still apply). */
export const auditMessages = {
  badDate: (which: "from" | "to") => `The “${which}” date must be a real date written like 2026-06-05: it is ignored.`,
  datesReversed: "The “from” date is after the “to” date: both dates are ignored.",
  badAction: "The action filter was not understood: it is ignored.",
  badTargetType: "The target type filter was not understood: it is ignored.",
  badPage: "The page number was not understood: showing the first page.",
  pageTooHigh: (pages: number) =>
    `There ${pluralWord(pages, { one: "is", other: "are" })} only ${plural(pages, "page")}: showing the last.`,
  tooMany: (minutes: number) =>
    `You have exported the audit log ${plural(auditExportLimit.max, "time")} in the last hour. Try again in ${plural(minutes, "minute")}.`,
} as const;

export type AuditFilters = {
  /** Part of the actor's e-mail address. */
  actor: string;
  action: string | null;
  targetType: string | null;
  /** Part of the target's label, or of its id. */
  target: string;
  /** Singapore dates, YYYY-MM-DD, both included. */
  from: string | null;
  to: string | null;
  page: number;
};

const text = (params: URLSearchParams, name: string) => (params.get(name) ?? "").trim().slice(0, 100);
const code = /^[a-z][a-z0-9_.-]{0,59}$/;

/** The filters of /admin/audit and its export from the address; what cannot be used is named, not fatal. */
export function auditFilters(params: URLSearchParams): { filters: AuditFilters; problems: string[] } {
  const problems: string[] = [];
  const choice = (name: string, message: string) => {
    const value = text(params, name);
    if (!value) return null;
    if (code.test(value)) return value;
    problems.push(message);
    return null;
  };
  const date = (which: "from" | "to") => {
    const value = text(params, which);
    if (!value) return null;
    if (isRealDate(value)) return value;
    problems.push(auditMessages.badDate(which));
    return null;
  };
  let from = date("from");
  let to = date("to");
  if (from && to && from > to) {
    problems.push(auditMessages.datesReversed);
    from = to = null;
  }
  const rawPage = text(params, "page");
  let page = 1;
  if (rawPage) {
    if (/^\d{1,20}$/.test(rawPage) && Number(rawPage) >= 1) page = Number(rawPage);
    else problems.push(auditMessages.badPage);
  }
  return {
    filters: {
      actor: text(params, "actor"),
      action: choice("action", auditMessages.badAction),
      targetType: choice("targetType", auditMessages.badTargetType),
      target: text(params, "target"),
      from,
      to,
      page,
    },
    problems,
  };
}

/** The filters as they were set (the export's audit row, the page's links). */
export function setFilters(filters: AuditFilters): Record<string, string> {
  const { page: _page, ...rest } = filters;
  return Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== null && v !== "")) as Record<string, string>;
}

/** A LIKE pattern matching `value` anywhere, its own % and _ taken literally. */
/** Midnight at the start of a Singapore date. */
const sgMidnight = (isoDate: string) => new Date(`${isoDate}T00:00:00+08:00`);

function auditWhere(filters: AuditFilters): SQL | undefined {
  const log = adminActivityLog;
  const conditions: (SQL | undefined)[] = [];
  if (filters.actor) conditions.push(ilike(log.actorEmail, likePattern(filters.actor)));
  if (filters.action) conditions.push(eq(log.action, filters.action));
  if (filters.targetType) conditions.push(eq(log.targetType, filters.targetType));
  if (filters.target)
    conditions.push(
      or(ilike(log.targetLabel, likePattern(filters.target)), ilike(log.targetId, likePattern(filters.target))),
    );
  if (filters.from) conditions.push(gte(log.createdAt, sgMidnight(filters.from)));
  if (filters.to) conditions.push(lt(log.createdAt, sgMidnight(addDays(filters.to, 1))));
  return and(...conditions);
}

export type Change = { key: string; before: string; after: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** A moment as the database and JSON write it ("2026-12-12T02:00:00.000Z"). */
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * A value in a few words: a moment in Singapore time as everywhere else in the console, other text
 * as it is, anything else as compact JSON, long values cut.
 */
function shown(value: unknown): string {
  if (value === undefined || value === null) return "—";
  if (typeof value === "string" && INSTANT.test(value) && !Number.isNaN(Date.parse(value)))
    return `${formatSgDateTime(new Date(value))} (Singapore time)`;
  const words = typeof value === "string" ? value : JSON.stringify(value);
  return words.length > 200 ? `${words.slice(0, 199)}…` : words;
}

/** What an audit row changed: the keys whose values differ between before and after. */
export function changesOf(before: unknown, after: unknown): Change[] {
  if (before == null && after == null) return [];
  if ((before == null || isRecord(before)) && (after == null || isRecord(after))) {
    const b = before ?? {};
    const a = after ?? {};
    const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
    return keys
      .filter((key) => JSON.stringify(b[key]) !== JSON.stringify(a[key]))
      .map((key) => ({ key, before: shown(b[key]), after: shown(a[key]) }));
  }
  return JSON.stringify(before) === JSON.stringify(after)
    ? []
    : [{ key: "", before: shown(before), after: shown(after) }];
}

const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** One page of the log, newest first, with the choices of the filters. */
export async function auditPage(filters: AuditFilters, problems: string[] = []) {
  const log = adminActivityLog;
  const where = auditWhere(filters);
  const [[total], actionRows, typeRows] = await Promise.all([
    db().select({ n: count() }).from(log).where(where),
    db().selectDistinct({ action: log.action }).from(log).orderBy(log.action),
    db().selectDistinct({ type: log.targetType }).from(log).where(isNotNull(log.targetType)).orderBy(log.targetType),
  ]);
  const pages = Math.max(1, Math.ceil(total!.n / AUDIT_PAGE_SIZE));
  let page = filters.page;
  if (page > pages) {
    problems.push(auditMessages.pageTooHigh(pages));
    page = pages;
  }
  const rows = await db()
    .select()
    .from(log)
    .where(where)
    .orderBy(desc(log.createdAt), desc(log.id))
    .limit(AUDIT_PAGE_SIZE)
    .offset((page - 1) * AUDIT_PAGE_SIZE);
  const actions = actionRows.map((r) => r.action);
  if (filters.action && !actions.includes(filters.action)) actions.push(filters.action);
  const types = typeRows.map((r) => r.type!);
  if (filters.targetType && !types.includes(filters.targetType)) types.push(filters.targetType);
  return {
    filters: { ...filters, page },
    problems,
    total: total!.n,
    pages,
    actionOptions: actions.map((value) => ({ value, label: auditActionLabel(value) })),
    targetTypeOptions: types.map((value) => ({ value, label: capitalised(value) })),
    rows: rows.map((r) => ({
      id: r.id,
      at: formatSgDateTime(r.createdAt),
      iso: r.createdAt.toISOString(),
      actor: r.actorEmail ?? "An admin",
      action: auditActionLabel(r.action),
      actionCode: r.action,
      target:
        r.targetType || r.targetId || r.targetLabel
          ? { type: r.targetType, id: r.targetId, label: r.targetLabel }
          : null,
      ip: r.ipAddress ?? "unknown",
      changes: changesOf(r.before, r.after),
    })),
  };
}

const csvHeader = [
  "Time (Singapore)",
  "Time (UTC)",
  "Actor e-mail",
  "Actor id",
  "Action",
  "Action code",
  "Target type",
  "Target id",
  "Target",
  "Before",
  "After",
  "Client IP",
] as const;

const json = (value: unknown) => (value === null || value === undefined ? "" : JSON.stringify(value));

/**
 * The filtered rows up to `bound` (a timestamp as PostgreSQL wrote it), newest first, in keyset
 * batches: (created_at, id) below the last row sent, so no row is read twice or skipped however
 * large the log, and only one batch is in memory at a time.
 */
async function* exportBatches(where: SQL | undefined, bound: string, own: string): AsyncGenerator<unknown[][]> {
  const log = adminActivityLog;
  let cursor: { at: string; id: string } | null = null;
  for (;;) {
    const after: SQL | undefined = cursor
      ? sql`(${log.createdAt}, ${log.id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
      : undefined;
    const rows: { row: typeof log.$inferSelect; at: string }[] = await db()
      .select({ row: log, at: sql<string>`${log.createdAt}::text` })
      .from(log)
      .where(and(where, sql`${log.createdAt} <= ${bound}::timestamptz`, ne(log.id, own), after))
      .orderBy(desc(log.createdAt), desc(log.id))
      .limit(AUDIT_EXPORT_BATCH);
    if (rows.length)
      yield rows.map(({ row: r }) => [
        formatSgDateTime(r.createdAt),
        r.createdAt.toISOString(),
        r.actorEmail,
        r.adminId,
        auditActionLabel(r.action),
        r.action,
        r.targetType,
        r.targetId,
        r.targetLabel,
        json(r.before),
        json(r.after),
        r.ipAddress,
      ]);
    if (rows.length < AUDIT_EXPORT_BATCH) return;
    const last = rows.at(-1)!;
    cursor = { at: last.at, id: last.row.id };
  }
}

/**
 * /admin/audit/export.csv: exactly the rows the page's filters select, streamed, formula-safe
 * (lib/text/csv). Limited per admin; the export itself is audited with its filters and row count. The
 * rows are those written before the export began, so its own audit row is never among them.
 */
export async function exportAuditLog(request: Request, admin: Pick<SessionUser, "id" | "email">): Promise<Response> {
  const limit = await hit(auditExportLimit, admin.id);
  if (!limit.allowed)
    return new Response(auditMessages.tooMany(Math.ceil(limit.retryAfterSeconds / 60)), {
      status: 429,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Retry-After": String(limit.retryAfterSeconds),
        "Cache-Control": "no-store",
      },
    });
  const { filters } = auditFilters(new URL(request.url).searchParams);
  const where = auditWhere(filters);
  const [snapshot] = await db()
    .select({ bound: sql<string>`now()::text`, rows: count() })
    .from(adminActivityLog)
    .where(and(where, sql`${adminActivityLog.createdAt} <= now()`));
  const own = await db().transaction((tx) =>
    audit(tx, admin, request, {
      action: "audit.export",
      after: { filters: setFilters(filters), rows: snapshot!.rows },
    }),
  );
  // Its own row is left out by id as well: the embedded database's clock counts in milliseconds, so
  // the row can carry the snapshot's very time.
  return csvResponse(`audit-log-${todayInSingapore()}.csv`, csvHeader, exportBatches(where, snapshot!.bound, own));
}
