import type { Route } from "./+types/audience-hub";
import { ButtonLink } from "~/ui/button";
import { Container } from "~/ui/container";
import { ArticleGrid } from "../components/article-grid";
import { PageHeader } from "~/ui/page-header";
import { SearchForm } from "~/ui/filter-controls";
import { TopicGrid } from "../components/topic-grid";
import type { Audience } from "../hubs/hub-query";
import { audienceHubPage } from "../pages.server";
import { pageMeta } from "~/lib/page/seo";
import { noReact } from "~/lib/http/page-scripts";
import { splitLang } from "~/lib/i18n/paths";

// Content: works without JavaScript, ships no React (ADR 0024).
export const handle = noReact;

// One module for both hubs (spec content §2.3: the same shape); the route id names the audience.
const copy = {
  patients: {
    title: "Patient Education Hub",
    intro:
      "Plain-language guides to colorectal cancer: what it is, how screening works, the signs to act on and how to lower your risk.",
    description:
      "Colorectal cancer explained for patients and families: basics, screening options, symptoms and prevention.",
    featured: "Featured resources",
    topics: "Browse by Topic",
    cta: {
      title: "Ready to take the next step?",
      text: "Screening can find polyps before they become cancer. Choose a test and find a doctor near you.",
      links: [
        { to: "/get-screened", label: "Get screened" },
        { to: "/find-a-gp", label: "Find a GP" },
      ],
    },
  },
  clinicians: {
    title: "Clinician Education Hub",
    intro:
      "Guidelines, evidence and practice resources for GPs, colorectal surgeons and gastroenterologists taking part in organised screening.",
    description:
      "Screening guidelines compared, research, case studies and CME resources on colorectal cancer for clinicians.",
    featured: "Featured clinical resources",
    topics: "Clinical Resources",
    cta: {
      title: "Partner with the movement",
      text: "Register your clinic or practice to receive referrals and resources, and help Singapore reach its screening targets.",
      links: [
        { to: "/register/clinic", label: "Register your GP clinic" },
        { to: "/register/specialist", label: "Register as a specialist" },
      ],
    },
  },
} satisfies Record<Audience, unknown>;

const audienceOf = (pathname: string): Audience =>
  splitLang(pathname).path.startsWith("/education/clinicians") ? "clinicians" : "patients";

export function loader({ request }: Route.LoaderArgs) {
  return audienceHubPage(audienceOf(new URL(request.url).pathname));
}

export const meta: Route.MetaFunction = ({ data, location }) => {
  const text = copy[data?.audience ?? audienceOf(location.pathname)];
  return pageMeta({ title: text.title, description: text.description, canonical: data?.canonical });
};

export default function AudienceHub({ loaderData }: Route.ComponentProps) {
  const { audience, featured, topics, recent } = loaderData;
  const text = copy[audience];
  return (
    <>
      <PageHeader eyebrow="Education" title={text.title} intro={text.intro}>
        {/* Searching from a hub lands on the main hub, already filtered to this audience. */}
        <SearchForm
          id={`${audience}-search`}
          action="/education"
          label={`Search ${audience === "patients" ? "patient" : "clinician"} articles`}
          keep={{ audience }}
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
              Recent articles
            </h2>
            <ButtonLink to="/education" variant="ghost">
              View All Articles
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
