import { dollars, money } from "~/lib/text/money";
import { sponsorshipTotal } from "./tiers";

/** The company's approved pledges and tier, which a new pledge adds to (issue 23), and the unit cost. */
export type ApprovedTotal = { pledge: number; tier: string | null; unitCost: number };

/**
 * The preview's words: `text` with {{amount}} and {{tier}}, the words for no tier, and each tier's
 * name in the page's language (stored names as keys). English unless the page gives its language's
 * (/account/pledges/:id, issue 27; pledges/localized.server.ts).
 */
export type PreviewWords = { text: string; below: string; tiers: Record<string, string> };

const english: PreviewWords = {
  text: "With this pledge, once approved: {{amount}} in all, {{tier}}.",
  below: "below the Gold tier",
  tiers: {},
};

/**
 * The corporate dashboard's pledge form, as the amount is typed: the new total and tier once the
 * pledge is approved (the server says the same on approval), or null for no usable amount. One rule
 * for React's form (components/corporate-dashboard.tsx) and the enhance script of the page without
 * React (enhance/pledge-preview.ts).
 */
export function pledgePreview(raw: string, total: ApprovedTotal, words: PreviewWords = english): string | null {
  const amount = Number(raw.replace(/[,\s]/g, ""));
  if (!raw.trim() || !Number.isSafeInteger(amount) || amount <= 0) return null;
  const next = sponsorshipTotal(
    [
      { pledge: total.pledge, tier: total.tier },
      { pledge: amount, tier: null },
    ],
    total.unitCost,
  );
  const tier = next.tier ? (words.tiers[next.tier] ?? next.tier) : words.below;
  // Functions, so that a "$" in the amount ("S$…") is never read as a replacement pattern.
  return words.text.replace("{{amount}}", () => money(dollars(next.pledge))).replace("{{tier}}", () => tier);
}
