import { MapPin, MessageCircle } from "lucide-react";
import { data } from "react-router";
import { Link } from "~/ui/link";
import type { Route } from "./+types/get-screened";
import { ButtonLink } from "~/ui/button";
import { Container } from "~/ui/container";
import { ScreeningTestCards } from "../components/screening-test-cards";
import { screeningGuideline, screeningTests } from "../screening-tests";
import { PageHeader } from "~/ui/page-header";
import { TalkToUsDialog } from "../components/talk-to-us-dialog";
import { isTalkVariant, messages } from "../messages";
import { staticPage } from "../pages.server";
import { pageMeta } from "~/lib/page/seo";
import { noReactWith } from "~/lib/http/page-scripts";
import { CheckerAnswer, CheckerForm } from "~/features/screening";
import { checkerPage } from "~/features/screening/index.server";
import { ErrorSummary } from "~/ui/error-summary";

// Content: works without JavaScript, ships no React (ADR 0024). The checker's form posts: a person's
// symptoms and history are health data, kept out of the address (history, logs, the shared cache);
// its messages behave as on other forms (form-feedback).
export const handle = noReactWith("talk-dialog", "form-feedback");

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const talk = url.searchParams.get("talk");
  // An unknown ?talk value shows the page without the dialog rather than an error.
  return {
    ...staticPage("/get-screened"),
    talk: isTalkVariant(talk) ? talk : null,
    checker: await checkerPage(new URLSearchParams()),
  };
}

/** The checker's answer (or its messages, with a 400), computed from the posted answers; nothing is stored. */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const params = new URLSearchParams();
  for (const [name, value] of form) if (typeof value === "string") params.append(name, value);
  // A post is an answer: without an age it is refused at the field, not shown as the blank form.
  if (!params.has("age")) params.set("age", "");
  const checker = await checkerPage(params);
  return data({ checker }, { status: checker.status === "invalid" ? 400 : 200 });
}

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({
    title: "Get Screened for Colorectal Cancer",
    description: screeningGuideline.text,
    canonical: data?.canonical,
  });

export default function GetScreened({ loaderData, actionData }: Route.ComponentProps) {
  const checker = actionData?.checker ?? loaderData.checker;
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
      <Container className="pt-12 sm:pt-16">
        <section id="checker" aria-labelledby="checker-title" className="scroll-mt-24">
          <h2 id="checker-title" className="text-2xl font-bold text-brand-900">
            Which test, for me?
          </h2>
          <p className="mt-2 text-muted">
            A few questions, no account needed: the answer says what to do next, and where.
          </p>
          {checker.answer ? (
            <div className="mt-6">
              <CheckerAnswer checker={checker} />
            </div>
          ) : null}
          {checker.summary.length > 0 ? (
            <div className="mt-6">
              <ErrorSummary lines={checker.summary} />
            </div>
          ) : null}
          <details open={!checker.answer} className="group mt-6 rounded-2xl border border-line bg-white p-5 sm:p-6">
            <summary className="cursor-pointer text-lg font-semibold text-brand-900">
              {checker.answer ? "Change your answers" : "Your answers"}
            </summary>
            <div className="mt-4">
              <CheckerForm checker={checker} />
            </div>
          </details>
        </section>
      </Container>
      <Container className="py-12 sm:py-16">
        <h2 id="tests" className="scroll-mt-24 text-2xl font-bold text-brand-900">
          The screening tests
        </h2>
        <div className="mt-6">
          <ScreeningTestCards tests={screeningTests} headingLevel={3} />
        </div>
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
          What does it cost?{" "}
          <Link to="/get-screened/costs" className="font-semibold text-brand-700 underline">
            See what screening costs
          </Link>
          : free FIT kits for Singapore citizens, Screen for Life, CHAS and MediSave.
        </p>
        <p className="mt-4 text-muted">
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
