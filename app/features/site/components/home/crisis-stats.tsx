import { Container } from "~/ui/container";
import type { HomeFacts } from "../../pages.server";
import { SectionHeading } from "./section-heading";
import type { T } from "~/lib/i18n/translate";
import { capitalise } from "~/lib/i18n/figures";

const statsOf = (
  {
    crcShareFemalePercent,
    crcShareMalePercent,
    lateStage,
    lifetimeRisk,
    screeningRatePercent,
    uptakeTarget,
  }: HomeFacts,
  t: T,
) => [
  { value: capitalise(lifetimeRisk), label: t("crisis.lifetime.label"), text: t("crisis.lifetime.text") },
  { value: capitalise(lateStage), label: t("crisis.late.label"), text: t("crisis.late.text") },
  {
    value: `${screeningRatePercent}%`,
    label: t("crisis.rate.label"),
    // The year as written, not grouped as a number ("2,030").
    text: t("crisis.rate.text", { target: uptakeTarget.percent, year: String(uptakeTarget.year) }),
  },
  {
    value: t("crisis.deaths.value"),
    label: t("crisis.deaths.label"),
    text: t("crisis.deaths.text", { male: crcShareMalePercent, female: crcShareFemalePercent }),
  },
];

/** The figures come with the page (the loader), so the figures file stays out of the browser's code. */
export function CrisisStats({ facts, t }: { facts: HomeFacts; t: T }) {
  return (
    <section aria-labelledby="home-crisis-title" className="py-16 sm:py-20">
      <Container>
        <SectionHeading id="home-crisis-title" eyebrow={t("crisis.eyebrow")} title={t("crisis.title")}>
          <p>{t("crisis.intro")}</p>
        </SectionHeading>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4 *:rounded-2xl *:border *:border-line *:bg-white *:p-6 *:shadow-sm">
          {statsOf(facts, t).map((stat) => (
            <li key={stat.label}>
              <h3>
                <span className="block text-4xl font-extrabold tracking-tight text-accent-600">{stat.value}</span>
                <span className="mt-2 block text-lg font-bold text-brand-900">{stat.label}</span>
              </h3>
              <p className="mt-2 text-muted">{stat.text}</p>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
