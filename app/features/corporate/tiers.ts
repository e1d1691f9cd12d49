import * as facts from "../../../content/facts.json";
import { pluralWord } from "~/lib/text/plural";

/** Sponsorship tiers (spec content §3, §9; accounts §9): tests funded = pledge ÷ unit cost, rounded down. */
export const tiers = [
  {
    key: "gold",
    name: "Gold Champion",
    minTests: facts.tierMultiples.gold,
    maxTests: facts.tierMultiples.platinum - 1,
    perks: [
      "Logo on the RID-CRC website",
      "Quarterly impact reports",
      "Certificate of recognition",
      "Social media recognition",
    ],
  },
  {
    key: "platinum",
    name: "Platinum Champion",
    minTests: facts.tierMultiples.platinum,
    maxTests: facts.tierMultiples.diamond - 1,
    perks: [
      "Feature on the homepage",
      "Media mentions",
      "VIP event invitations",
      "Custom showcase content",
      "Networking opportunities",
    ],
  },
  {
    key: "diamond",
    name: "Diamond Champion",
    minTests: facts.tierMultiples.diamond,
    maxTests: null,
    perks: [
      "Media spotlight",
      "Co-branded materials",
      "Recognition dinner",
      "Speaking opportunities",
      "Invitation to the advisory board",
      "Feature in the movement's documentary",
    ],
  },
] as const;

export type Tier = (typeof tiers)[number];

/** Tests a pledge funds: whole tests only. A non-positive or missing unit cost funds nothing. */
export function testsFunded(pledge: number, unitCost: number): number {
  if (!(unitCost > 0) || !(pledge > 0)) return 0;
  return Math.floor(pledge / unitCost);
}

/** The tier a pledge reaches, or null below the Gold threshold. */
export function tierForPledge(pledge: number, unitCost: number): Tier | null {
  const tests = testsFunded(pledge, unitCost);
  return [...tiers].reverse().find((tier) => tests >= tier.minTests) ?? null;
}

/** The pledge (in the unit cost's currency) at which a tier starts. */
export function tierThreshold(tier: Tier, unitCost: number): number {
  return tier.minTests * unitCost;
}

/** How many tests a tier stands for: "100–499 tests", "1000+ tests". */
export function testRange(tier: Tier, dash = "–"): string {
  if (!tier.maxTests) return `${tier.minTests}+ tests`;
  return `${tier.minTests}${dash}${tier.maxTests} ${pluralWord(tier.maxTests, { one: "test", other: "tests" })}`;
}

/**
 * A tier with the pledge it starts at and the tests it stands for ("100–499 tests"). A page in
 * another language gets its name, perks and tests in that language, and `from`, its card's line
 * ("100–499 tests · from S$5,000") with the figures by Intl (/register/corporate, issue 27).
 */
export type TierWithThreshold = Omit<Tier, "name" | "perks"> & {
  name: string;
  perks: readonly string[];
  threshold: number;
  tests: string;
  from?: string;
};

/** The tiers with the pledge each starts at: pages get them from the loader, the rule stays here. */
export function tiersWithThresholds(unitCost: number): TierWithThreshold[] {
  return tiers.map((tier) => ({ ...tier, threshold: tierThreshold(tier, unitCost), tests: testRange(tier) }));
}

type TierLabel = "Diamond Tier" | "Platinum Tier" | "Gold Tier" | "Partner";

/** The showcase's label for a stored tier text (spec content §4). */
export function tierLabel(tier: string | null | undefined): TierLabel {
  if (tier === null || tier === undefined || tier.trim() === "") return "Partner";
  const text = tier.toLowerCase();
  if (text.includes("diamond")) return "Diamond Tier";
  if (text.includes("platinum")) return "Platinum Tier";
  return "Gold Tier";
}

export const PLEDGE_STEP = 500;

export type ImpactEstimate =
  { ok: true; pledge: number; tests: number; tier: Tier | null } | { ok: false; pledge: string; message: string };

/** The CSR page's impact calculator: a pledge (minimum 0, in steps of 500) and what it funds. */
export function estimateImpact(raw: string, unitCost: number): ImpactEstimate {
  const text = raw.replace(/[,\s]/g, "");
  const pledge = Number(text);
  if (text === "" || !/^\d+$/.test(text) || !Number.isSafeInteger(pledge)) {
    return { ok: false, pledge: raw, message: "Enter a pledge amount in whole dollars, for example 50000." };
  }
  if (pledge % PLEDGE_STEP !== 0) {
    return { ok: false, pledge: raw, message: `Enter a pledge in steps of ${PLEDGE_STEP}.` };
  }
  return { ok: true, pledge, tests: testsFunded(pledge, unitCost), tier: tierForPledge(pledge, unitCost) };
}

/** Of two stored tier names, the higher (Diamond over Platinum over Gold over none). */
export function higherTier(a: string | null, b: string | null): string | null {
  const rank = (name: string | null) => (name ? tiers.findIndex((t) => t.name === name) : -1);
  return rank(b) > rank(a) ? b : a;
}

/**
 * A company's approved pledges added up (issue 23), and its tier: the one the total reaches at
 * today's unit cost, or the highest an approval recorded if higher (approving never lowers a tier).
 */
export function sponsorshipTotal(rows: { pledge: number; tier: string | null }[], unitCost: number) {
  const pledge = rows.reduce((sum, r) => sum + r.pledge, 0);
  const tier = rows.reduce<string | null>(
    (best, r) => higherTier(best, r.tier),
    tierForPledge(pledge, unitCost)?.name ?? null,
  );
  return { pledge, tier };
}
