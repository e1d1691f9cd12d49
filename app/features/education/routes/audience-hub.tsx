import type { Route } from "./+types/audience-hub";
import { ButtonLink } from "~/ui/button";
import { Container } from "~/ui/container";
import { ArticleGrid } from "../components/article-grid";
import { PageHeader } from "~/ui/page-header";
import { SearchForm } from "~/ui/filter-controls";
import { TopicGrid } from "../components/topic-grid";
import type { Audience } from "../hubs/hub-query";
import { audienceHubPage } from "../pages.server";
import { noReact } from "~/lib/http/page-scripts";
import { requestLang, splitLang } from "~/lib/i18n/paths";
import { TranslationNote } from "~/ui/translation-note";

// Content: works without JavaScript, ships no React (ADR 0024).
export const handle = noReact;

const audienceOf = (pathname: string): Audience =>
  splitLang(pathname).path.startsWith("/education/clinicians") ? "clinicians" : "patients";

// One module for both hubs (spec content §2.3: the same shape); the address names the audience.
// The patients' hub is in the page's language, the clinicians' in English (pages.server.ts).
export function loader({ request, params }: Route.LoaderArgs) {
  return audienceHubPage(audienceOf(new URL(request.url).pathname), requestLang(params));
}

export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

export default function AudienceHub({ loaderData }: Route.ComponentProps) {
  const { audience, featured, topics, recent, text } = loaderData;
  return (
    <>
      <TranslationNote review={loaderData.review} />
      <PageHeader eyebrow={text.eyebrow} title={text.title} intro={text.intro}>
        {/* Searching from a hub lands on the main hub, already filtered to this audience. */}
        <SearchForm
          id={`${audience}-search`}
          action="/education"
          label={text.search}
          keep={{ audience }}
          button={loaderData.button}
        />
      </PageHeader>
      <Container className="space-y-12 py-10">
        <section aria-labelledby="featured">
          <h2 id="featured" className="text-2xl font-bold text-brand-900">
            {text.featured}
          </h2>
          <div className="mt-5">
            <ArticleGrid articles={featured} />
          </div>
        </section>
        <section aria-labelledby="topics">
          <h2 id="topics" className="text-2xl font-bold text-brand-900">
            {text.topics}
          </h2>
          <div className="mt-5">
            <TopicGrid topics={topics} />
          </div>
        </section>
        <section aria-labelledby="recent">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <h2 id="recent" className="text-2xl font-bold text-brand-900">
              {text.recent}
            </h2>
            <ButtonLink to="/education" variant="ghost">
              {text.viewAll}
            </ButtonLink>
          </div>
          <div className="mt-5">
            <ArticleGrid articles={recent} />
          </div>
        </section>
        <section aria-labelledby="cta" className="rounded-2xl bg-brand-800 p-8 text-white">
          <h2 id="cta" className="text-2xl font-bold">
            {text.cta.title}
          </h2>
          <p className="mt-2 max-w-2xl">{text.cta.text}</p>
          <div className="mt-5 flex flex-wrap gap-3">
            {text.cta.links.map((l) => (
              <ButtonLink key={l.to} to={l.to} variant="inverse">
                {l.label}
              </ButtonLink>
            ))}
          </div>
        </section>
      </Container>
    </>
  );
}
