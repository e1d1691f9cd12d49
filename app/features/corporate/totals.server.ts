import { and, eq, inArray } from "drizzle-orm";
import { corporateSponsorships } from "#db/schema";
import { db, type Db, type Tx } from "~/lib/db.server";
import { unitCost } from "./sponsors.server";
import { sponsorshipTotal } from "./tiers";

/**
 * Issue 23: a company's sponsorship is its approved pledges added together. A top-up adds to it; it
 * never replaces it (the spec's "newest sponsorship row" read described the earlier site's storage,
 * not a rule a sponsor would accept). "ended" rows are pledges approved before this rule, when a
 * later approval ended them: they were approved, so they count. No sponsorship periods: a pledge
 * counts from its approval on.
 */
const approvedStatuses = ["active", "ended"] as const;
const isApproved = () => inArray(corporateSponsorships.status, [...approvedStatuses]);

/**
 * The total of a company's approved pledges and its tier: the tier the total reaches at today's
 * unit cost, or the highest tier an approval ever recorded if that is higher (a dearer test never
 * lowers a sponsor). Null when nothing is approved yet.
 */
export async function approvedTotal(
  corporateId: string,
  // Inside a transaction, pass the unit cost read before it: PGlite has one connection.
  within?: { tx: Tx; cost: number },
): Promise<{ pledge: number; tier: string | null } | null> {
  const database: Db | Tx = within?.tx ?? db();
  const rows = await database
    .select({ pledge: corporateSponsorships.pledgeAmount, tier: corporateSponsorships.sponsorshipTier })
    .from(corporateSponsorships)
    .where(and(eq(corporateSponsorships.corporateId, corporateId), isApproved()));
  if (rows.length === 0) return null;
  return sponsorshipTotal(rows, within?.cost ?? (await unitCost()));
}

/** The approved pledges of several companies at once, by company (the console's pending list). */
export async function approvedRowsOf(
  corporateIds: string[],
): Promise<Map<string, { pledge: number; tier: string | null }[]>> {
  const byCompany = new Map<string, { pledge: number; tier: string | null }[]>();
  if (corporateIds.length === 0) return byCompany;
  const rows = await db()
    .select({
      corporateId: corporateSponsorships.corporateId,
      pledge: corporateSponsorships.pledgeAmount,
      tier: corporateSponsorships.sponsorshipTier,
    })
    .from(corporateSponsorships)
    .where(and(inArray(corporateSponsorships.corporateId, corporateIds), isApproved()));
  for (const { corporateId, ...row } of rows) byCompany.set(corporateId, [...(byCompany.get(corporateId) ?? []), row]);
  return byCompany;
}
