import type { ReactNode } from "react";
import { Container } from "~/ui/container";
import { EmptyResults, ResultCount } from "~/ui/filter-fields";
import type { T } from "~/lib/i18n/translate";
import { SampleDataNote } from "./directory-controls";
import { lazyIsland } from "~/ui/lazy-island";

export type Values = Record<string, string>;

// The page links sit below the results: the server renders them in full, and their code loads when
// they come near the viewport or are used (an island).
const Pagination = lazyIsland(() => import("./pagination").then((m) => m.Pagination));

/**
 * What both directories share: the heading, the filter column and the paged results. `words` names
 * the directory's group in the namespace ("gp", "specialist"): its title, intro, count, empty list…
 */
export function DirectoryFrame({
  path,
  words,
  t,
  lookup,
  sidebar,
  results,
  values,
  children,
  after,
}: {
  path: string;
  words: "gp" | "specialist";
  t: T;
  lookup?: ReactNode;
  sidebar: ReactNode;
  results: { total: number; page: number; pageCount: number; items: { isSample: boolean }[] };
  values: Values;
  children: ReactNode;
  after?: ReactNode;
}) {
  const filtered = Object.values(values).some((v) => v !== "");
  const list = (
    <section aria-labelledby="results-title">
      <h2 id="results-title" className="sr-only">
        {t(`${words}.results`)}
      </h2>
      <ResultCount text={t(`${words}.count`, { count: results.total })} />
      {results.items.some((item) => item.isSample) && (
        <SampleDataNote text={t(`${words}.sampleNote`, { label: t("common.sampleData") })} />
      )}
      {results.items.length === 0 ? (
        <div className="mt-4">
          <EmptyResults
            message={t(`${words}.empty`)}
            clear={filtered ? { href: path, label: t("common.clearFilters") } : undefined}
          />
        </div>
      ) : (
        <ul className="mt-4 grid gap-5 md:grid-cols-2">{children}</ul>
      )}
      <Pagination
        props={{
          path,
          page: results.page,
          pageCount: results.pageCount,
          values,
          label: t(`${words}.pages`),
          previous: t("common.previous"),
          next: t("common.next"),
          pageWord: t("common.page"),
          status: t("common.pageOf", { page: results.page, count: results.pageCount }),
        }}
      />
    </section>
  );
  return (
    <Container className="py-8 sm:py-12">
      <h1 className="text-3xl font-extrabold text-brand-900 sm:text-4xl">{t(`${words}.title`)}</h1>
      <p className="mt-3 max-w-3xl text-lg text-muted">{t(`${words}.intro`)}</p>
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
