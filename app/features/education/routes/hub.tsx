import { Icon } from "lucide-react";
import { Link } from "~/ui/link";
import type { Route } from "./+types/hub";
import { Container } from "~/ui/container";
import { ArticleGrid, ArticleResults } from "../components/article-grid";
import { FilterChips } from "../components/filter-chips";
import { PageHeader } from "~/ui/page-header";
import { SearchForm } from "~/ui/filter-controls";
import { TopicGrid } from "../components/topic-grid";
import { hubPage } from "../pages.server";
import { noReact } from "~/lib/http/page-scripts";

// Content: works without JavaScript, ships no React (ADR 0024).
export const handle = noReact;

export function loader({ request }: Route.LoaderArgs) {
  return hubPage(request);
}

// The loader's head tags. (Without data, on an error, the root's error boundary sets the head.)
export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

export default function EducationHub({ loaderData }: Route.ComponentProps) {
  const { lang, words, query, chips, clear, audiences, featured, results, topics, news } = loaderData;
  return (
    <>
      <PageHeader title={words.title} intro={words.intro}>
        <SearchForm
          id="education-search"
          action="/education"
          label={words.search}
          defaultValue={query.search}
          placeholder={words.placeholder}
          button={words.button}
          keep={{ audience: query.audience, tag: query.tag }}
        />
      </PageHeader>
      <Container className="space-y-12 py-10">
        <div className="space-y-4">
          <nav aria-label={words.audienceNav}>
            <ul className="flex flex-wrap gap-2">
              {audiences.map((option) => {
                const { current } = option;
                return (
                  <li key={option.label}>
                    <Link
                      to={option.href}
                      aria-current={current ? "page" : undefined}
                      className={`inline-flex min-h-11 items-center rounded-full border-2 px-5 text-sm font-semibold ${
                        current
                          ? "border-brand-800 bg-brand-800 text-white"
                          : "border-brand-600 text-brand-700 hover:bg-brand-50"
                      }`}
                    >
                      <span className="sr-only">{words.showFor} </span>
                      {option.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          <FilterChips chips={chips} clear={clear} group={words.filters} remove={words.remove} />
        </div>

        {featured.length > 0 && (
          <section aria-labelledby="featured">
            <h2 id="featured" className="text-2xl font-bold text-brand-900">
              {words.featured}
            </h2>
            <div className="mt-5">
              <ArticleGrid articles={featured} />
            </div>
          </section>
        )}

        <ArticleResults
          id="results"
          heading={results.heading}
          articles={results.articles}
          clearTo="/education"
          words={words.list}
        >
          <p className="mt-1 text-sm text-muted" role="status">
            {results.count}
          </p>
        </ArticleResults>

        <section aria-labelledby="topics-patients">
          <h2 id="topics-patients" className="text-2xl font-bold text-brand-900">
            {words.topicsPatients}
          </h2>
          <div className="mt-5">
            <TopicGrid topics={topics.patients} />
          </div>
        </section>
        <section aria-labelledby="topics-clinicians">
          <h2 id="topics-clinicians" className="text-2xl font-bold text-brand-900">
            {words.topicsClinicians}
          </h2>
          {lang !== "en" && <p className="mt-1 text-sm text-muted">{words.cliniciansNote}</p>}
          <div className="mt-5">
            <TopicGrid topics={topics.clinicians} lang={lang === "en" ? undefined : "en"} />
          </div>
        </section>

        <section aria-labelledby="news-events">
          <h2 id="news-events" className="text-2xl font-bold text-brand-900">
            {words.news}
          </h2>
          <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {news.map(({ to, label, icon }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="flex items-center gap-3 rounded-2xl border border-line p-5 font-semibold text-brand-700 hover:bg-brand-50"
                >
                  <Icon iconNode={icon.iconNode} className={`${icon.className} size-5`} aria-hidden />
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </Container>
    </>
  );
}
