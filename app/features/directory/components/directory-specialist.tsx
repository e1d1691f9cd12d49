import { Form, Link } from "~/ui/link";
import type { Route } from "../routes/+types/find-a-specialist";
import { ButtonLink } from "~/ui/button";
import { FilterActions, SearchInput } from "~/ui/filter-fields";
import { splitLanguages } from "../format";
import { messages } from "../messages";
import { lookupParams } from "../panel/panel-match";
import { ChipList, DirectoryCard } from "./directory-card";
import { PostalCodeInput } from "./directory-controls";
import { DirectoryFrame } from "./directory-frame";
import { TrustedLookup } from "./trusted-lookup";
import { lazyIsland } from "~/ui/lazy-island";

type LoaderData = Route.ComponentProps["loaderData"];

// Below the results: the server renders the visit tips and the cost help in full, and their code
// loads when they come near the viewport or are used (an island).
const SpecialistHelp = lazyIsland(() => import("./specialist-help").then((m) => m.SpecialistHelp));

/** /find-a-specialist's page: the trusted lookup above the directory, tips and cost help below. */
export function SpecialistDirectory({ data }: { data: LoaderData }) {
  const { results, values, errors, trusted, specialtyLinks } = data;
  const filtered = Object.values(values).some((v) => v !== "");
  const sideLink = (active: boolean) =>
    `block rounded-lg px-3 py-2 text-sm ${active ? "bg-brand-700 font-semibold text-white" : "text-brand-700 hover:bg-brand-50"}`;
  return (
    <DirectoryFrame
      path="/find-a-specialist"
      title="Find a Specialist"
      intro="Colorectal surgeons and gastroenterologists who see patients after a positive screening test, or with symptoms that need a closer look."
      noun={["specialist", "specialists"]}
      empty={messages.noSpecialists}
      results={results}
      values={values}
      pagesLabel="Specialist results pages"
      lookup={
        <section aria-label="Trusted specialist lookup" className="mt-8 rounded-2xl bg-surface p-5 sm:p-8">
          <TrustedLookup
            lookup={trusted}
            action="/find-a-specialist"
            param={lookupParams.specialist}
            // The directory below keeps its search, filters and page while the lookup is used.
            keep={Object.fromEntries(
              Object.entries({ ...values, page: results.page > 1 ? String(results.page) : "" }).filter(([, v]) => v),
            )}
            texts={{
              question: "Already have a trusted specialist?",
              intro: "Check whether your specialist is on our trusted panel.",
              label: "Specialist or clinic name",
              placeholder: "For example a doctor's name or the clinic",
              matchTitle: messages.specialistMatch,
              noMatch: messages.specialistNoMatch,
            }}
            matchLinks={
              <ButtonLink to="/choose-screening" variant="ghost">
                Choose Your Screening Path
              </ButtonLink>
            }
            noMatchLinks={
              <ButtonLink to="/clinics" variant="secondary">
                Browse our trusted clinics
              </ButtonLink>
            }
          />
        </section>
      }
      sidebar={
        <div className="space-y-6 self-start">
          <section aria-labelledby="filters-title" className="rounded-2xl bg-surface p-5">
            <h2 id="filters-title" className="font-bold text-brand-900">
              Search
            </h2>
            <Form method="get" className="mt-4 space-y-4">
              {values.specialty && <input type="hidden" name="specialty" value={values.specialty} />}
              <SearchInput label="Search specialists" value={values.search} placeholder="Name, practice or address" />
              <PostalCodeInput value={values.postalCode} error={errors.postalCode} />
              <FilterActions clearHref="/find-a-specialist" clearLabel={messages.clearFilters} showClear={filtered} />
            </Form>
          </section>
          <nav aria-labelledby="specialty-title" className="rounded-2xl border border-line p-5">
            <h2 id="specialty-title" className="font-bold text-brand-900">
              Specialty
            </h2>
            <ul className="mt-3 space-y-1">
              {specialtyLinks.map((link) => (
                <li key={link.label}>
                  <Link
                    to={link.href}
                    aria-current={link.current ? "page" : undefined}
                    className={sideLink(link.current)}
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      }
      after={<SpecialistHelp props={{}} />}
    >
      {results.items.map((s) => (
        <li key={s.id}>
          <DirectoryCard
            entry={s}
            title={s.fullName}
            subtitle={`${s.fieldOfSpecialization} · ${s.clinicAffiliation}`}
            scheduleHref={`/appointments/new?specialist=${s.id}`}
          >
            <p className="text-muted">{s.qualifications}</p>
            {s.yearsOfExperience > 0 && <p>{s.yearsOfExperience} years of experience</p>}
            <ChipList label="Specialties" items={s.specialties} />
            <ChipList label="Languages" items={splitLanguages(s.languages)} />
            {s.insurancePartners && (
              <p>
                <span className="font-semibold">Insurance: </span>
                {s.insurancePartners}
              </p>
            )}
            {s.notes && <p>{s.notes}</p>}
          </DirectoryCard>
        </li>
      ))}
    </DirectoryFrame>
  );
}
