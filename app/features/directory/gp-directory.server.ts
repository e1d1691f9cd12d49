import { and, asc, eq, sql } from "drizzle-orm";
import { db } from "~/lib/db.server";
import { gpClinics } from "#db/schema";
import { PAGE_SIZE, distanceKm, searchMatches, toPage, windowTotal } from "./directory-query.server";
import type { GpQuery } from "./directory.schema";

const listed = eq(gpClinics.approvalStatus, "approved");

/** Exact match against one of the trimmed comma-split values: "Mandarin" is not "Mandarin Chinese". */
function speaks(language: string) {
  return sql`${gpClinics.languages} @> array[${language}]::text[]`;
}

function filters(query: GpQuery) {
  return and(
    listed,
    searchMatches(gpClinics.searchText, query.search),
    query.region ? eq(gpClinics.region, query.region) : undefined,
    query.language ? speaks(query.language) : undefined,
    query.service ? sql`${gpClinics.servicesOffered} @> array[${query.service}]::text[]` : undefined,
  );
}

async function fetchPage(query: GpQuery, page: number) {
  const distance = distanceKm(gpClinics.postalCode, query.postalCode);
  // The page is chosen among narrow rows (id, name, distance, count) and only its twelve are then
  // read whole: counting and sorting every match's full row cost as much again as the search.
  const chosen = db()
    .select({
      id: gpClinics.id,
      clinicName: gpClinics.clinicName,
      distanceKm: distance.as("distance_km"),
      total: windowTotal.as("total"),
    })
    .from(gpClinics)
    .where(filters(query))
    .orderBy(sql`${distance} asc nulls last`, asc(gpClinics.clinicName), asc(gpClinics.id))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE)
    .as("chosen");
  return db()
    .select({
      id: gpClinics.id,
      clinicName: gpClinics.clinicName,
      doctorFullName: gpClinics.doctorFullName,
      address: gpClinics.address,
      postalCode: gpClinics.postalCode,
      region: gpClinics.region,
      servicesOffered: gpClinics.servicesOffered,
      operatingHours: gpClinics.operatingHours,
      languagesSpoken: gpClinics.languagesSpoken,
      website: gpClinics.website,
      description: gpClinics.description,
      phone: gpClinics.phone,
      isSample: gpClinics.isSample,
      distanceKm: chosen.distanceKm,
      total: chosen.total,
    })
    .from(chosen)
    .innerJoin(gpClinics, eq(gpClinics.id, chosen.id))
    .orderBy(sql`${chosen.distanceKm} asc nulls last`, asc(chosen.clinicName), asc(chosen.id));
}

/** One page of approved GP clinics matching the query: nearest first with a postal code, else by name. */
export async function listGpClinics(query: GpQuery) {
  let page = query.page;
  let rows = await fetchPage(query, page);
  if (rows.length === 0 && page > 1) {
    // A shared link may point past the end after clinics left the list: show the last page instead.
    const [{ total } = { total: 0 }] = await db()
      .select({ total: sql<number>`count(*)::int` })
      .from(gpClinics)
      .where(filters(query));
    page = Math.max(1, Math.ceil(total / PAGE_SIZE));
    rows = total ? await fetchPage(query, page) : [];
  }
  return toPage(rows, page);
}

/**
 * The choices change only when a clinic is approved or edits its languages, but working them out
 * scans every listed clinic (about 30 ms with 10,000 on PostgreSQL, most of a request's database
 * time). Each process keeps them for a minute, per database (tests open many): a new language shows
 * in the list within a minute, while the search results themselves are always live.
 */
const OPTIONS_TTL_MS = 60_000;
type FilterOptions = { regions: string[]; languages: string[] };
const optionsCache = new WeakMap<object, { at: number; value: Promise<FilterOptions> }>();

/** Filter choices are the distinct values among listed clinics, sorted (spec §5). */
export function gpFilterOptions(): Promise<FilterOptions> {
  const database = db();
  const cached = optionsCache.get(database);
  if (cached && Date.now() - cached.at < OPTIONS_TTL_MS) return cached.value;
  const value = readFilterOptions();
  optionsCache.set(database, { at: Date.now(), value });
  // A failed read is not kept: the next request tries again.
  value.catch(() => optionsCache.delete(database));
  return value;
}

async function readFilterOptions(): Promise<FilterOptions> {
  const [regionRows, languageRows] = await Promise.all([
    db().selectDistinct({ value: gpClinics.region }).from(gpClinics).where(listed).orderBy(gpClinics.region),
    db()
      .selectDistinct({ value: sql<string>`l.value` })
      .from(sql`${gpClinics}, unnest(${gpClinics.languages}) as l(value)`)
      .where(and(listed, sql`l.value <> ''`))
      .orderBy(sql`l.value`),
  ]);
  return { regions: regionRows.map((r) => r.value), languages: languageRows.map((r) => r.value) };
}
