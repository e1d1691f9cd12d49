import { and, countDistinct, desc, eq, inArray } from "drizzle-orm";
import { corporateSponsorships, corporates } from "#db/schema";
import { db, throwIfDatabaseUnavailable } from "~/lib/db.server";
import { canonical } from "~/lib/page/seo.server";
import { logger } from "~/lib/logger.server";
import { getSetting } from "~/lib/settings.server";
import { sponsorshipTotal, tierLabel } from "./tiers";

export const SHOWCASE_LIMIT = 6;

/** Cost of one CRC test: app setting crc_test_unit_cost ({ cost }), else the default (spec §7, §9). */
export async function unitCost(): Promise<number> {
  return (await getSetting("crc_test_unit_cost")).cost;
}

type ShowcaseSponsor = {
  id: string;
  companyName: string;
  tierLabel: ReturnType<typeof tierLabel>;
  /** A demo company (corporates.is_sample): labelled as the directories label theirs. */
  isSample: boolean;
};

/**
 * Active, publicly visible sponsorships with their company, newest first (spec §7), one per
 * company (its newest: a company's earlier pledge may still be active where no approval ended it).
 * The inner join drops rows without a linked company. A failed read is logged and shows an empty
 * list (§8).
 */
export async function showcaseSponsors(): Promise<ShowcaseSponsor[]> {
  try {
    // Issue 23: a company's tier is that of its approved pledges added together (totals.server.ts),
    // so every approved row of a company with a visible one is read and added up here.
    const rows = await db()
      .select({
        id: corporateSponsorships.id,
        corporateId: corporateSponsorships.corporateId,
        pledge: corporateSponsorships.pledgeAmount,
        tier: corporateSponsorships.sponsorshipTier,
        visible: corporateSponsorships.isPubliclyVisible,
        createdAt: corporateSponsorships.createdAt,
        companyName: corporates.companyName,
        isSample: corporates.isSample,
      })
      .from(corporateSponsorships)
      .innerJoin(corporates, eq(corporates.id, corporateSponsorships.corporateId))
      .where(
        and(
          // Approved pledges (totals.server.ts: "ended" ones were approved before top-ups added up).
          inArray(corporateSponsorships.status, ["active", "ended"]),
          // A suspended company leaves the showcase at once (issue #13).
          eq(corporates.approvalStatus, "approved"),
        ),
      )
      .orderBy(desc(corporateSponsorships.createdAt), desc(corporateSponsorships.id));
    const cost = await unitCost();
    const companies = new Map<string, typeof rows>();
    for (const row of rows) companies.set(row.corporateId, [...(companies.get(row.corporateId) ?? []), row]);
    return [...companies.values()]
      .filter((own) => own.some((r) => r.visible))
      .slice(0, SHOWCASE_LIMIT)
      .map((own) => {
        const newest = own.find((r) => r.visible)!;
        return {
          id: newest.id,
          companyName: newest.companyName,
          isSample: newest.isSample,
          tierLabel: tierLabel(sponsorshipTotal(own, cost).tier),
        };
      });
  } catch (error) {
    throwIfDatabaseUnavailable(error);
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
    throwIfDatabaseUnavailable(error);
    logger.error({ err: error }, "sponsor count read failed");
    return 0;
  }
}

/** The Corporate Champions page: up to six visible sponsors and the canonical address. */
export async function showcasePage() {
  return { sponsors: await showcaseSponsors(), canonical: canonical("/csr-showcase") };
}
