import { Icon } from "lucide-react";
import { Link } from "~/ui/link";
import type { Route } from "./+types/topic";
import { ButtonLink } from "~/ui/button";
import { Container } from "~/ui/container";
import { ArticleResults } from "../components/article-grid";
import { LinkList } from "../components/link-list";
import { PageHeader } from "~/ui/page-header";
import { SearchForm } from "~/ui/filter-controls";
import type { Audience } from "../hubs/hub-query";
import { topicPage } from "../pages.server";
import { noReact } from "~/lib/http/page-scripts";
import { splitLang } from "~/lib/i18n/paths";
import { TranslationNote } from "~/ui/translation-note";

// Content: works without JavaScript, ships no React (ADR 0024).
export const handle = noReact;

// One module serves every topic of both audiences; the loader also forwards old aliases (301).
export function loader({ request, params }: Route.LoaderArgs) {
  const audience: Audience = splitLang(new URL(request.url).pathname).path.startsWith("/education/clinicians")
    ? "clinicians"
    : "patients";
  return topicPage(request, audience, params.topic);
}

export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [{ title: "Page not found · RID-CRC" }];

export default function TopicPage({ loaderData }: Route.ComponentProps) {
  const { audience, category, search, results, comingSoon, urgentNote, prevention, guidelines, featuredStudy } =
    loaderData;
  // Its words come worked out in the page's language (pages.server.ts, issue 27).
  const { chrome } = loaderData;
  return (
    <>
      <TranslationNote review={loaderData.review} />
      <PageHeader eyebrow={chrome.hub} title={category.name} intro={category.description}>
        <SearchForm
          id="topic-search"
          action={category.page}
          label={chrome.search}
          defaultValue={search}
          button={chrome.button}
        />
      </PageHeader>
      <Container className="space-y-12 py-10">
        <p>
          <Link to={`/education/${audience}`} className="text-sm font-semibold text-brand-700 underline">
            {chrome.back}
          </Link>
        </p>

        {urgentNote && (
          <section
            aria-labelledby="important-note"
            className="rounded-2xl border-2 border-red-700 bg-red-50 p-6 text-red-950"
          >
            <h2 id="important-note" className="flex items-center gap-2 text-xl font-bold">
              <Icon iconNode={urgentNote.icon.iconNode} className={`${urgentNote.icon.className} size-5`} aria-hidden />
              {urgentNote.heading}
            </h2>
            <p className="mt-2">{urgentNote.intro}</p>
            <ul className="mt-3 list-disc space-y-1 pl-6">
              {urgentNote.symptoms.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
          </section>
        )}

        {prevention && (
          <section aria-labelledby="strategies">
            <h2 id="strategies" className="text-2xl font-bold text-brand-900">
              {prevention.heading}
            </h2>
            <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {prevention.strategies.map((s) => (
                <li key={s.title} className="rounded-2xl border border-line bg-white p-5 shadow-sm">
                  <Icon
                    iconNode={s.icon.iconNode}
                    className={`${s.icon.className} size-6 text-brand-700`}
                    aria-hidden
                  />
                  <h3 className="mt-2 text-lg font-bold text-brand-900">{s.title}</h3>
                  <p className="mt-1 text-sm text-muted">{s.text}</p>
                </li>
              ))}
            </ul>
          </section>
        )}

        {guidelines && (
          <section aria-labelledby="guideline-table">
            <h2 id="guideline-table" className="text-2xl font-bold text-brand-900">
              {guidelines.heading}
            </h2>
            <div className="relative mt-5 overflow-x-auto rounded-2xl border border-line">
              <table className="w-full text-left text-sm">
                <caption className="sr-only">{guidelines.caption}</caption>
                <thead className="bg-surface text-ink">
                  <tr>
                    {guidelines.columns.map((column) => (
                      <th key={column} scope="col" className="p-3">
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {guidelines.rows.map((row) => (
                    <tr key={row.organisation} className="border-t border-line">
                      <th scope="row" className="p-3 font-semibold text-brand-900">
                        {row.organisation}
                        {row.year && ` (${row.year})`}
                      </th>
                      <td className="p-3">{row.tests}</td>
                      <td className="whitespace-nowrap p-3">{row.ages}</td>
                      <td className="p-3">{row.interval}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </section>
        )}

        {featuredStudy && (
          <section aria-labelledby="featured-study" className="rounded-2xl bg-brand-50 p-6">
            <p className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-brand-700">
              <Icon
                iconNode={featuredStudy.icon.iconNode}
                className={`${featuredStudy.icon.className} size-4`}
                aria-hidden
              />
              {/* One text node, as "<Icon /> Featured study" was. */}
              {` ${featuredStudy.label}`}
            </p>
            <h2 id="featured-study" className="mt-1 text-2xl font-bold text-brand-900">
              {featuredStudy.title}
            </h2>
            <ul className="mt-3 list-disc space-y-1 pl-6 text-ink">
              {featuredStudy.points.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
            <div className="mt-5 flex flex-wrap gap-3">
              {featuredStudy.links.map((link, i) => (
                <ButtonLink key={link.to} to={link.to} variant={i === 0 ? "primary" : "secondary"}>
                  {link.label}
                </ButtonLink>
              ))}
            </div>
          </section>
        )}

        {comingSoon ? (
          <section
            aria-labelledby="coming-soon"
            className="rounded-2xl border border-dashed border-line p-8 text-center"
          >
            <h2 id="coming-soon" className="text-xl font-bold text-brand-900">
              {comingSoon.heading}
            </h2>
            <p className="mt-2 text-muted">{comingSoon.text}</p>
            <div className="mt-5 flex flex-wrap justify-center gap-3">
              {comingSoon.links.map((link) => (
                <ButtonLink key={link.to} to={link.to} variant="secondary">
                  {link.label}
                </ButtonLink>
              ))}
            </div>
          </section>
        ) : (
          <ArticleResults
            id="articles"
            heading={chrome.results}
            articles={results}
            clearTo={category.page}
            words={chrome.list}
          />
        )}

        <LinkList id="next-steps" title={chrome.related} links={loaderData.nextSteps} />
      </Container>
    </>
  );
}
