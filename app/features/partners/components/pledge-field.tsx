import { useState } from "react";
import type { TierWithThreshold } from "~/features/corporate";
import { languageTags } from "~/lib/i18n/languages";
import { moneyIn } from "~/lib/text/money";
import type { T } from "~/lib/i18n/translate";
import { TextField } from "~/ui/field";
import { useLang } from "~/ui/link";
import type { FieldMeta } from "~/ui/use-schema-form";

/**
 * What a pledge reaches, as the person types (the impact calculator's rule: tests = pledge ÷ unit
 * cost, rounded down; the tier by the pledge each starts at), in the page's language with its
 * figures by Intl. Without JavaScript the success screen names the tier instead.
 */
function pledgeReach(raw: string, unitCost: number, tiers: TierWithThreshold[], t: T, tag: string): string | null {
  const text = raw.replace(/[,\s$]/g, "").replace(/^S/i, "");
  if (!/^\d{1,9}$/.test(text)) return null;
  const pledge = Number(text);
  if (pledge === 0 || pledge % 500 !== 0) return null;
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

/** The pledge of /register/corporate. `tiers`: their names in the page's language (the loader's). */
export function PledgeField({
  meta,
  unitCost,
  tiers,
  t,
}: {
  meta: FieldMeta;
  unitCost: number;
  tiers: TierWithThreshold[];
  t: T;
}) {
  const tag = languageTags[useLang()];
  const [reach, setReach] = useState(() =>
    pledgeReach(typeof meta.initialValue === "string" ? meta.initialValue : "", unitCost, tiers, t, tag),
  );
  return (
    <div>
      <TextField
        meta={meta}
        label={t("corporate.pledge")}
        type="number"
        min={0}
        step={500}
        inputMode="numeric"
        hint={t("corporate.pledgeHint", { step: moneyIn(tag, 500), cost: moneyIn(tag, unitCost) })}
        onValueChange={(v) => setReach(pledgeReach(v, unitCost, tiers, t, tag))}
      />
      <p aria-live="polite" className="mt-2 font-semibold text-brand-800">
        {reach ?? ""}
      </p>
    </div>
  );
}
