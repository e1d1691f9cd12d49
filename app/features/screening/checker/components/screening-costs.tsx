import { dateIn } from "~/lib/i18n/dates";
import { createT } from "~/lib/i18n/translate";
import type { ScreeningCostsData } from "../costs.server";

/** The cost items, each with who it is for, the figure (or "ask your clinic"), and its source. */
export function ScreeningCosts({ data }: { data: ScreeningCostsData }) {
  const t = createT(data.lang, data.messages);
  const date = (iso: string) => dateIn(data.lang, iso);
  return (
    <>
      <p className="rounded-lg border-l-4 border-brand-600 bg-brand-50 px-4 py-3 text-sm text-brand-900">
        {t("page.checked", { checkedOn: date(data.checkedOn), reviewDue: date(data.reviewDue) })}
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
              <p className="mt-3 text-2xl font-bold text-brand-800">{item.amount ?? t("page.askClinic")}</p>
              <p className="mt-2 flex-1 text-ink">{item.text}</p>
              <p className="mt-4 text-sm text-muted">
                {t("page.source")}{" "}
                <a href={item.source.url} className="underline" rel="noopener noreferrer">
                  {item.source.title}
                </a>{" "}
                {t("page.sourceChecked", { date: date(item.checkedOn) })}
              </p>
            </article>
          </li>
        ))}
      </ul>
    </>
  );
}
