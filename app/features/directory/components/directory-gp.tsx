import { Form } from "~/ui/link";
import type { Route } from "../routes/+types/find-a-gp";
import { FilterActions, FilterSelect, SearchInput } from "~/ui/filter-fields";
import { splitLanguages } from "../format";
import { messages } from "../messages";
import { fitKitService } from "../directory-options";
import { ChipList, DirectoryCard, FitKitBadge } from "./directory-card";
import { PostalCodeInput } from "./directory-controls";
import { DirectoryFrame } from "./directory-frame";

type LoaderData = Route.ComponentProps["loaderData"];

/** /find-a-gp's page (loaded only there: no trusted lookup on this directory). */
export function GpDirectory({ data }: { data: LoaderData }) {
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
            <FilterSelect
              name="service"
              label="Service"
              value={values.service}
              options={options.services}
              allLabel="All services"
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
            badges={clinic.servicesOffered.includes(fitKitService) ? <FitKitBadge /> : null}
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
