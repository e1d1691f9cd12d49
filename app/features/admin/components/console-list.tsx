import type { ReactNode } from "react";
import { Form } from "react-router";
import { Notice } from "~/ui/field";
import { EmptyResults, FilterActions } from "~/ui/filter-fields";
import { ConsoleTable } from "./console-table";
import { Pager } from "./pager";

const columnClasses = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-3",
  4: "sm:grid-cols-4",
  "2-3": "sm:grid-cols-2 lg:grid-cols-3",
  "2-4": "sm:grid-cols-2 lg:grid-cols-4",
} as const;

/**
 * The filter form of every console list: a GET form (the filters are the address, so a filtered
 * list is a link and works without JavaScript), its fields, then Filter and Clear filters.
 */
export function ConsoleFilters({
  label,
  clearHref,
  showClear,
  columns,
  children,
}: {
  /** The search landmark's name, e.g. "Filter accounts". */
  label: string;
  /** The list without filters. */
  clearHref: string;
  showClear: boolean;
  columns: keyof typeof columnClasses;
  children: ReactNode;
}) {
  return (
    <Form
      method="get"
      role="search"
      aria-label={label}
      className={`grid gap-4 rounded-2xl border border-line bg-surface p-5 ${columnClasses[columns]}`}
    >
      {children}
      <FilterActions clearHref={clearHref} clearLabel="Clear filters" showClear={showClear} />
    </Form>
  );
}

/** What in the address could not be read as a filter (ignored, and said so), above the filters. */
export function FilterProblems({ problems }: { problems: readonly string[] }) {
  return problems.length ? (
    <Notice tone="warning" className="mb-6">
      <ul className="list-disc pl-5">
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </Notice>
  ) : null;
}

type ConsolePaging = {
  page: number;
  hasMore: boolean;
  href: (page: number) => string;
  labels?: readonly [string, string];
};

/**
 * The rows of a console list: the empty state when there are none (with the way back to the whole
 * list when filters chose nothing), else the console's table; then the pages.
 */
export function ConsoleResults({
  count,
  empty,
  caption,
  columns,
  paging,
  children,
}: {
  /** How many rows this page shows. */
  count: number;
  empty: { message: string; clear?: { href: string; label: string } };
  caption: string;
  columns: readonly (string | { srOnly: string })[];
  paging?: ConsolePaging;
  children: ReactNode;
}) {
  return (
    <>
      {count === 0 ? (
        <EmptyResults message={empty.message} clear={empty.clear} />
      ) : (
        <ConsoleTable caption={caption} columns={columns}>
          {children}
        </ConsoleTable>
      )}
      {paging ? (
        <Pager
          page={paging.page}
          hasMore={paging.hasMore}
          href={paging.href}
          labels={paging.labels ?? ["Previous page", "Next page"]}
        />
      ) : null}
    </>
  );
}
