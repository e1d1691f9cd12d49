import { HandCoins } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import type { Route } from "./+types/directory";
import { serverTimingHeaders } from "~/lib/server-timing";
import { ButtonLink } from "~/ui/button";
import { Container } from "~/ui/container";
import { EmptyResults, FilterActions, FilterSelect, ResultCount, SearchInput } from "~/ui/filter-controls";
import { ChipList, DirectoryCard } from "../components/directory-card";
import { PostalCodeInput, SampleDataNote } from "../components/directory-controls";
import { Pagination } from "../components/pagination";
import { TrustedLookup } from "../components/trusted-lookup";
import { specialties } from "../directory-options";
import { gpDirectoryPage, specialistDirectoryPage } from "../directory-page.server";
import { splitLanguages } from "../format";
import { messages } from "../messages";
import { lookupParams } from "../panel-match";

/**
 * One module for /find-a-gp and /find-a-specialist (app/routes.ts registers it twice, with the ids
 * "find-a-gp" and "find-a-specialist"): the same frame of search, filters, results and pages; the
 * address says which directory fills it.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return url.pathname === "/find-a-specialist" ? specialistDirectoryPage(url) : gpDirectoryPage(url);
}

export const headers: Route.HeadersFunction = serverTimingHeaders;

const pageMeta = {
  gp: {
    title: "Find a GP for Colorectal Cancer Screening · RID-CRC",
    description:
      "Find a partner GP clinic in Singapore for a FIT kit, the ColonAiQ® blood test or a colonoscopy referral. Search by name, region, language or nearest to your postal code.",
  },
  specialist: {
    title: "Find a Colorectal Specialist · RID-CRC",
    description:
      "Find a colorectal surgeon or gastroenterologist in Singapore by name, practice, specialty or nearest to your postal code, with tips to prepare for your visit.",
  },
};

export const meta: Route.MetaFunction = ({ data, location }) => {
  const kind = data?.kind ?? (location.pathname === "/find-a-specialist" ? "specialist" : "gp");
  return [
    { title: pageMeta[kind].title },
    { name: "description", content: pageMeta[kind].description },
    ...(data ? [{ tagName: "link", rel: "canonical", href: data.canonical }] : []),
  ];
};

export default function Directory({ loaderData }: Route.ComponentProps) {
  return loaderData.kind === "gp" ? <GpDirectory data={loaderData} /> : <SpecialistDirectory data={loaderData} />;
}

type LoaderData = Route.ComponentProps["loaderData"];
type Values = Record<string, string>;

/** What both directories share: the heading, the filter column and the paged results. */
function DirectoryFrame({
  path,
  title,
  intro,
  lookup,
  sidebar,
  results,
  noun,
  empty,
  values,
  pagesLabel,
  children,
  after,
}: {
  path: string;
  title: string;
  intro: string;
  lookup?: ReactNode;
  sidebar: ReactNode;
  results: { total: number; page: number; pageCount: number; items: { isSample: boolean }[] };
  noun: [string, string];
  empty: string;
  values: Values;
  pagesLabel: string;
  children: ReactNode;
  after?: ReactNode;
}) {
  const filtered = Object.values(values).some((v) => v !== "");
  const list = (
    <section aria-labelledby="results-title">
      <h2 id="results-title" className="sr-only">
        {noun[1][0]!.toUpperCase() + noun[1].slice(1)}
      </h2>
      <ResultCount total={results.total} noun={noun} />
      {results.items.some((item) => item.isSample) && <SampleDataNote noun={noun[1]} />}
      {results.items.length === 0 ? (
        <div className="mt-4">
          <EmptyResults message={empty} clear={filtered ? { href: path, label: messages.clearFilters } : undefined} />
        </div>
      ) : (
        <ul className="mt-4 grid gap-5 md:grid-cols-2">{children}</ul>
      )}
      <Pagination path={path} page={results.page} pageCount={results.pageCount} values={values} label={pagesLabel} />
    </section>
  );
  return (
    <Container className="py-8 sm:py-12">
      <h1 className="text-3xl font-extrabold text-brand-900 sm:text-4xl">{title}</h1>
      <p className="mt-3 max-w-3xl text-lg text-muted">{intro}</p>
      {lookup}
      <div className="mt-8 grid gap-8 lg:grid-cols-[18rem_minmax(0,1fr)]">
        {sidebar}
        {after ? (
          <div>
            {list}
            {after}
          </div>
        ) : (
          list
        )}
      </div>
    </Container>
  );
}

