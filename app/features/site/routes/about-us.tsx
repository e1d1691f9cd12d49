import type { Route } from "./+types/about-us";
import * as facts from "../../../../content/facts.json";
import { ButtonLink } from "~/ui/button";
import { Container } from "~/ui/container";
import { SectionHeading } from "../components/home/section-heading";
import { OptionCards } from "../components/option-cards";
import { PageHeader } from "~/ui/page-header";
import { ScreeningCtaBanner } from "../components/screening-cta-banner";
import { staticPage } from "../pages.server";
import { pillarIcons } from "../pillar-icons";
import { pillars } from "../pillars";
import { pageMeta } from "~/lib/page/seo";
import { noReact } from "~/lib/http/page-scripts";

// Content: works without JavaScript, ships no React (ADR 0024).
export const handle = noReact;

export const loader = () => staticPage("/about-us");

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({
    title: "About Us",
    description:
      "RID-CRC is a clinician-led national movement to rid Singapore of colorectal cancer as a major threat, through screening, education and partnership.",
    canonical: data?.canonical,
    jsonLd: { "@type": "AboutPage", name: "About RID-CRC", url: data?.canonical },
  });

export default function AboutUs() {
  const t = facts.targets;
  return (
    <>
      <PageHeader title="About RID-CRC" eyebrow="Who we are" crumbs={[{ label: "About Us" }]}>
        <p>A clinician-led national movement to outsmart colorectal cancer. For lives, not for profits.</p>
      </PageHeader>
      <Container className="space-y-16 py-12 sm:py-16">
        <section aria-labelledby="about-name">
          <SectionHeading id="about-name" eyebrow="Our name" title="Why “RID-CRC”?">
            <p>
              CRC stands for colorectal cancer. RID says what we want to do: “Rid” Singapore of colorectal cancer as a
              major threat to its people.
            </p>
          </SectionHeading>
        </section>
        <section aria-labelledby="about-vision">
          <SectionHeading
            id="about-vision"
            eyebrow="Our vision"
            title={`A Singapore where no one fears CRC by ${t.eliminationYear}`}
          >
            <p>
              We aim for {t.uptakePercent}% screening uptake by {t.uptakeYear}, {t.mortalityReductionPercent}% fewer
              deaths by {t.mortalityYear}, a {t.lateStageDropPercent}% drop in late-stage diagnosis and{" "}
              {t.awarenessPercent}% public awareness.
            </p>
          </SectionHeading>
          <ButtonLink to="/vision2035" variant="secondary" className="mt-6">
            Read our Vision 2035
          </ButtonLink>
        </section>
        <section aria-labelledby="about-story">
          <SectionHeading
            id="about-story"
            eyebrow="Our story"
            title="Started by doctors who saw too many cases too late"
          >
            <p>
              {facts.lifetimeRiskText} Singaporeans will develop colorectal cancer, and {facts.lateStageText} of cases
              are found at a late stage, yet only about {facts.screeningRatePercent}% of people screen. Found early,
              about {facts.survivalEarlyPercent}% survive.
            </p>
            <p>
              RID-CRC brings together GPs, specialists, public agencies, companies and the public to close that gap:
              clear information, an easy path to screening and a trusted panel of clinicians.
            </p>
          </SectionHeading>
          <ButtonLink to="/about/advisors" variant="secondary" className="mt-6">
            Meet the Medical Advisory Board
          </ButtonLink>
        </section>
        <section aria-labelledby="about-pillars">
          <SectionHeading id="about-pillars" eyebrow="How we work" title="Five pillars, one movement" />
          <div className="mt-8">
            <OptionCards
              headingLevel={3}
              options={pillars.map((p) => ({
                icon: pillarIcons[p.slug],
                title: p.title,
                text: p.summary,
                to: `/pillars/${p.slug}`,
                action: `Explore the ${p.title} pillar`,
              }))}
            />
          </div>
        </section>
      </Container>
      <ScreeningCtaBanner />
    </>
  );
}
