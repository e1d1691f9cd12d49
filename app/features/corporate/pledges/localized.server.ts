import type { Lang } from "~/lib/i18n/languages";
import { localizer, pageWords } from "~/lib/i18n/says.server";
import type { T } from "~/lib/i18n/translate";
import type { PreviewWords } from "../pledge-preview";
import { tierLabel, tiers } from "../tiers";

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
