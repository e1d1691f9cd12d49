import { languageTags, type Lang } from "~/lib/i18n/languages";
import { localizer, pageWords } from "~/lib/i18n/says.server";
import type { T } from "~/lib/i18n/translate";
import { moneyIn } from "~/lib/text/money";
import type { CalculatorWords } from "../components/impact-calculator";
import type { PreviewWords } from "../pledge-preview";
import { PLEDGE_STEP, tierLabel, tiers, type ImpactEstimate } from "../tiers";

/**
 * The company's own pledges (/account/pledges, issue 29) in the page's language (issue 27): their
 * words from app/locales/<lang>/pledges.json, and the messages the pledges code writes in English
 * (messages.ts, impact.ts: field errors, refusals, answers) put in the language by matching them
 * against the namespace's `says.*` strings. Amounts stay as money() writes them ("S$1,000"), as
 * Singapore writes them in each of its languages; the figures come from the code, never retyped.
 */
export function myPledgeWords(lang: Lang) {
  return pageWords("pledges", lang, ["mine", "status", "tier", "says"]);
}

export const { sayIn: pledgeSayIn, replyIn: pledgeReplyIn } = localizer("pledges");

const labelKeys = { "Diamond Tier": "diamond", "Platinum Tier": "platinum", "Gold Tier": "gold", Partner: "partner" };

/** A stored tier text as the showcase labels it ("Gold Tier"), in the language. */
export const tierLabelIn = (t: T, stored: string | null) => t(`tier.${labelKeys[tierLabel(stored)]}`);

/** A tier's name ("Gold Champion") in the language; a stored name of no tier (an older row) as stored. */
export function tierNameIn(t: T, name: string): string {
  const tier = tiers.find((candidate) => candidate.name === name);
  return tier ? t(`champion.${tier.key}`) : name;
}

/** The preview typed below the field (pledge-preview.ts), in the language. */
export const previewWordsIn = (t: T): PreviewWords => ({
  text: t("mine.preview"),
  below: t("mine.previewBelow"),
  tiers: Object.fromEntries(tiers.map((tier) => [tier.name, t(`champion.${tier.key}`)])),
});

/**
 * The CSR pillar's impact calculator in the page's language (issue 27): its label and button, the
 * estimate's message (pledges.json's `says`), and its answer (`calculator.*`) with the amounts by
 * `moneyIn` and the counts by Intl (grouped from five digits, as the English "1000 tests" reads).
 * The tiers' names are the page's (registration.json's, their one home), by tier key. The answer
 * comes in three parts: the count of tests between is shown in bold.
 */
export function calculatorIn(
  lang: Lang,
  impact: ImpactEstimate | null,
  unitCost: number,
  tierNames: Readonly<Record<string, string>>,
): CalculatorWords {
  const { t } = pageWords("pledges", lang, []);
  const tag = languageTags[lang];
  const count = (n: number) => new Intl.NumberFormat(tag, { useGrouping: "min2" }).format(n);
  let result: CalculatorWords["result"] = null;
  if (impact?.ok) {
    const funds = t("calculator.funds", {
      count: impact.tests,
      amount: moneyIn(tag, impact.pledge),
      cost: moneyIn(tag, unitCost),
      lives: count(impact.tests),
    });
    const [before, after = ""] = funds.split("{{tests}}");
    const first = tiers[0];
    const next = impact.tier
      ? t("calculator.tier", { tier: tierNames[impact.tier.key] ?? impact.tier.name })
      : t("calculator.below", {
          count: first.minTests,
          tests: count(first.minTests),
          tier: tierNames[first.key] ?? first.name,
        });
    result = { before: before ?? "", tests: count(impact.tests), after: `${after} ${next}` };
  }
  return {
    label: t("calculator.label", { step: PLEDGE_STEP }),
    submit: t("calculator.submit"),
    error: impact && !impact.ok ? pledgeSayIn(lang, impact.message) : null,
    result,
  };
}
