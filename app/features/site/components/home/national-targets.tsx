import { Link } from "~/ui/link";
// Named imports let the bundler ship only the figures this section shows.
import { targets as t } from "../../../../../content/facts.json";
import { Container } from "~/ui/container";
import { SectionHeading, textLinkClass } from "./section-heading";

const targets = [
  { value: `${t.uptakePercent}%`, label: `Screening uptake by ${t.uptakeYear}` },
  { value: `${t.mortalityReductionPercent}%`, label: `Fewer colorectal cancer deaths by ${t.mortalityYear}` },
  { value: `${t.lateStageDropPercent}%`, label: "Drop in late-stage diagnosis" },
  { value: `${t.awarenessPercent}%`, label: "Public awareness of colorectal cancer" },
];

export function NationalTargets() {
  return (
    <section aria-labelledby="home-targets-title" className="bg-brand-900 py-16 text-white sm:py-20">
      <Container>
        <SectionHeading id="home-targets-title" tone="dark" eyebrow="Vision 2035" title="Our 10-year national targets">
          <p>
            Our aim is simple: by {t.eliminationYear}, colorectal cancer should no longer be a major threat to
            Singaporeans. These four milestones will get us there.
          </p>
        </SectionHeading>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4 *:rounded-2xl *:border *:border-brand-600 *:bg-brand-800 *:p-6">
          {targets.map((target) => (
            <li key={target.label}>
              <h3>
                <span className="block text-5xl font-extrabold tracking-tight">{target.value}</span>
                <span className="mt-2 block text-lg font-semibold text-brand-50">{target.label}</span>
              </h3>
            </li>
          ))}
        </ul>
        <Link to="/vision2035" className={`${textLinkClass} mt-8 text-white`}>
          See the full Vision 2035 plan
          <span aria-hidden>→</span>
        </Link>
      </Container>
    </section>
  );
}
