import { Form } from "~/ui/link";
import type { Route } from "../routes/+types/find-a-gp";
import { FilterActions, FilterSelect, SearchInput } from "~/ui/filter-fields";
import { createT } from "~/lib/i18n/translate";
import { TranslationNote } from "~/ui/translation-note";
import { splitLanguages } from "../format";
import { fitKitService } from "../directory-options";
import { ChipList, DirectoryCard, FitKitBadge } from "./directory-card";
import { PostalCodeInput } from "./directory-controls";
import { DirectoryFrame } from "./directory-frame";

type LoaderData = Route.ComponentProps["loaderData"];

/**
 * /find-a-gp's page (loaded only there: no trusted lookup on this directory), in the page's
 * language (issue 27). The clinics' names, addresses, services and languages as stored.
 */
export function GpDirectory({ data }: { data: LoaderData }) {
  const { results, options, labels, values, errors } = data;
  const t = createT(data.lang, data.messages);
  const filtered = Object.values(values).some((v) => v !== "");
  return (
    <>
      <TranslationNote review={data.review} />
      <DirectoryFrame
        path="/find-a-gp"
        words="gp"
        t={t}
        results={results}
        values={values}
        sidebar={
          <section aria-labelledby="filters-title" className="self-start rounded-2xl bg-surface p-5">
            <h2 id="filters-title" className="font-bold text-brand-900">
              {t("gp.filters")}
            </h2>
            <Form method="get" className="mt-4 space-y-4">
              <SearchInput label={t("gp.searchLabel")} value={values.search} placeholder={t("gp.searchPlaceholder")} />
              <FilterSelect
                name="region"
                label={t("gp.region")}
                value={values.region}
                options={options.regions}
                labels={labels.regions}
                allLabel={t("gp.allRegions")}
              />
              <FilterSelect
                name="language"
                label={t("gp.language")}
                value={values.language}
                options={options.languages}
                allLabel={t("gp.allLanguages")}
              />
              <FilterSelect
                name="service"
                label={t("gp.service")}
                value={values.service}
                options={options.services}
                labels={labels.services}
                allLabel={t("gp.allServices")}
              />
              <PostalCodeInput
                value={values.postalCode}
                error={errors.postalCode}
                label={t("common.postalLabel")}
                hint={t("common.postalHint")}
              />
              <FilterActions
                clearHref="/find-a-gp"
                clearLabel={t("common.clearFilters")}
                searchLabel={t("common.search")}
                showClear={filtered}
              />
            </Form>
          </section>
        }
      >
        {results.items.map((clinic) => (
          <li key={clinic.id}>
            <DirectoryCard
              entry={clinic}
              t={t}
              title={clinic.clinicName}
              subtitle={`${clinic.doctorFullName} · ${labels.regions[clinic.region] ?? clinic.region}`}
              scheduleHref={`/appointments/new?gp=${clinic.id}`}
              badges={clinic.servicesOffered.includes(fitKitService) ? <FitKitBadge t={t} /> : null}
            >
              {clinic.description && <p>{clinic.description}</p>}
              <ChipList label={t("gp.services")} items={clinic.servicesOffered} />
              <ChipList label={t("common.languages")} items={splitLanguages(clinic.languagesSpoken)} />
            </DirectoryCard>
          </li>
        ))}
      </DirectoryFrame>
    </>
  );
}
