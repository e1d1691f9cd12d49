import { Form } from "~/ui/link";
import { Button } from "~/ui/button";
import type { ImpactEstimate } from "../tiers";

/**
 * The calculator's words in the page's language, worked out on the server (pledges.json's
 * `calculator`, `calculatorIn`): the answer in three parts, the count of tests between in bold.
 */
export type CalculatorWords = {
  label: string;
  submit: string;
  error: string | null;
  result: { before: string; tests: string; after: string } | null;
};

/**
 * The CSR impact calculator (spec content, CSR pillar): a pledge in, the tests it funds and the tier
 * it reaches out. A GET form answered by the loader of the page that shows it (`estimateImpact`), so
 * it needs no JavaScript.
 */
export function ImpactCalculator({ impact, words }: { impact: ImpactEstimate | null; words: CalculatorWords }) {
  const { error, result } = words;
  return (
    <div id="impact-calculator" className="max-w-2xl scroll-mt-24 rounded-2xl border border-line bg-white p-6">
      {/* A GET form: the answer is worked out on the server, so it needs no JavaScript. */}
      <Form method="get" action="/pillars/rid-crc-csr#impact-calculator" preventScrollReset noValidate>
        <label htmlFor="pledge" className="block font-semibold text-ink">
          {words.label}
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
          <Button type="submit">{words.submit}</Button>
        </div>
        {error ? (
          <p id="pledge-error" className="mt-2 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </Form>
      {result ? (
        <p role="status" className="mt-4 text-lg text-ink">
          {result.before}
          <strong>{result.tests}</strong>
          {result.after}
        </p>
      ) : null}
    </div>
  );
}
