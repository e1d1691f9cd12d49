import { createT, type Messages } from "~/lib/i18n/translate";
import { languageTags, type Lang } from "~/lib/i18n/languages";
import { moneyIn } from "~/lib/text/money";

/** What the rule needs of a tier: its name in the page's language and the pledge it starts at. */
type ReachTier = { name: string; threshold: number };

/**
 * What /register/corporate's pledge preview needs, given by the server to React's PledgeField and,
 * as `data-pledge-reach`, to the page's enhance script (enhance/pledge-reach.ts): the page's
 * language, the unit cost, the tiers, and the sentences (registration.json's `corporate.reach*`).
 */
export type ReachData = { lang: Lang; unitCost: number; tiers: ReachTier[]; words: Messages };

/** The sentences the preview says, from the page's words: the script carries these, not all of them. */
export function reachData(lang: Lang, unitCost: number, tiers: readonly ReachTier[], messages: Messages): ReachData {
  const words = Object.fromEntries(Object.entries(messages).filter(([key]) => key.startsWith("corporate.reach")));
  return { lang, unitCost, tiers: tiers.map(({ name, threshold }) => ({ name, threshold })), words };
}

/**
 * What a pledge reaches, as the person types (the impact calculator's rule: tests = pledge ÷ unit
 * cost, rounded down; the tier by the pledge each starts at), in the page's language with its
 * figures by Intl; null for no whole pledge in steps of 500. One rule for the server's first
 * rendering, React's PledgeField and the enhance script of the page without React. Without
 * JavaScript the success screen names the tier instead.
 */
export function pledgeReach(raw: string, { lang, unitCost, tiers, words }: ReachData): string | null {
  const text = raw.replace(/[,\s$]/g, "").replace(/^S/i, "");
  if (!/^\d{1,9}$/.test(text)) return null;
  const pledge = Number(text);
  if (pledge === 0 || pledge % 500 !== 0) return null;
  const t = createT(lang, words);
  const tag = languageTags[lang];
  const tests = unitCost > 0 ? Math.floor(pledge / unitCost) : 0;
  const tier = [...tiers].reverse().find((candidate) => pledge >= candidate.threshold);
  const funds = t("corporate.reach", { amount: moneyIn(tag, pledge), count: tests });
  return tier
    ? t("corporate.reachTier", { funds, tier: tier.name })
    : t("corporate.reachBelow", {
        funds,
        tier: tiers[0]?.name ?? "",
        amount: moneyIn(tag, tiers[0]?.threshold ?? 0),
      });
}
