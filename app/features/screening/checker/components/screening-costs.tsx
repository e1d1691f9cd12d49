import { formatSgDate } from "~/lib/text/singapore-date";
import type { ScreeningCostsData } from "../costs.server";

/** The cost items, each with who it is for, the figure (or "ask your clinic"), and its source. */
export function ScreeningCosts({ data }: { data: ScreeningCostsData }) {
  return (
    <>
      <p className="rounded-lg border-l-4 border-brand-600 bg-brand-50 px-4 py-3 text-sm text-brand-900">
        These programmes change. Last checked {formatSgDate(data.checkedOn)}; next review {formatSgDate(data.reviewDue)}
        . Before you go, check the fee with your clinic.
      </p>
      <ul className="mt-8 grid gap-4 md:grid-cols-2">
        {data.items.map((item) => (
          <li key={item.id}>
            <article
              aria-labelledby={`cost-${item.id}`}
              className="flex h-full flex-col rounded-2xl border border-line bg-white p-5 shadow-sm"
            >
              <h2 id={`cost-${item.id}`} className="text-lg font-bold text-brand-900">
                {item.heading}
              </h2>
              <p className="text-sm text-muted">{item.who}</p>
              <p className="mt-3 text-2xl font-bold text-brand-800">{item.amount ?? "Ask your clinic"}</p>
              <p className="mt-2 flex-1 text-ink">{item.text}</p>
              <p className="mt-4 text-sm text-muted">
                Source:{" "}
                <a href={item.source.url} className="underline" rel="noopener noreferrer">
                  {item.source.title}
                </a>{" "}
                (checked {formatSgDate(item.checkedOn)})
              </p>
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}
