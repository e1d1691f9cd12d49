import { Link } from "~/ui/link";
import { plural } from "~/lib/plural";
// Named imports let the bundler ship only the figures this section shows.
import { usProgramme } from "../../../../../content/facts.json";
import { Container } from "~/ui/container";
import { SectionHeading, textLinkClass } from "./section-heading";

const us = usProgramme;

export function Evidence() {
  return (
    <section aria-labelledby="home-evidence-title" className="bg-surface py-16 sm:py-20">
      <Container>
        <SectionHeading
          id="home-evidence-title"
          eyebrow={`${plural(us.years, "year")} of evidence`}
          title="Organised screening saves lives. It has been done before."
        >
          <p>
            Over {plural(us.years, "year")}, the {us.name} in the United States invited people to screen, made testing
            easy and followed up every abnormal result. This is what changed.
          </p>
        </SectionHeading>
        <ul className="mt-10 grid gap-5 md:grid-cols-3 *:rounded-2xl *:border *:border-line *:bg-white *:p-6 *:shadow-sm">
          <li>
            <h3 className="text-lg font-bold text-brand-900">Screening participation</h3>
            <p className="mt-2 flex flex-wrap items-center gap-2 text-3xl font-extrabold tracking-tight text-brand-700">
              <span>{us.participationFromPercent}%</span>
              <span aria-hidden>→</span>
              <span className="sr-only">to</span>
              <span>{us.participationToText}</span>
            </p>
          </li>
          <li>
            <h3 className="text-lg font-bold text-brand-900">New colorectal cancer cases</h3>
            <p className="mt-2 text-3xl font-extrabold tracking-tight text-brand-700">
              Down about {us.incidenceDropPercent}%
            </p>
          </li>
          <li>
            <h3 className="text-lg font-bold text-brand-900">Deaths from colorectal cancer</h3>
            <p className="mt-2 text-3xl font-extrabold tracking-tight text-brand-700">Down {us.mortalityDropText}</p>
          </li>
        </ul>
        <p className="mt-8 max-w-3xl text-lg text-ink">
          Singapore has the doctors, the tests and the will to do the same. What it needs is for all of us to take part.
        </p>
        <Link to="/education/clinicians/research/kaiser-crc-study" className={`${textLinkClass} mt-2 text-brand-700`}>
          Read about the Kaiser Permanente screening study
          <span aria-hidden>→</span>
        </Link>
      </Container>
    </section>
  );
}
