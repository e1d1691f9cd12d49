import { Form, Link } from "~/ui/link";
import type { Route } from "../routes/+types/find-a-specialist";
import { ButtonLink } from "~/ui/button";
import { FilterActions, SearchInput } from "~/ui/filter-fields";
import { createT } from "~/lib/i18n/translate";
import { TranslationNote } from "~/ui/translation-note";
import { splitLanguages } from "../format";
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

/**
 * /find-a-specialist's page: the trusted lookup above the directory, tips and cost help below, in
 * the page's language (issue 27); the specialists' own details as stored.
 */
export function SpecialistDirectory({ data }: { data: LoaderData }) {
  const { results, values, errors, trusted, specialtyLinks, lang, messages } = data;
  const t = createT(lang, messages);
  const filtered = Object.values(values).some((v) => v !== "");
  const sideLink = (active: boolean) =>
    `block rounded-lg px-3 py-2 text-sm ${active ? "bg-brand-700 font-semibold text-white" : "text-brand-700 hover:bg-brand-50"}`;
  return (
    <>
      <TranslationNote review={data.review} />
      <DirectoryFrame
        path="/find-a-specialist"
        words="specialist"
        t={t}
        results={results}
        values={values}
        lookup={
          <section aria-label={t("lookup.region")} className="mt-8 rounded-2xl bg-surface p-5 sm:p-8">
            <TrustedLookup
              lookup={trusted}
              action="/find-a-specialist"
              param={lookupParams.specialist}
              // The directory below keeps its search, filters and page while the lookup is used.
              keep={Object.fromEntries(
                Object.entries({ ...values, page: results.page > 1 ? String(results.page) : "" }).filter(([, v]) => v),
              )}
              texts={{
                question: t("lookup.question"),
                intro: t("lookup.intro"),
                label: t("lookup.label"),
                placeholder: t("lookup.placeholder"),
                matchTitle: t("lookup.matchTitle"),
                noMatch: t("lookup.noMatch"),
                search: t("common.search"),
                searchPanel: t("lookup.searchPanel"),
                found: t("lookup.found"),
                nothing: t("lookup.nothing"),
                searchAgain: t("lookup.searchAgain"),
                tryAnother: t("lookup.tryAnother"),
              }}
              card={{ lang, messages }}
              matchLinks={
                <ButtonLink to="/choose-screening" variant="ghost">
                  {t("lookup.chooseScreening")}
                </ButtonLink>
              }
              noMatchLinks={
                <ButtonLink to="/clinics" variant="secondary">
                  {t("lookup.browseClinics")}
                </ButtonLink>
              }
            />
          </section>
        }
        sidebar={
          <div className="space-y-6 self-start">
            <section aria-labelledby="filters-title" className="rounded-2xl bg-surface p-5">
              <h2 id="filters-title" className="font-bold text-brand-900">
                {t("specialist.filters")}
              </h2>
              <Form method="get" className="mt-4 space-y-4">
                {values.specialty && <input type="hidden" name="specialty" value={values.specialty} />}
                <SearchInput
                  label={t("specialist.searchLabel")}
                  value={values.search}
                  placeholder={t("specialist.searchPlaceholder")}
                />
                <PostalCodeInput
                  value={values.postalCode}
                  error={errors.postalCode}
                  label={t("common.postalLabel")}
                  hint={t("common.postalHint")}
                />
                <FilterActions
                  clearHref="/find-a-specialist"
                  clearLabel={t("common.clearFilters")}
                  searchLabel={t("common.search")}
                  showClear={filtered}
                />
              </Form>
            </section>
            <nav aria-labelledby="specialty-title" className="rounded-2xl border border-line p-5">
              <h2 id="specialty-title" className="font-bold text-brand-900">
                {t("specialist.specialty")}
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
        after={<SpecialistHelp props={{ lang, messages }} />}
      >
        {results.items.map((s) => (
          <li key={s.id}>
            <DirectoryCard
              entry={s}
              t={t}
              title={s.fullName}
              subtitle={`${s.fieldOfSpecialization} · ${s.clinicAffiliation}`}
              scheduleHref={`/appointments/new?specialist=${s.id}`}
            >
              <p className="text-muted">{s.qualifications}</p>
              {s.yearsOfExperience > 0 && <p>{t("specialist.experience", { count: s.yearsOfExperience })}</p>}
              <ChipList label={t("specialist.specialties")} items={s.specialties} />
              <ChipList label={t("common.languages")} items={splitLanguages(s.languages)} />
              {s.insurancePartners && (
                <p>
                  <span className="font-semibold">{t("specialist.insurance")} </span>
                  {s.insurancePartners}
                </p>
              )}
              {s.notes && <p>{s.notes}</p>}
            </DirectoryCard>
          </li>
        ))}
      </DirectoryFrame>
    </>
  );
}
