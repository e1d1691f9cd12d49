import { Lightbulb } from "lucide-react";
import { Link } from "~/ui/link";
import type { Route } from "./+types/research-updates";
import { ButtonLink } from "~/ui/button";
import { Container } from "~/ui/container";
import { ArticleResults } from "../components/article-grid";
import { PageHeader } from "~/ui/page-header";
import { SearchForm } from "~/ui/filter-controls";
import { researchUpdatesPage } from "../pages.server";
import { pageMeta } from "~/lib/page/seo";
import { noReact } from "~/lib/http/page-scripts";

// Content: works without JavaScript, ships no React (ADR 0024).
export const handle = noReact;

export function loader({ request }: Route.LoaderArgs) {
  return researchUpdatesPage(request);
}

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({
    title: "Research Updates",
    description:
      "New colorectal cancer screening research, explained: what each study found and what it means in Singapore.",
    canonical: data?.canonical,
  });

export default function ResearchUpdates({ loaderData }: Route.ComponentProps) {
  const { search, results, highlights } = loaderData;
  return (
    <>
      <PageHeader
        eyebrow="Newsroom"
        title="Research Updates"
        intro="New studies on colorectal cancer screening, explained in plain language, with what they mean for Singapore."
      >
        <SearchForm
          id="research-search"
          action="/education/newsroom/research-updates"
          label="Search research updates"
          defaultValue={search}
        />
      </PageHeader>
      <Container className="space-y-12 py-10">
        <section aria-labelledby="highlights">
          <h2 id="highlights" className="text-2xl font-bold text-brand-900">
            Research highlights
          </h2>
          <ul className="mt-5 grid gap-4 sm:grid-cols-2">
            {highlights.map((h) => (
              <li key={h.slug} className="flex gap-3 rounded-2xl bg-brand-50 p-5">
                <Lightbulb aria-hidden className="mt-1 size-5 shrink-0 text-brand-700" />
                <div>
                  <h3 className="font-bold text-brand-900">
                    <Link to={`/education/article/${h.slug}`} className="hover:underline">
                      {h.title}
                    </Link>
                  </h3>
                  <p className="mt-1 text-sm text-ink">{h.excerpt}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>
        <ArticleResults
          id="updates"
          heading={search ? `Updates matching “${search}”` : "All research updates"}
          articles={results}
          clearTo="/education/newsroom/research-updates"
        />
        <section aria-labelledby="subscribe" className="rounded-2xl bg-brand-800 p-8 text-white">
          <h2 id="subscribe" className="text-2xl font-bold">
            Get research updates
          </h2>
          <p className="mt-2 max-w-2xl">Join the movement as a Champion to hear about new research and events.</p>
          <ButtonLink to="/join-the-movement" variant="inverse" className="mt-5">
            Subscribe: join the movement
          </ButtonLink>
        </section>
      </Container>
    </>
  );
}
