import { useState } from "react";
import { languageTags } from "~/lib/i18n/languages";
import { moneyIn } from "~/lib/text/money";
import type { T } from "~/lib/i18n/translate";
import { TextField } from "~/ui/field";
import type { FieldMeta } from "~/ui/use-schema-form";
import { pledgeReach, type ReachData } from "../pledge-reach";

/**
 * The pledge of /register/corporate and what it reaches as it is typed (pledge-reach.ts). The
 * server renders the sentence's element once, with the rule's data in `data-pledge-reach`; React's
 * state (after a client navigation) or the page's `pledge-reach` enhance script fills it.
 */
export function PledgeField({ meta, reach, t }: { meta: FieldMeta; reach: ReachData; t: T }) {
  const tag = languageTags[reach.lang];
  const [said, setSaid] = useState(() =>
    pledgeReach(typeof meta.initialValue === "string" ? meta.initialValue : "", reach),
  );
  return (
    <div data-pledge-reach={JSON.stringify(reach)}>
      <TextField
        meta={meta}
        label={t("corporate.pledge")}
        type="number"
        min={0}
        step={500}
        inputMode="numeric"
        hint={t("corporate.pledgeHint", { step: moneyIn(tag, 500), cost: moneyIn(tag, reach.unitCost) })}
        onValueChange={(v) => setSaid(pledgeReach(v, reach))}
      />
      <p aria-live="polite" className="mt-2 font-semibold text-brand-800" data-pledge-reach-said>
        {said ?? ""}
      </p>
    </div>
  );
}
