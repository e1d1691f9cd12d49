import { Link } from "~/ui/link";
// Named imports let the bundler ship only the figures this section shows.
import { targets as goals } from "../../../../../content/facts.json";
import { Container } from "~/ui/container";
import { SectionHeading, textLinkClass } from "./section-heading";
import type { T } from "~/lib/i18n/translate";

// Years as written, not grouped as numbers ("2,030").
const targetsOf = (t: T) => [
  { value: `${goals.uptakePercent}%`, label: t("targets.uptake", { year: String(goals.uptakeYear) }) },
  {
    value: `${goals.mortalityReductionPercent}%`,
    label: t("targets.mortality", { year: String(goals.mortalityYear) }),
  },
  { value: `${goals.lateStageDropPercent}%`, label: t("targets.lateStage") },
  { value: `${goals.awarenessPercent}%`, label: t("targets.awareness") },
];

export function NationalTargets({ t }: { t: T }) {
  return (
    <section aria-labelledby="home-targets-title" className="bg-brand-900 py-16 text-white sm:py-20">
      <Container>
        <SectionHeading id="home-targets-title" tone="dark" eyebrow={t("targets.eyebrow")} title={t("targets.title")}>
          <p>{t("targets.intro", { year: String(goals.eliminationYear) })}</p>
        </SectionHeading>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4 *:rounded-2xl *:border *:border-brand-600 *:bg-brand-800 *:p-6">
          {targetsOf(t).map((target) => (
            <li key={target.label}>
              <h3>
                <span className="block text-5xl font-extrabold tracking-tight">{target.value}</span>
                <span className="mt-2 block text-lg font-semibold text-brand-50">{target.label}</span>
              </h3>
            </li>
          ))}
        </ul>
        <Link to="/vision2035" className={`${textLinkClass} mt-8 text-white`}>
          {t("targets.link")}
          <span aria-hidden>→</span>
        </Link>
      </Container>
    </section>
  );
}
