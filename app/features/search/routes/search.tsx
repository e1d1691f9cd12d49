import { ChevronLeft, ChevronRight } from "lucide-react";
import { plural } from "~/lib/text/plural";
import { Form, Link } from "~/ui/link";
import type { Route } from "./+types/search";
import { Button } from "~/ui/button";
import { Container } from "~/ui/container";
import { Snippet } from "../components/snippet";
import { kindLabels } from "../search.schema";
import { searchPage } from "../search.server";
import { noReact } from "~/lib/http/page-scripts";

// Content: works without JavaScript, ships no React (ADR 0024).
export const handle = noReact;

export function loader({ request }: Route.LoaderArgs) {
  return searchPage(request);
}

export const meta: Route.MetaFunction = ({ data }) => [
  {
    title: data?.q
      ? `Search results for “${data.q}”${data.page > 1 ? ` (page ${data.page})` : ""} · RID-CRC`
      : "Search · RID-CRC",
  },
  // Result lists change with the index: engines should list the pages themselves, not our searches.
  { name: "robots", content: "noindex" },
];

const pageLink = (q: string, page: number) =>
  `/search?${new URLSearchParams(page > 1 ? { q, page: String(page) } : { q }).toString()}`;

const linkClass = "font-semibold text-brand-700 underline";

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { q, page, pages, total, hits } = loaderData;
  return (
    <Container className="py-12">
      <h1 className="text-3xl font-bold text-brand-900">{q ? `Search results for “${q}”` : "Search the site"}</h1>
      <Form method="get" role="search" className="mt-6 flex max-w-xl gap-2">
        <label htmlFor="search-page-q" className="sr-only">
          Search the site
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
          title="Type what you are looking for"
          className="h-11 min-w-0 flex-1 rounded-full border border-line px-4"
        />
        <Button type="submit">Search</Button>
      </Form>

      {q && total === 0 && (
        <div className="mt-8 max-w-2xl rounded-2xl bg-surface p-6">
          <p className="font-semibold text-ink">No results found for “{q}”.</p>
          <p className="mt-2 text-muted">Check the spelling or try fewer or more general words. You could also:</p>
          <ul className="mt-3 list-disc space-y-1 pl-5">
            <li>
              <Link to="/education" className={linkClass}>
                Browse the Education Hub
              </Link>
            </li>
            <li>
              <Link to="/education/faqs" className={linkClass}>
                Read the frequently asked questions
              </Link>
            </li>
            <li>
              <Link to="/find-a-gp" className={linkClass}>
                Find a GP for screening
              </Link>
            </li>
          </ul>
        </div>
      )}

      {total > 0 && (
        <>
          <p className="mt-8 text-muted">
            {plural(total, "result")}
            {pages > 1 && `, page ${page} of ${pages}`}
          </p>
          <ol className="mt-4 max-w-3xl space-y-6">
            {hits.map((hit) => (
              <li key={`${hit.kind}:${hit.path}`}>
                <span className="inline-block rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
                  {kindLabels[hit.kind]}
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
            <nav aria-label="Pagination" className="mt-10 flex items-center gap-4">
              {page > 1 && (
                <Link to={pageLink(q, page - 1)} className={`inline-flex items-center gap-1 ${linkClass}`} rel="prev">
                  <ChevronLeft aria-hidden className="size-4" /> Previous page
                </Link>
              )}
              <span className="text-muted">
                Page {page} of {pages}
              </span>
              {page < pages && (
                <Link to={pageLink(q, page + 1)} className={`inline-flex items-center gap-1 ${linkClass}`} rel="next">
                  Next page <ChevronRight aria-hidden className="size-4" />
                </Link>
              )}
            </nav>
          )}
        </>
      )}
    </Container>
  );
}
