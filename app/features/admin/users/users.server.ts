import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from "drizzle-orm";
import { plural } from "~/lib/text/plural";
import { users } from "#db/schema";
import { userTypeLabel, userTypes, type UserType } from "~/features/accounts";
import type { SessionUser } from "~/features/accounts/index.server";
import { audit } from "~/lib/audit.server";
import { csvResponse } from "~/lib/text/csv";
import { likePattern } from "~/lib/text/like-pattern";
import { db } from "~/lib/db.server";
import { hit, type Limit } from "~/lib/http/rate-limit.server";
import { addDays, formatSgDateTime, isRealDate, todayInSingapore } from "~/lib/text/singapore-date";
import { USERS_PAGE_SIZE, userSorts, type UserSort } from "./list";

/** Rows per database round trip of the CSV export. */
const USERS_EXPORT_BATCH = 1000;
/** The highest page number the address may ask for (a larger one is brought down to it). */
export const MAX_USERS_PAGE = 1_000_000_000;
/** Exports per admin per hour: each one reads every account the filters select. */
export const usersExportLimit: Limit = { name: "users-export", max: 10, windowSeconds: 3600 };

/** What the console shows of an account in its list; the export and its own page add the phone. */
export const accountColumns = {
  id: users.id,
  name: users.fullName,
  email: users.email,
  userType: users.userType,
  status: users.status,
  emailVerified: users.emailVerified,
  twoFactorEnabled: users.twoFactorEnabled,
  createdAt: users.createdAt,
  lastSignInAt: users.lastSignInAt,
};

const choices = {
  status: ["active", "suspended"],
  verified: ["yes", "no"],
  twofactor: ["on", "off"],
} as const;

type UserFilters = {
  /** Part of the name or of the e-mail address. */
  q: string;
  type: UserType | null;
  status: "active" | "suspended" | null;
  verified: "yes" | "no" | null;
  twofactor: "on" | "off" | null;
  /** Singapore dates, YYYY-MM-DD, both included. */
  joinedFrom: string | null;
  joinedTo: string | null;
  sort: UserSort;
  page: number;
};

const filterNames = {
  type: "account type",
  status: "status",
  verified: "e-mail verified",
  twofactor: "two-step verification",
  joinedFrom: "Joined from",
  joinedTo: "Joined to",
} as const;

/** The words shown when a filter of the address cannot be used (the rest of the filters still apply). */
export const userListMessages = {
  badChoice: (name: string) => `The ${name} filter was not understood: it is ignored.`,
  badDate: (name: string) => `The “${name}” date must be a real date written like 2026-06-05: it is ignored.`,
  datesReversed: "The “Joined from” date is after the “Joined to” date: both dates are ignored.",
  badSort: "The sort order was not understood: the newest accounts are shown first.",
  badPage: "The page number was not understood: showing the first page.",
  pageTooHigh: `The page number is too large: showing page ${MAX_USERS_PAGE.toLocaleString("en-SG")}.`,
  tooManyExports: (minutes: number) =>
    `You have exported the accounts ${plural(usersExportLimit.max, "time")} in the last hour. Try again in ${plural(minutes, "minute")}.`,
} as const;

const text = (params: URLSearchParams, name: string) => (params.get(name) ?? "").trim().slice(0, 100);

