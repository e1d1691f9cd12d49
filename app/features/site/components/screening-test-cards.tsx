import { Link } from "~/ui/link";
import type { ScreeningTest } from "../screening-tests";
import { textLinkClass } from "./home/section-heading";

const labels = {
  interval: "How often",
  suits: "Who it suits",
  where: "Where to get it",
  afterPositive: "After a positive result",
} as const;

/** The screening tests in the reviewed table's order (FIT first), each with who it suits and what follows. */
export function ScreeningTestCards({ tests, headingLevel = 2 }: { tests: ScreeningTest[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ol className="grid gap-5 lg:grid-cols-3" data-testid="screening-tests">
      {tests.map((test, i) => (
        <li key={test.id} className="flex flex-col rounded-2xl border border-line bg-white p-6 shadow-sm">
          <p className="text-sm font-semibold text-brand-700">Option {i + 1}</p>
          <Heading className="mt-1 text-xl font-bold text-brand-900">{test.name}</Heading>
          <p className="mt-2 text-ink">{test.summary}</p>
          <dl className="mt-4 flex-1 space-y-3 text-sm">
            {(Object.keys(labels) as (keyof typeof labels)[]).map((key) => (
              <div key={key}>
                <dt className="font-semibold text-brand-900">{labels[key]}</dt>
                <dd className="text-muted">{test[key]}</dd>
              </div>
            ))}
          </dl>
          <Link to={test.action.to} className={`${textLinkClass} mt-4 text-brand-700`}>
            {test.action.label}
            <span aria-hidden>→</span>
          </Link>
        </li>
      ))}
    </ol>
  );
}
