import { Check } from "lucide-react";
import { dollars, money } from "~/lib/text/money";
// Types only: the tiers come from the loader, so facts.json and the tier rules stay on the server.
import type { TierWithThreshold } from "../tiers";

/** The Gold, Platinum and Diamond Champion cards with their perks (spec accounts §9). */
export function TierCards({ tiers }: { tiers: TierWithThreshold[] }) {
  return (
    <ul className="grid gap-5 lg:grid-cols-3">
      {tiers.map((tier) => (
        <li key={tier.key} className="flex flex-col rounded-2xl border border-line bg-white p-6 shadow-sm">
          <h3 className="text-2xl font-bold text-brand-900">{tier.name}</h3>
          <p className="mt-1 font-semibold text-brand-700">
            {tier.from ?? `${tier.tests} · from ${money(dollars(tier.threshold))}`}
          </p>
          <ul className="mt-4 space-y-2 text-ink">
            {tier.perks.map((perk) => (
              <li key={perk} className="flex gap-2">
                <Check aria-hidden className="mt-1 size-4 shrink-0 text-brand-700" />
                {perk}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
