import type { Route } from "./+types/vision";
import * as facts from "../../../../content/facts.json";
import { ButtonLink } from "~/ui/button";
import { Container } from "~/ui/container";
import { PageHeader } from "~/ui/page-header";
import { messages } from "../messages";
import { staticPage } from "../pages.server";
import { pageMeta } from "~/lib/page/seo";
import { noReact } from "~/lib/http/page-scripts";

// Content: works without JavaScript, ships no React (ADR 0024).
export const handle = noReact;

export const loader = () => staticPage("/vision2035");

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({
    title: "Vision 2035",
    description: `RID-CRC's ten-year national vision: make colorectal cancer no longer a major threat in Singapore by ${facts.targets.eliminationYear}.`,
    canonical: data?.canonical,
  });

const t = facts.targets;
const milestones = [
  {
    value: `${t.uptakePercent}%`,
    title: "Screening uptake",
    text: `Eight in ten eligible Singaporeans screened by ${t.uptakeYear}, up from about ${facts.screeningRatePercent}% today.`,
  },
  {
    value: `${t.lateStageDropPercent}%`,
    title: "Drop in late-stage diagnosis",
    text: `Today ${facts.lateStageText} of cases are found late. Screening finds them while they are easier to treat.`,
  },
  {
    value: `${t.mortalityReductionPercent}%`,
    title: "Mortality reduction",
    text: `${t.mortalityReductionPercent}% fewer deaths from colorectal cancer by ${t.mortalityYear}.`,
  },
  {
    value: `${t.awarenessPercent}%`,
    title: "Public awareness",
    text: "Everyone knows the warning signs, when to screen and where to go.",
  },
];

export default function Vision() {
  return (
    <>
      <PageHeader title={messages.visionTitle} eyebrow="Vision 2035" crumbs={[{ label: "Vision 2035" }]}>
        <p>
          Our aim: by {t.eliminationYear}, colorectal cancer should no longer be a major threat to Singaporeans. These
          four milestones will get us there.
        </p>
      </PageHeader>
      <Container className="py-12 sm:py-16">
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {milestones.map((m) => (
            <li key={m.title} className="rounded-2xl border border-line bg-white p-6 shadow-sm">
              <h2>
                <span className="block text-5xl font-extrabold tracking-tight text-brand-800">{m.value}</span>
                <span className="mt-2 block text-lg font-bold text-brand-900">{m.title}</span>
              </h2>
              <p className="mt-2 text-muted">{m.text}</p>
            </li>
          ))}
        </ul>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/signup/champion" size="lg">
            {messages.joinTheMovement}
          </ButtonLink>
          <ButtonLink to="/get-screened" size="lg" variant="secondary">
            {messages.getScreened}
          </ButtonLink>
        </div>
      </Container>
    </>
  );
}
