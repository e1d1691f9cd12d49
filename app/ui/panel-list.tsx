import type { ReactNode } from "react";
import { Link } from "~/ui/link";

/**
 * A dashboard panel's list of the person's own things (events, stories), or, when there are none,
 * one line saying so with the place to start. Each item renders its own `<li>`.
 */
export function PanelList<T>({
  items,
  empty,
  children,
}: {
  items: readonly T[];
  empty: { text: string; to: string; link: string };
  children: (item: T) => ReactNode;
}) {
  if (items.length === 0)
    return (
      <p className="text-muted">
        {empty.text}{" "}
        <Link to={empty.to} className="font-semibold text-brand-700 underline">
          {empty.link}
        </Link>
      </p>
    );
  return <ul className="divide-y divide-line">{items.map(children)}</ul>;
}
