import { MapPin, MessageCircle } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/get-screened";
import { ButtonLink } from "~/ui/button";
import { Container } from "~/ui/container";
import { ScreeningTestCards } from "../components/screening-test-cards";
import { screeningGuideline, screeningTests } from "../screening-tests";
import { PageHeader } from "~/ui/page-header";
import { TalkToUsDialog } from "../components/talk-to-us-dialog";
import { isTalkVariant, messages } from "../messages";
import { staticPage } from "../pages.server";
import { pageMeta } from "~/lib/seo";
import { noReact } from "~/lib/page-scripts";

export function loader({ request }: Route.LoaderArgs) {
  const talk = new URL(request.url).searchParams.get("talk");
  // An unknown ?talk value shows the page without the dialog rather than an error.
  return { ...staticPage("/get-screened"), talk: isTalkVariant(talk) ? talk : null };
}

// A content page: no React in the browser, a copy in the shared cache (ADR 0024).
export const handle = noReact;

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({
    title: "Get Screened for Colorectal Cancer",
    description: screeningGuideline.text,
    canonical: data?.canonical,
  });

export default function GetScreened({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Get Screened" eyebrow="Your screening options" crumbs={[{ label: "Get Screened" }]}>
        <p>{screeningGuideline.text}</p>
        <p>{screeningGuideline.fitKitText}</p>
        <p>
          Have symptoms, such as blood in your stool? Do not wait for screening: see a doctor promptly. Not sure where
          to start? Talk to us.
        </p>
      </PageHeader>
      <Container className="py-12 sm:py-16">
        <ScreeningTestCards tests={screeningTests} />
        <p className="mt-6 text-sm text-muted">
          Sources:{" "}
          {screeningGuideline.sources.map((source, i) => (
            <span key={source.url}>
              {i > 0 ? "; " : null}
              <a href={source.url} className="underline" rel="noopener noreferrer">
                {source.title}
              </a>{" "}
              (checked {source.checkedOn})
            </span>
          ))}
          . Reviewed {screeningGuideline.reviewedOn}; next review due {screeningGuideline.reviewDue}.
        </p>
        <div id="clinics" className="mt-10 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/clinics" size="lg">
            <MapPin aria-hidden className="size-5" />
            {messages.viewScreeningLocations}
          </ButtonLink>
          {/* A link, not a script: the server renders the dialog open for ?talk=screening. */}
          <ButtonLink to="?talk=screening" size="lg" variant="secondary" preventScrollReset>
            <MessageCircle aria-hidden className="size-5" />
            {messages.talkToUs}
          </ButtonLink>
        </div>
        <p className="mt-8 text-muted">
          Want to know more first? Read about{" "}
          <Link to="/education/article/early-warning-signs" className="font-semibold text-brand-700 underline">
            the early warning signs of colorectal cancer
          </Link>
          .
        </p>
      </Container>
      {loaderData.talk ? <TalkToUsDialog variant={loaderData.talk} returnTo="/get-screened" /> : null}
    </>
  );
}
