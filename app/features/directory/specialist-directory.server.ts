import { and, asc, eq, sql } from "drizzle-orm";
import { db } from "~/lib/db.server";
import { specialists } from "#db/schema";
import { PAGE_SIZE, distanceKm, searchMatches, toPage, windowTotal } from "./directory-query.server";
import type { SpecialistQuery } from "./directory.schema";

function filters(query: SpecialistQuery) {
  return and(
    eq(specialists.approvalStatus, "approved"),
    searchMatches(specialists.searchText, query.search),
    // `= any(...)` over the text[] column; the GIN index serves the `@>` form of the same test.
    query.specialty ? sql`${specialists.specialties} @> array[${query.specialty}]::text[]` : undefined,
  );
}

async function fetchPage(query: SpecialistQuery, page: number) {
  const distance = distanceKm(specialists.postalCode, query.postalCode);
  return db()
    .select({
      id: specialists.id,
      fullName: specialists.fullName,
      qualifications: specialists.qualifications,
      fieldOfSpecialization: specialists.fieldOfSpecialization,
      clinicAffiliation: specialists.clinicAffiliation,
      address: specialists.address,
      postalCode: specialists.postalCode,
      region: specialists.region,
      website: specialists.website,
      yearsOfExperience: specialists.yearsOfExperience,
      specialties: specialists.specialties,
      languages: specialists.languages,
      operatingHours: specialists.operatingHours,
      insurancePartners: specialists.insurancePartners,
      notes: specialists.notes,
      phone: specialists.phone,
      isSample: specialists.isSample,
      distanceKm: distance,
      total: windowTotal,
    })
    .from(specialists)
    .where(filters(query))
    .orderBy(sql`${distance} asc nulls last`, asc(specialists.fullName), asc(specialists.id))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
}

/** One page of approved specialists matching the query: nearest first with a postal code, else by name. */
export async function listSpecialists(query: SpecialistQuery) {
  let page = query.page;
  let rows = await fetchPage(query, page);
  if (rows.length === 0 && page > 1) {
    // A shared link may point past the end after specialists left the list: show the last page instead.
    const [{ total } = { total: 0 }] = await db()
      .select({ total: sql<number>`count(*)::int` })
      .from(specialists)
      .where(filters(query));
    page = Math.max(1, Math.ceil(total / PAGE_SIZE));
    rows = total ? await fetchPage(query, page) : [];
  }
  return toPage(rows, page);
}
