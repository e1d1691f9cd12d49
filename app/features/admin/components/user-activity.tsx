import type { ReactNode } from "react";

type Item = { id: string; at: { text: string; iso: string } };

/**
 * One kind of what a person did on the site (referrals, stories, appointment requests) on their
 * page in the console: how many in all, and the newest few, each with its date.
 */
export function ActivityList<T extends Item>({
  id,
  title,
  count,
  items,
  empty,
  children,
}: {
  id: string;
  title: string;
  count: number;
  items: readonly T[];
  empty: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-bold text-brand-900">
        {title} <span className="font-normal text-muted">({count})</span>
      </h3>
      {items.length === 0 ? (
        <p className="mt-1 text-sm text-muted">{empty}</p>
      ) : (
        <>
          <ul className="mt-2 divide-y divide-line rounded-xl border border-line bg-white text-sm">
            {items.map((item) => (
              <li key={item.id} className="flex flex-wrap justify-between gap-2 px-4 py-2">
                <span>{children(item)}</span>
                <time dateTime={item.at.iso} className="whitespace-nowrap text-muted">
                  {item.at.text}
                </time>
              </li>
            ))}
          </ul>
          {count > items.length ? (
            <p className="mt-1 text-xs text-muted">
              The newest {items.length} of {count}.
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
