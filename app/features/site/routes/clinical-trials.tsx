import { ExternalLink } from "lucide-react";
import type { Route } from "./+types/clinical-trials";
import { ButtonLink } from "~/ui/button";
import { Container } from "~/ui/container";
import { SectionHeading } from "../components/home/section-heading";
import { PageHeader } from "~/ui/page-header";
import { staticPage } from "../pages.server";
import { pageMeta } from "~/lib/page/seo";
import { noReact } from "~/lib/http/page-scripts";

// Content: works without JavaScript, ships no React (ADR 0024).
export const handle = noReact;

export const loader = () => staticPage("/clinical-trials");

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({
    title: "Clinical Trials",
    description:
      "What colorectal cancer clinical trials are, how to look for trials running in Singapore, and why to talk to your specialist first.",
    canonical: data?.canonical,
  });

// Official registries only: we list no trials ourselves, because eligibility and status change often.
const registries = [
  {
    name: "ClinicalTrials.gov (search: colorectal cancer, Singapore)",
    href: "https://clinicaltrials.gov/search?cond=Colorectal%20Cancer&country=Singapore",
    text: "The largest public registry of clinical studies, run by the US National Library of Medicine. Filter by location and recruitment status.",
  },
  {
    name: "WHO International Clinical Trials Registry Platform",
    href: "https://trialsearch.who.int/",
    text: "Searches many national registries at once, including trials registered outside the United States.",
  },
];

export default function ClinicalTrials() {
  return (
    <>
      <PageHeader title="Clinical Trials" eyebrow="Research" crumbs={[{ label: "Clinical Trials" }]}>
        <p>
          Clinical trials are how new ways to prevent, find and treat colorectal cancer are proven safe and effective.
          Here is how to learn about them, and how to find out if one might suit you.
        </p>
      </PageHeader>
      <Container className="max-w-4xl space-y-14 py-12 sm:py-16">
        <section aria-labelledby="trials-what">
          <SectionHeading id="trials-what" eyebrow="The basics" title="What is a clinical trial?">
            <p>
              A clinical trial is a research study with volunteers. It tests whether a new test, medicine or procedure
              works better than, or as well as, current care. Trials follow a written plan and are approved by an ethics
              committee before they start.
            </p>
            <p>
              Taking part is always voluntary. You are told what the study involves, its possible benefits and risks,
              and you can leave at any time without affecting your usual care.
            </p>
          </SectionHeading>
        </section>
        <section aria-labelledby="trials-find">
          <SectionHeading id="trials-find" eyebrow="Finding a trial" title="Look in official registries">
            <p>
              Trials in Singapore are run by public hospitals, national centres and research institutes, and are listed
              in public registries. We do not list trials ourselves, because who can join and whether a study is still
              recruiting change often.
            </p>
          </SectionHeading>
          <ul className="mt-6 space-y-4">
            {registries.map((r) => (
              <li key={r.href} className="rounded-2xl border border-line bg-white p-5">
                <a
                  href={r.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 font-semibold text-brand-700 underline"
                >
                  {r.name}
                  <ExternalLink aria-hidden className="size-4" />
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
                <p className="mt-1 text-muted">{r.text}</p>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="trials-talk">
          <SectionHeading id="trials-talk" eyebrow="Before you decide" title="Talk to your specialist">
            <p>
              Your specialist knows your diagnosis and treatment and can tell you whether a trial is worth considering,
              whether you are likely to be eligible, and how it would fit with your care. Bring the trial's registry
              number to your appointment.
            </p>
          </SectionHeading>
          <ButtonLink to="/find-a-specialist" className="mt-6">
            Find a Specialist
          </ButtonLink>
        </section>
      </Container>
    </>
  );
}
