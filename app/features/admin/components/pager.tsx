import { ButtonLink } from "~/ui/button";

/** Previous / next links of a console list (pages come from the address, so they work without JavaScript). */
export function Pager({
  page,
  hasMore,
  href,
  labels = ["Newer", "Older"],
}: {
  page: number;
  hasMore: boolean;
  href: (page: number) => string;
  labels?: readonly [string, string];
}) {
  if (page <= 1 && !hasMore) return null;
  return (
    <nav aria-label="Pages" className="mt-6 flex gap-3">
      {page > 1 ? (
        <ButtonLink to={href(page - 1)} variant="secondary">
          {labels[0]}
        </ButtonLink>
      ) : null}
      {hasMore ? (
        <ButtonLink to={href(page + 1)} variant="secondary">
          {labels[1]}
        </ButtonLink>
      ) : null}
    </nav>
  );
}