/** The filters of /admin/users and of its export, from the address; what cannot be used is named, not fatal. */
export function userFilters(params: URLSearchParams): { filters: UserFilters; problems: string[] } {
  const problems: string[] = [];
  function choice<T extends string>(name: keyof typeof filterNames, allowed: readonly T[]): T | null {
    const value = text(params, name);
    if (!value) return null;
    if ((allowed as readonly string[]).includes(value)) return value as T;
    problems.push(userListMessages.badChoice(filterNames[name]));
    return null;
  }
  const date = (name: "joinedFrom" | "joinedTo") => {
    const value = text(params, name);
    if (!value) return null;
    if (isRealDate(value)) return value;
    problems.push(userListMessages.badDate(filterNames[name]));
    return null;
  };
  const type = choice("type", userTypes);
  const status = choice("status", choices.status);
  const verified = choice("verified", choices.verified);
  const twofactor = choice("twofactor", choices.twofactor);
  let joinedFrom = date("joinedFrom");
  let joinedTo = date("joinedTo");
  if (joinedFrom && joinedTo && joinedFrom > joinedTo) {
    problems.push(userListMessages.datesReversed);
    joinedFrom = joinedTo = null;
  }
  const rawSort = text(params, "sort");
  let sort: UserSort = "joined_desc";
  if (rawSort) {
    if ((userSorts as readonly string[]).includes(rawSort)) sort = rawSort as UserSort;
    else problems.push(userListMessages.badSort);
  }
  const rawPage = text(params, "page");
  let page = 1;
  if (rawPage) {
    if (!/^\d{1,100}$/.test(rawPage) || Number(rawPage) < 1) problems.push(userListMessages.badPage);
    else if (Number(rawPage) > MAX_USERS_PAGE) {
      problems.push(userListMessages.pageTooHigh);
      page = MAX_USERS_PAGE;
    } else page = Number(rawPage);
  }
  return {
    filters: { q: text(params, "q"), type, status, verified, twofactor, joinedFrom, joinedTo, sort, page },
    problems,
  };
}

/** The filters as they are set, without the page (links, the export's address and its audit row). */
export function setUserFilters(filters: UserFilters): Record<string, string> {
  const { page: _page, sort, ...rest } = filters;
  const set = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== null && v !== "")) as Record<
    string,
    string
  >;
  return sort === "joined_desc" ? set : { ...set, sort };
}

/** Midnight at the start of a Singapore date. */
const sgMidnight = (isoDate: string) => new Date(`${isoDate}T00:00:00+08:00`);

function usersWhere(filters: UserFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.q)
    conditions.push(or(ilike(users.fullName, likePattern(filters.q)), ilike(users.email, likePattern(filters.q))));
  if (filters.type) conditions.push(eq(users.userType, filters.type));
  if (filters.status) conditions.push(eq(users.status, filters.status));
  if (filters.verified) conditions.push(eq(users.emailVerified, filters.verified === "yes"));
  if (filters.twofactor) conditions.push(eq(users.twoFactorEnabled, filters.twofactor === "on"));
  if (filters.joinedFrom) conditions.push(gte(users.createdAt, sgMidnight(filters.joinedFrom)));
  if (filters.joinedTo) conditions.push(lt(users.createdAt, sgMidnight(addDays(filters.joinedTo, 1))));
  return and(...conditions);
}

/** Each sort, with the id last so that equal names or dates keep one order from page to page. */
const orderings: Record<UserSort, SQL[]> = {
  joined_desc: [desc(users.createdAt), desc(users.id)],
  joined_asc: [asc(users.createdAt), asc(users.id)],
  name: [asc(sql`lower(${users.fullName})`), asc(users.id)],
  email: [asc(sql`lower(${users.email})`), asc(users.id)],
  last_sign_in: [sql`${users.lastSignInAt} desc nulls last`, desc(users.id)],
};

/** A moment as the console shows it: Singapore time, with the exact instant for <time>. */
export const when = (moment: Date | null) =>
  moment ? { text: formatSgDateTime(moment), iso: moment.toISOString() } : null;

/** One page of /admin/users: the accounts the filters select, their total, and the pages they fill. */
export async function usersPage(filters: UserFilters, problems: string[] = []) {
  const where = usersWhere(filters);
  const [total] = await db().select({ n: count() }).from(users).where(where);
  const pages = Math.max(1, Math.ceil(total!.n / USERS_PAGE_SIZE));
  const offset = (filters.page - 1) * USERS_PAGE_SIZE;
  // A page past the end is an empty list (with a way back), never a query with a huge offset.
  const rows =
    offset < total!.n
      ? await db()
          .select(accountColumns)
          .from(users)
          .where(where)
          .orderBy(...orderings[filters.sort])
          .limit(USERS_PAGE_SIZE)
          .offset(offset)
      : [];
  return {
    filters,
    problems,
    total: total!.n,
    pages,
    beyondEnd: filters.page > pages,
    users: rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      userType: r.userType,
      typeLabel: userTypeLabel(r.userType),
      status: r.status,
      emailVerified: r.emailVerified,
      twoFactorEnabled: r.twoFactorEnabled,
      joined: when(r.createdAt)!,
      lastSignIn: when(r.lastSignInAt),
    })),
  };
}

