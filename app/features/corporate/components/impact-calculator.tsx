import { Form } from "~/ui/link";
import { pluralWord } from "~/lib/text/plural";
import { dollars, money } from "~/lib/text/money";
import { Button } from "~/ui/button";
import { PLEDGE_STEP, tiers, type ImpactEstimate } from "../tiers";

/**
 * The CSR impact calculator (spec content, CSR pillar): a pledge in, the tests it funds and the tier
 * it reaches out. A GET form answered by the loader of the page that shows it (`estimateImpact`), so
 * it needs no JavaScript.
 */
export function ImpactCalculator({ unitCost, impact }: { unitCost: number; impact: ImpactEstimate | null }) {
  const error = impact && !impact.ok ? impact.message : null;
  return (
    <div id="impact-calculator" className="max-w-2xl scroll-mt-24 rounded-2xl border border-line bg-white p-6">
      {/* A GET form: the answer is worked out on the server, so it needs no JavaScript. */}
      <Form method="get" action="/pillars/rid-crc-csr#impact-calculator" preventScrollReset noValidate>
        <label htmlFor="pledge" className="block font-semibold text-ink">
          Your pledge (S$, in steps of {PLEDGE_STEP})
        </label>
        <div className="mt-2 flex flex-col gap-3 sm:flex-row">
          <input
            id="pledge"
            name="pledge"
            inputMode="numeric"
            defaultValue={impact ? String(impact.pledge) : ""}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "pledge-error" : undefined}
            className="block w-full rounded-lg border border-line bg-white px-3 py-2.5 text-base text-ink shadow-sm aria-[invalid=true]:border-red-700 sm:max-w-xs"
          />
          <Button type="submit">Calculate Impact</Button>
        </div>
        {error ? (
          <p id="pledge-error" className="mt-2 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </Form>
      {impact?.ok ? (
        <p role="status" className="mt-4 text-lg text-ink">
          {money(dollars(impact.pledge))} funds <strong>{impact.tests}</strong>{" "}
          {pluralWord(impact.tests, { one: "test", other: "tests" })} at {money(dollars(unitCost))} each: {impact.tests}{" "}
          {pluralWord(impact.tests, { one: "life", other: "lives" })} potentially saved.{" "}
          {impact.tier
            ? `That makes you a ${impact.tier.name}.`
            : `Fund ${tiers[0].minTests} ${pluralWord(tiers[0].minTests, { one: "test", other: "tests" })} to become a ${tiers[0].name}.`}
        </p>
      ) : null}
    </div>
  );
}
