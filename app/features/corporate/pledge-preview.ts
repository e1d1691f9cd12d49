import { dollars, money } from "~/lib/text/money";
import { sponsorshipTotal } from "./tiers";

/** The company's approved pledges and tier, which a new pledge adds to (issue 23), and the unit cost. */
export type ApprovedTotal = { pledge: number; tier: string | null; unitCost: number };

/**
 * The corporate dashboard's pledge form, as the amount is typed: the new total and tier once the
 * pledge is approved (the server says the same on approval), or null for no usable amount. One rule
 * for React's form (components/corporate-dashboard.tsx) and the enhance script of the page without
 * React (enhance/pledge-preview.ts).
 */
export function pledgePreview(raw: string, total: ApprovedTotal): string | null {
  const amount = Number(raw.replace(/[,\s]/g, ""));
  if (!raw.trim() || !Number.isSafeInteger(amount) || amount <= 0) return null;
  const next = sponsorshipTotal(
    [
      { pledge: total.pledge, tier: total.tier },
      { pledge: amount, tier: null },
    ],
    total.unitCost,
  );
  return `With this pledge, once approved: ${money(dollars(next.pledge))} in all, ${next.tier ?? "below the Gold tier"}.`;
}
