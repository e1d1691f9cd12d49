import { Link } from "~/ui/link";

/** Plain links (work without JavaScript) that keep every filter of the current list; its words in the page's language. */
export function Pagination({
  page,
  pageCount,
  values,
  label,
  path,
  previous,
  next,
  pageWord,
  status,
}: {
  path: string;
  page: number;
  pageCount: number;
  values: Record<string, string>;
  label: string;
  previous: string;
  next: string;
  /** "Page", read before each number. */
  pageWord: string;
  /** "Page 2 of 5". */
  status: string;
}) {
  if (pageCount <= 1) return null;
  const href = (n: number) => {
    const params = new URLSearchParams(Object.entries(values).filter(([, v]) => v !== ""));
    if (n > 1) params.set("page", String(n));
    const query = params.toString();
    return query ? `${path}?${query}` : path;
  };
  // A window of five pages around the current one keeps the bar short with thousands of results.
  const first = Math.max(1, Math.min(page - 2, pageCount - 4));
  const pages = Array.from({ length: Math.min(5, pageCount) }, (_, i) => first + i);
  const item = "inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg px-3 text-sm font-semibold";
  return (
    <nav aria-label={label} className="mt-8">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 && (
          <li>
            <Link to={href(page - 1)} rel="prev" className={`${item} text-brand-700 underline`}>
              {previous}
            </Link>
          </li>
        )}
        {pages.map((n) => (
          <li key={n}>
            <Link
              to={href(n)}
              aria-current={n === page ? "page" : undefined}
              className={`${item} ${n === page ? "bg-brand-700 text-white" : "text-brand-700 underline"}`}
            >
              <span className="sr-only">{pageWord} </span>
              {n}
            </Link>
          </li>
        ))}
        {page < pageCount && (
          <li>
            <Link to={href(page + 1)} rel="next" className={`${item} text-brand-700 underline`}>
              {next}
            </Link>
          </li>
        )}
      </ul>
      <p className="mt-2 text-center text-sm text-muted">{status}</p>
    </nav>
  );
}
