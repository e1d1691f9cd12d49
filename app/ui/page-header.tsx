import { ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { useRouteLoaderData } from "react-router";
import { Link } from "~/ui/link";
import { Container } from "./container";

/** One step of a breadcrumb; the last one (the current page) has no `to`. */
export type Crumb = { label: string; to?: string };

/**
 * The trail from Home to the current page. Home is always first; the crumb without `to` is the
 * current page (aria-current="page").
 */
export function Breadcrumb({ crumbs, className = "" }: { crumbs: Crumb[]; className?: string }) {
  // Its two words in the page's language from the shell's strings (the root loader's), a plain
  // lookup: no translator in the pages' first load (ADR 0027).
  const shell = useRouteLoaderData<{ shell?: Readonly<Record<string, string>> }>("root")?.shell;
  return (
    <nav aria-label={shell?.["nav.breadcrumb"] ?? "Breadcrumb"} className={`text-sm text-muted ${className}`}>
      <ol className="flex flex-wrap items-center gap-1">
        <li>
          <Link to="/" className="hover:underline">
            {shell?.["nav.home"] ?? "Home"}
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
  );
}

/**
 * The top of a content page: breadcrumb, eyebrow and the page's only <h1>, then an introduction.
 * Pages use it so that the heading structure and the breadcrumb read the same everywhere.
 *
 * - `crumbs`: the steps after Home; leave it out for no breadcrumb at all.
 * - `intro`: one paragraph under the title.
 * - `children`: prose (paragraphs) under the title, or with `intro` a control such as a search form.
 */
export function PageHeader({
  title,
  eyebrow,
  crumbs,
  intro,
  children,
}: {
  title: string;
  eyebrow?: string;
  crumbs?: Crumb[];
  intro?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="border-b border-line bg-brand-50">
      <Container className="py-10 sm:py-14">
        {crumbs ? <Breadcrumb crumbs={crumbs} /> : null}
        {eyebrow ? (
          <p className={`${crumbs ? "mt-6 " : ""}text-sm font-semibold uppercase tracking-wider text-accent-700`}>
            {eyebrow}
          </p>
        ) : null}
        <h1 className="mt-2 max-w-4xl text-3xl font-extrabold tracking-tight text-balance text-brand-900 sm:text-5xl">
          {title}
        </h1>
        {intro ? <p className="mt-4 max-w-3xl text-lg text-ink">{intro}</p> : null}
        {children ? (
          intro ? (
            <div className="mt-6">{children}</div>
          ) : (
            <div className="mt-4 max-w-3xl space-y-3 text-lg text-ink">{children}</div>
          )
        ) : null}
      </Container>
    </div>
  );
}