const csvHeader = [
  "Account id",
  "Name",
  "E-mail",
  "Phone",
  "Account type",
  "Status",
  "E-mail verified",
  "Two-step verification",
  "Joined (Singapore)",
  "Joined (UTC)",
  "Last sign-in (UTC)",
] as const;

type Cursor = { at: string; id: string };

/** One keyset batch of the export: the filtered accounts after `cursor`, oldest first. */
function exportBatch(where: SQL | undefined, bound: string, cursor: Cursor | null) {
  const after = cursor ? sql`(${users.createdAt}, ${users.id}) > (${cursor.at}::timestamptz, ${cursor.id})` : undefined;
  return db()
    .select({ ...accountColumns, phone: users.phoneNumber, at: sql<string>`${users.createdAt}::text` })
    .from(users)
    .where(and(where, sql`${users.createdAt} <= ${bound}::timestamptz`, after))
    .orderBy(asc(users.createdAt), asc(users.id))
    .limit(USERS_EXPORT_BATCH);
}

/**
 * The filtered accounts that existed at `bound` (a timestamp as PostgreSQL wrote it), oldest first,
 * in keyset batches: (created_at, id) above the last row sent, compared as the database holds them
 * (microseconds, which a JavaScript Date would lose), so no account is read twice or skipped and
 * only one batch is in memory at a time.
 */
async function* exportBatches(where: SQL | undefined, bound: string) {
  let cursor: Cursor | null = null;
  for (;;) {
    const rows = await exportBatch(where, bound, cursor);
    if (rows.length)
      yield rows.map((r) => [
        r.id,
        r.name,
        r.email,
        r.phone,
        userTypeLabel(r.userType),
        r.status === "suspended" ? "Suspended" : "Active",
        r.emailVerified ? "Yes" : "No",
        r.twoFactorEnabled ? "On" : "Off",
        formatSgDateTime(r.createdAt),
        r.createdAt,
        r.lastSignInAt,
      ]);
    if (rows.length < USERS_EXPORT_BATCH) return;
    const last = rows.at(-1)!;
    cursor = { at: last.at, id: last.id };
  }
}

/**
 * /admin/users/export.csv: exactly the accounts the list's filters select (every page), streamed
 * and formula-safe (lib/text/csv). Limited per admin; the export itself is audited, with its filters and
 * its row count, before the first row leaves.
 */
export async function exportUsers(request: Request, admin: Pick<SessionUser, "id" | "email">): Promise<Response> {
  const limit = await hit(usersExportLimit, admin.id);
  if (!limit.allowed)
    return new Response(userListMessages.tooManyExports(Math.ceil(limit.retryAfterSeconds / 60)), {
      status: 429,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Retry-After": String(limit.retryAfterSeconds),
        "Cache-Control": "no-store",
      },
    });
  const { filters } = userFilters(new URL(request.url).searchParams);
  const where = usersWhere(filters);
  const snapshot = await db().transaction(async (tx) => {
    const [row] = await tx
      .select({ bound: sql<string>`now()::text`, rows: count() })
      .from(users)
      .where(and(where, sql`${users.createdAt} <= now()`));
    await audit(tx, admin, request, {
      action: "users.export",
      after: { filters: setUserFilters(filters), rows: row!.rows },
    });
    return row!;
  });
  return csvResponse(`rid-crc-users-${todayInSingapore()}.csv`, csvHeader, exportBatches(where, snapshot.bound));
}
