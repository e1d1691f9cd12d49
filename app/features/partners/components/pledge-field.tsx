import { useState } from "react";
import { plural } from "~/lib/text/plural";
import type { TierWithThreshold } from "~/features/corporate";
import { dollars, money } from "~/lib/text/money";
import { TextField } from "~/ui/field";
import type { FieldMeta } from "~/ui/use-schema-form";

/**
 * What a pledge reaches, as the person types (the impact calculator's rule: tests = pledge ÷ unit
 * cost, rounded down; the tier by the pledge each starts at). Without JavaScript the success
 * screen names the tier instead.
 */
function pledgeReach(raw: string, unitCost: number, tiers: TierWithThreshold[]): string | null {
  const text = raw.replace(/[,\s$]/g, "").replace(/^S/i, "");
  if (!/^\d{1,9}$/.test(text)) return null;
  const pledge = Number(text);
  if (pledge === 0 || pledge % 500 !== 0) return null;
  const tests = unitCost > 0 ? Math.floor(pledge / unitCost) : 0;
  const tier = [...tiers].reverse().find((t) => pledge >= t.threshold);
  const funds = `${money(dollars(pledge))} funds ${plural(tests, "screening test")}`;
  return tier
    ? `${funds}: ${tier.name}.`
    : `${funds}. ${tiers[0]?.name} starts at ${money(dollars(tiers[0]?.threshold ?? 0))}.`;
}

export function PledgeField({
  meta,
  unitCost,
  tiers,
}: {
  meta: FieldMeta;
  unitCost: number;
  tiers: TierWithThreshold[];
}) {
  const [reach, setReach] = useState(() =>
    pledgeReach(typeof meta.initialValue === "string" ? meta.initialValue : "", unitCost, tiers),
  );
  return (
    <div>
      <TextField
        meta={meta}
        label="Pledge amount in S$ (optional)"
        type="number"
        min={0}
        step={500}
        inputMode="numeric"
        hint={`In steps of S$500. One screening test costs ${money(dollars(unitCost))}.`}
        onValueChange={(v) => setReach(pledgeReach(v, unitCost, tiers))}
      />
      <p aria-live="polite" className="mt-2 font-semibold text-brand-800">
        {reach ?? ""}
      </p>
    </div>
  );
}