function GpDirectory({ data }: { data: Extract<LoaderData, { kind: "gp" }> }) {
  const { results, options, values, errors } = data;
  const filtered = Object.values(values).some((v) => v !== "");
  return (
    <DirectoryFrame
      path="/find-a-gp"
      title="Find a GP"
      intro="Partner family doctors who can give you a FIT kit or the ColonAiQ® blood test, and refer you for a colonoscopy when you need one."
      noun={["clinic", "clinics"]}
      empty={messages.noClinics}
      results={results}
      values={values}
      pagesLabel="Clinic results pages"
      sidebar={
        <section aria-labelledby="filters-title" className="self-start rounded-2xl bg-surface p-5">
          <h2 id="filters-title" className="font-bold text-brand-900">
            Search and filter
          </h2>
          <Form method="get" className="mt-4 space-y-4">
            <SearchInput
              label="Search clinics"
              value={values.search}
              placeholder="Doctor, clinic, address or keyword"
            />
            <FilterSelect
              name="region"
              label="Region"
              value={values.region}
              options={options.regions}
              allLabel="All regions"
            />
            <FilterSelect
              name="language"
              label="Language spoken"
              value={values.language}
              options={options.languages}
              allLabel="All languages"
            />
            <PostalCodeInput value={values.postalCode} error={errors.postalCode} />
            <FilterActions clearHref="/find-a-gp" clearLabel={messages.clearFilters} showClear={filtered} />
          </Form>
        </section>
      }
    >
      {results.items.map((clinic) => (
        <li key={clinic.id}>
          <DirectoryCard
            entry={clinic}
            title={clinic.clinicName}
            subtitle={`${clinic.doctorFullName} · ${clinic.region}`}
            scheduleHref={`/appointments/new?gp=${clinic.id}`}
          >
            {clinic.description && <p>{clinic.description}</p>}
            <ChipList label="Services" items={clinic.servicesOffered} />
            <ChipList label="Languages" items={splitLanguages(clinic.languagesSpoken)} />
          </DirectoryCard>
        </li>
      ))}
    </DirectoryFrame>
  );
}

const visitTips = [
  "Bring your FIT or blood test result and any referral letter from your GP.",
  "Write down your symptoms, how long you have had them, and any family history of colorectal cancer or polyps.",
  "List the medicines and supplements you take, especially blood thinners and diabetes medicines.",
  "Ask what the bowel preparation involves and whether you need someone to take you home after a colonoscopy.",
  "Ask about the cost up front, and whether MediSave or your insurance plan can be used.",
];

function SpecialistDirectory({ data }: { data: Extract<LoaderData, { kind: "specialist" }> }) {
  const { results, values, errors, trusted } = data;
  const filtered = Object.values(values).some((v) => v !== "");
  const specialtyHref = (specialty: string) => {
    const params = new URLSearchParams(
      Object.entries({ ...values, specialty }).filter(
        ([key, v]) => v !== "" && !(key === "postalCode" && errors.postalCode),
      ),
    );
    const query = params.toString();
    return query ? `?${query}` : "/find-a-specialist";
  };
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
              <li>
                <Link
                  to={specialtyHref("")}
                  aria-current={values.specialty ? undefined : "page"}
                  className={sideLink(!values.specialty)}
                >
                  All specialties
                </Link>
              </li>
              {specialties.map((specialty) => (
                <li key={specialty}>
                  <Link
                    to={specialtyHref(specialty)}
                    aria-current={values.specialty === specialty ? "page" : undefined}
                    className={sideLink(values.specialty === specialty)}
                  >
                    {specialty}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      }
      after={
        <>
          <section aria-labelledby="tips-title" className="mt-12 rounded-2xl bg-surface p-6">
            <h2 id="tips-title" className="text-xl font-bold text-brand-900">
              Preparing for your visit
            </h2>
            <ul className="mt-4 list-disc space-y-2 pl-5 text-ink">
              {visitTips.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="assistance-title" className="mt-8 rounded-2xl bg-brand-800 p-6 text-white">
            <h2 id="assistance-title" className="flex items-center gap-2 text-xl font-bold">
              <HandCoins aria-hidden className="size-6" /> Worried about the cost?
            </h2>
            <p className="mt-3 text-brand-50">
              Subsidies and financial assistance can help: MediSave and MediShield Life cover part of a colonoscopy, and
              polyclinic referrals to public hospitals are subsidised. Ask us what you may qualify for.
            </p>
            <ButtonLink to="/get-screened" variant="inverse" className="mt-5">
              Explore financial assistance
            </ButtonLink>
          </section>
        </>
      }
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
