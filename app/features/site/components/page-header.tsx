import { ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Container } from "~/ui/container";

export type Crumb = { label: string; to?: string };

/**
 * The top of every public content page: breadcrumb, eyebrow and the page's only <h1>. Pages use it
 * so that the heading structure and the breadcrumb read the same everywhere.
 */
export function PageHeader({
  title,
  eyebrow,
  crumbs = [],
  children,
}: {
  title: string;
  eyebrow?: string;
  crumbs?: Crumb[];
  children?: ReactNode;
}) {
  return (
    <div className="border-b border-line bg-brand-50">
      <Container className="py-10 sm:py-14">
        <nav aria-label="Breadcrumb" className="text-sm text-muted">
          <ol className="flex flex-wrap items-center gap-1">
            <li>
              <Link to="/" className="hover:underline">
                Home
              </Link>
            </li>
            {crumbs.map((crumb) => (
              <li key={crumb.label} className="flex items-center gap-1">
                <ChevronRight aria-hidden className="size-4" />
                {crumb.to ? (
                  <Link to={crumb.to} className="hover:underline">
                    {crumb.label}
                  </Link>
                ) : (
                  <span aria-current="page" className="text-ink">
                    {crumb.label}
                  </span>
                )}
              </li>
            ))}
          </ol>
        </nav>
        {eyebrow ? (
          <p className="mt-6 text-sm font-semibold uppercase tracking-wider text-accent-700">{eyebrow}</p>
        ) : null}
        <h1 className="mt-2 max-w-4xl text-3xl font-extrabold tracking-tight text-balance text-brand-900 sm:text-5xl">
          {title}
        </h1>
        {children ? <div className="mt-4 max-w-3xl space-y-3 text-lg text-ink">{children}</div> : null}
      </Container>
    </div>
  );
}
