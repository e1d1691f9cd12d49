import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { likePattern } from "~/lib/text/like-pattern";
import { formatDistance, haversineKm, sectorCentre, sectorCentres } from "./distance";

/** Cards per page of either directory. */
export const PAGE_SIZE = 12;

/**
 * Case-insensitive substring match of the term over the fields a directory searches (spec §5), held
 * lower-cased in the table's generated `search_text` column. The term goes through the same SQL
 * lower() as the column, so both sides fold case by the database's one rule.
 */
export function searchMatches(searchText: SQLWrapper, term: string): SQL | undefined {
  if (!term) return undefined;
  return sql`${searchText} like lower(${likePattern(term)})`;
}

/**
 * Distance in km from the visitor's sector centre to the row's sector centre, or null without a
 * code (and for a row whose code names no sector). Both ends are sector centres, so the distance
 * depends only on the row's sector: the 81 distances are worked out here with the one haversine
 * of distance.ts, and SQL looks them up with a CASE. Same numbers as a per-row haversine in SQL, but
 * the formula lives (and is tested) in one place, and the query is plain SQL on PGlite and PostgreSQL.
 */
export function distanceKm(postalCodeColumn: SQLWrapper, visitorPostalCode: string | undefined): SQL<number | null> {
  const origin = visitorPostalCode ? sectorCentre(visitorPostalCode) : null;
  if (!origin) return sql<null>`null::float8`;
  const branches = [...sectorCentres].map(
    ([sector, centre]) => sql`when ${sector} then ${haversineKm(origin, centre)}::float8`,
  );
  return sql<number | null>`(case left(${postalCodeColumn}, 2) ${sql.join(branches, sql` `)} end)`;
}

export type Page<T> = { items: T[]; total: number; page: number; pageCount: number };

/** Rows carry `total` from count(*) over (): one round trip gives the page and the count. */
export function toPage<T extends { total: number; distanceKm: number | null }>(
  rows: T[],
  page: number,
): Page<Omit<T, "total" | "distanceKm"> & { distance: string | null }> {
  const total = rows[0]?.total ?? 0;
  return {
    items: rows.map(({ total: _total, distanceKm: km, ...row }) => ({
      ...row,
      distance: km === null ? null : formatDistance(km),
    })),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)),
  };
}

/** The window count, as a plain number on both drivers. */
export const windowTotal = sql<number>`(count(*) over ())::int`;
