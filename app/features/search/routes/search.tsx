import { ChevronLeft, ChevronRight } from "lucide-react";
import { Form, Link } from "~/ui/link";
import type { Route } from "./+types/search";
import { Button } from "~/ui/button";
import { Container } from "~/ui/container";
import { TranslationNote } from "~/ui/translation-note";
import { Snippet } from "../components/snippet";
import { searchPage } from "../search.server";
import { searchWords } from "../localized.server";
import { noReact } from "~/lib/http/page-scripts";
import { requestLang } from "~/lib/i18n/paths";
import { createT } from "~/lib/i18n/translate";

// Content: works without JavaScript, ships no React (ADR 0024).
export const handle = noReact;

// Its words in the page's language (issue 27); the results are the pages' own titles and snippets.
export async function loader({ request }: Route.LoaderArgs) {
  const { lang, messages, review } = searchWords(requestLang(request));
  return { ...(await searchPage(request)), lang, messages, review };
}

export const meta: Route.MetaFunction = ({ data }) => {
  const t = data ? createT(data.lang, data.messages) : null;
  const title = !t
    ? "Search"
    : data?.q
      ? t(data.page > 1 ? "meta.resultsPage" : "meta.results", { q: data.q, page: String(data.page) })
      : t("meta.title");
  return [
    { title: `${title} · RID-CRC` },
    // Result lists change with the index: engines should list the pages themselves, not our searches.
    { name: "robots", content: "noindex" },
  ];
};

const pageLink = (q: string, page: number) =>
  `/search?${new URLSearchParams(page > 1 ? { q, page: String(page) } : { q }).toString()}`;

const linkClass = "font-semibold text-brand-700 underline";

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { q, page, pages, total, hits, lang, messages, review } = loaderData;
  const t = createT(lang, messages);
  return (
    <>
      <TranslationNote review={review} />
      <Container className="py-12">
        <h1 className="text-3xl font-bold text-brand-900">{q ? t("resultsTitle", { q }) : t("title")}</h1>
        <Form method="get" role="search" className="mt-6 flex max-w-xl gap-2">
          <label htmlFor="search-page-q" className="sr-only">
            {t("label")}
          </label>
          <input
            id="search-page-q"
            name="q"
            type="search"
            defaultValue={q}
            key={q}
            required
            maxLength={200}
            pattern=".*\S.*"
            title={t("inputTitle")}
            className="h-11 min-w-0 flex-1 rounded-full border border-line px-4"
          />
          <Button type="submit">{t("button")}</Button>
        </Form>

        {q && total === 0 && (
          <div className="mt-8 max-w-2xl rounded-2xl bg-surface p-6">
            <p className="font-semibold text-ink">{t("noResults", { q })}</p>
            <p className="mt-2 text-muted">{t("noResultsHelp")}</p>
            <ul className="mt-3 list-disc space-y-1 pl-5">
              <li>
                <Link to="/education" className={linkClass}>
                  {t("browseEducation")}
                </Link>
              </li>
              <li>
                <Link to="/education/faqs" className={linkClass}>
                  {t("readFaqs")}
                </Link>
              </li>
              <li>
                <Link to="/find-a-gp" className={linkClass}>
                  {t("findGp")}
                </Link>
              </li>
            </ul>
          </div>
        )}

        {total > 0 && (
          <>
            <p className="mt-8 text-muted">
              {pages > 1
                ? t("countPaged", { count: total, page: String(page), pages: String(pages) })
                : t("count", { count: total })}
            </p>
            <ol className="mt-4 max-w-3xl space-y-6">
              {hits.map((hit) => (
                <li key={`${hit.kind}:${hit.path}`}>
                  <span className="inline-block rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
                    {t(`kind.${hit.kind}`)}
                  </span>
                  <h2 className="mt-1 text-lg font-bold">
                    <Link to={hit.path} className="text-brand-700 underline-offset-2 hover:underline">
                      {hit.title}
                    </Link>
                  </h2>
                  {hit.snippet && <Snippet text={hit.snippet} />}
                </li>
              ))}
            </ol>
            {pages > 1 && (
              <nav aria-label={t("pagination")} className="mt-10 flex items-center gap-4">
                {page > 1 && (
                  <Link to={pageLink(q, page - 1)} className={`inline-flex items-center gap-1 ${linkClass}`} rel="prev">
                    <ChevronLeft aria-hidden className="size-4" /> {t("previous")}
                  </Link>
                )}
                <span className="text-muted">{t("pageOf", { page: String(page), pages: String(pages) })}</span>
                {page < pages && (
                  <Link to={pageLink(q, page + 1)} className={`inline-flex items-center gap-1 ${linkClass}`} rel="next">
                    {t("next")} <ChevronRight aria-hidden className="size-4" />
                  </Link>
                )}
              </nav>
            )}
          </>
        )}
      </Container>
    </>
  );
}
