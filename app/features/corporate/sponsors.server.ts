import { and, count, desc, eq } from "drizzle-orm";
import { corporateSponsorships, corporates } from "#db/schema";
import { db } from "~/lib/db.server";
import { canonical } from "~/lib/seo.server";
import { logger } from "~/lib/logger.server";
import { getSetting } from "~/lib/settings.server";
import { tierLabel } from "./tiers";

export const SHOWCASE_LIMIT = 6;

/** Cost of one CRC test: app setting crc_test_unit_cost ({ cost }), else the default (spec §7, §9). */
export async function unitCost(): Promise<number> {
  return (await getSetting("crc_test_unit_cost")).cost;
}

export type ShowcaseSponsor = { id: string; companyName: string; tierLabel: ReturnType<typeof tierLabel> };

/**
 * Active, publicly visible sponsorships with their company, newest first (spec §7). The inner
 * join drops rows without a linked company. A failed read is logged and shows an empty list (§8).
 */
export async function showcaseSponsors(): Promise<ShowcaseSponsor[]> {
  try {
    const rows = await db()
      .select({
        id: corporateSponsorships.id,
        tier: corporateSponsorships.sponsorshipTier,
        companyName: corporates.companyName,
      })
      .from(corporateSponsorships)
      .innerJoin(corporates, eq(corporates.id, corporateSponsorships.corporateId))
      .where(
        and(
          eq(corporateSponsorships.status, "active"),
          eq(corporateSponsorships.isPubliclyVisible, true),
          // A suspended company leaves the showcase at once (issue #13).
          eq(corporates.approvalStatus, "approved"),
        ),
      )
      .orderBy(desc(corporateSponsorships.createdAt), corporateSponsorships.id)
      .limit(SHOWCASE_LIMIT);
    return rows.map((r) => ({ id: r.id, companyName: r.companyName, tierLabel: tierLabel(r.tier) }));
  } catch (error) {
    logger.error({ err: error }, "sponsor showcase read failed");
    return [];
  }
}

/** How many sponsorships are active (the CSR page's count, spec §7), of approved companies only. */
export async function activeSponsorCount(): Promise<number> {
  try {
    const [row] = await db()
      .select({ n: count() })
      .from(corporateSponsorships)
      .innerJoin(corporates, eq(corporates.id, corporateSponsorships.corporateId))
      .where(and(eq(corporateSponsorships.status, "active"), eq(corporates.approvalStatus, "approved")));
    return row?.n ?? 0;
  } catch (error) {
    logger.error({ err: error }, "sponsor count read failed");
    return 0;
  }
}

/** The Corporate Champions page: up to six visible sponsors and the canonical address. */
export async function showcasePage() {
  return { sponsors: await showcaseSponsors(), canonical: canonical("/csr-showcase") };
}
