import { and, countDistinct, desc, eq } from "drizzle-orm";
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

type ShowcaseSponsor = { id: string; companyName: string; tierLabel: ReturnType<typeof tierLabel> };

/**
 * Active, publicly visible sponsorships with their company, newest first (spec §7), one per
 * company (its newest: a company's earlier pledge may still be active where no approval ended it).
 * The inner join drops rows without a linked company. A failed read is logged and shows an empty
 * list (§8).
 */
export async function showcaseSponsors(): Promise<ShowcaseSponsor[]> {
  try {
    const newestPerCompany = db()
      .selectDistinctOn([corporateSponsorships.corporateId], {
        id: corporateSponsorships.id,
        tier: corporateSponsorships.sponsorshipTier,
        createdAt: corporateSponsorships.createdAt,
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
      .orderBy(corporateSponsorships.corporateId, desc(corporateSponsorships.createdAt), desc(corporateSponsorships.id))
      .as("newest");
    const rows = await db()
      .select()
      .from(newestPerCompany)
      .orderBy(desc(newestPerCompany.createdAt), newestPerCompany.id)
      .limit(SHOWCASE_LIMIT);
    return rows.map((r) => ({ id: r.id, companyName: r.companyName, tierLabel: tierLabel(r.tier) }));
  } catch (error) {
    logger.error({ err: error }, "sponsor showcase read failed");
    return [];
  }
}

/**
 * How many companies have an active sponsorship (the CSR page's count, spec §7; ADR 0005: no ×350
 * "lives" reading), of approved companies only; a company with two active rows counts once.
 */
export async function activeSponsorCount(): Promise<number> {
  try {
    const [row] = await db()
      .select({ n: countDistinct(corporateSponsorships.corporateId) })
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
