import { Link } from "~/ui/link";
// Named imports let the bundler ship only the figures this section shows.
import { usProgramme } from "../../../../../content/facts.json";
import { Container } from "~/ui/container";
import { SectionHeading, textLinkClass } from "./section-heading";
import type { T } from "~/lib/i18n/translate";

const us = usProgramme;

/** The programme's figures that facts.json writes in words, put in the page's language by the loader. */
export type UsFigures = { participationTo: string; mortalityDrop: string };

export function Evidence({ t, us: words }: { t: T; us: UsFigures }) {
  return (
    <section aria-labelledby="home-evidence-title" className="bg-surface py-16 sm:py-20">
      <Container>
        <SectionHeading
          id="home-evidence-title"
          eyebrow={t("evidence.eyebrow", { count: us.years })}
          title={t("evidence.title")}
        >
          <p>{t("evidence.intro", { count: us.years, programme: t("evidence.programme") })}</p>
        </SectionHeading>
        <ul className="mt-10 grid gap-5 md:grid-cols-3 *:rounded-2xl *:border *:border-line *:bg-white *:p-6 *:shadow-sm">
          <li>
            <h3 className="text-lg font-bold text-brand-900">{t("evidence.participation")}</h3>
            <p className="mt-2 flex flex-wrap items-center gap-2 text-3xl font-extrabold tracking-tight text-brand-700">
              <span>{us.participationFromPercent}%</span>
              <span aria-hidden>→</span>
              <span className="sr-only">{t("evidence.to")}</span>
              <span>{words.participationTo}</span>
            </p>
          </li>
          <li>
            <h3 className="text-lg font-bold text-brand-900">{t("evidence.cases")}</h3>
            <p className="mt-2 text-3xl font-extrabold tracking-tight text-brand-700">
              {t("evidence.casesValue", { percent: us.incidenceDropPercent })}
            </p>
          </li>
          <li>
            <h3 className="text-lg font-bold text-brand-900">{t("evidence.deaths")}</h3>
            <p className="mt-2 text-3xl font-extrabold tracking-tight text-brand-700">
              {t("evidence.deathsValue", { value: words.mortalityDrop })}
            </p>
          </li>
        </ul>
        <p className="mt-8 max-w-3xl text-lg text-ink">{t("evidence.closing")}</p>
        <Link to="/education/clinicians/research/kaiser-crc-study" className={`${textLinkClass} mt-2 text-brand-700`}>
          {t("evidence.link")}
          <span aria-hidden>→</span>
        </Link>
      </Container>
    </section>
  );
}
