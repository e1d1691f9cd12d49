import type { ReactNode } from "react";
import { Container } from "~/ui/container";
import { EmptyResults, ResultCount } from "~/ui/filter-fields";
import { messages } from "../messages";
import { SampleDataNote } from "./directory-controls";
import { lazyIsland } from "~/ui/lazy-island";

export type Values = Record<string, string>;

// The page links sit below the results: the server renders them in full, and their code loads when
// they come near the viewport or are used (an island).
const Pagination = lazyIsland(() => import("./pagination").then((m) => m.Pagination));

/** What both directories share: the heading, the filter column and the paged results. */
export function DirectoryFrame({
  path,
  title,
  intro,
  lookup,
  sidebar,
  results,
  noun,
  empty,
  values,
  pagesLabel,
  children,
  after,
}: {
  path: string;
  title: string;
  intro: string;
  lookup?: ReactNode;
  sidebar: ReactNode;
  results: { total: number; page: number; pageCount: number; items: { isSample: boolean }[] };
  noun: [string, string];
  empty: string;
  values: Values;
  pagesLabel: string;
  children: ReactNode;
  after?: ReactNode;
}) {
  const filtered = Object.values(values).some((v) => v !== "");
  const list = (
    <section aria-labelledby="results-title">
      <h2 id="results-title" className="sr-only">
        {noun[1][0]!.toUpperCase() + noun[1].slice(1)}
      </h2>
      <ResultCount total={results.total} noun={noun} />
      {results.items.some((item) => item.isSample) && <SampleDataNote noun={noun[1]} />}
      {results.items.length === 0 ? (
        <div className="mt-4">
          <EmptyResults message={empty} clear={filtered ? { href: path, label: messages.clearFilters } : undefined} />
        </div>
      ) : (
        <ul className="mt-4 grid gap-5 md:grid-cols-2">{children}</ul>
      )}
      <Pagination props={{ path, page: results.page, pageCount: results.pageCount, values, label: pagesLabel }} />
    </section>
  );
  return (
    <Container className="py-8 sm:py-12">
      <h1 className="text-3xl font-extrabold text-brand-900 sm:text-4xl">{title}</h1>
      <p className="mt-3 max-w-3xl text-lg text-muted">{intro}</p>
      {lookup}
      <div className="mt-8 grid gap-8 lg:grid-cols-[18rem_minmax(0,1fr)]">
        {sidebar}
        {after ? (
          <div>
            {list}
            {after}
          </div>
        ) : (
          list
        )}
      </div>
    </Container>
  );
}
