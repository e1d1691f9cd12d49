import { Form } from "react-router";
import type { Route } from "./+types/find-a-gp";
import { serverTimingHeaders } from "~/lib/server-timing";
import { Container } from "~/ui/container";
import { ChipList, DirectoryCard } from "../components/directory-card";
import {
  EmptyResults,
  FilterActions,
  PostalCodeInput,
  ResultCount,
  SampleDataNote,
  SearchInput,
  SelectInput,
} from "../components/filter-controls";
import { Pagination } from "../components/pagination";
import { gpDirectoryPage } from "../directory-page.server";
import { splitLanguages } from "../format";
import { messages } from "../messages";

export function loader({ request }: Route.LoaderArgs) {
  return gpDirectoryPage(new URL(request.url));
}

export const headers: Route.HeadersFunction = serverTimingHeaders;

export const meta: Route.MetaFunction = ({ data }) => [
  { title: "Find a GP for Colorectal Cancer Screening · RID-CRC" },
  {
    name: "description",
    content:
      "Find a partner GP clinic in Singapore for a FIT kit, the ColonAiQ® blood test or a colonoscopy referral. Search by name, region, language or nearest to your postal code.",
  },
  ...(data ? [{ tagName: "link", rel: "canonical", href: data.canonical }] : []),
];

export default function FindAGp({ loaderData }: Route.ComponentProps) {
  const { results, options, values, errors } = loaderData;
  const filtered = Object.values(values).some((v) => v !== "");
  return (
    <Container className="py-8 sm:py-12">
      <h1 className="text-3xl font-extrabold text-brand-900 sm:text-4xl">Find a GP</h1>
      <p className="mt-3 max-w-3xl text-lg text-muted">
        Partner family doctors who can give you a FIT kit or the ColonAiQ® blood test, and refer you for a colonoscopy
        when you need one.
      </p>
      <div className="mt-8 grid gap-8 lg:grid-cols-[18rem_minmax(0,1fr)]">
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
            <SelectInput
              name="region"
              label="Region"
              value={values.region}
              options={options.regions}
              placeholder="All regions"
            />
            <SelectInput
              name="language"
              label="Language spoken"
              value={values.language}
              options={options.languages}
              placeholder="All languages"
            />
            <PostalCodeInput value={values.postalCode} error={errors.postalCode} />
            <FilterActions clearHref="/find-a-gp" showClear={filtered} />
          </Form>
        </section>
        <section aria-labelledby="results-title">
          <h2 id="results-title" className="sr-only">
            Clinics
          </h2>
          <ResultCount total={results.total} noun={["clinic", "clinics"]} />
          {results.items.some((c) => c.isSample) && <SampleDataNote noun="clinics" />}
          {results.items.length === 0 ? (
            <div className="mt-4">
              <EmptyResults message={messages.noClinics} clearHref={filtered ? "/find-a-gp" : undefined} />
            </div>
          ) : (
            <ul className="mt-4 grid gap-5 md:grid-cols-2">
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
            </ul>
          )}
          <Pagination
            path="/find-a-gp"
            page={results.page}
            pageCount={results.pageCount}
            values={values}
            label="Clinic results pages"
          />
        </section>
      </div>
    </Container>
  );
}
