import { data } from "react-router";
import { canonical } from "~/lib/page/seo.server";
import { timed } from "~/lib/http/server-timing";
import { gpServices, specialties } from "./directory-options";
import { parseGpQuery, parseSpecialistQuery } from "./directory.schema";
import { gpFilterOptions, listGpClinics } from "./gp-directory.server";
import { lookupParams, lookupState, specialistPanel } from "./panel/panel-match";
import { listPanelClinics } from "./panel/panel.server";
import { listSpecialists } from "./specialist-directory.server";
import type { Lang } from "~/lib/i18n/languages";
import { translatedPageMeta } from "~/lib/i18n/page-meta.server";
import type { T } from "~/lib/i18n/translate";
import { directoryWords, postalErrorIn, withDistanceIn } from "./localized.server";
import { groups } from "~/lib/i18n/messages.server";

/** Each option's label in the language (the lists' values stay the English the queries match). */
function labelsIn(t: T, group: string, options: readonly string[]): Record<string, string> {
  return Object.fromEntries(options.map((option) => [option, t(`${group}.${option}`) || option]));
}

/** Everything /find-a-gp shows, from the URL's query alone (a filtered list is a shareable link), in the page's language. */
export async function gpDirectoryPage(url: URL, lang: Lang = "en") {
  const { messages, review, t } = directoryWords(lang);
  const { query, values, errors } = parseGpQuery(url.searchParams);
  const search = await timed("search", () => Promise.all([listGpClinics(query), gpFilterOptions()]));
  const [results, options] = search.value;
  return data(
    {
      kind: "gp" as const,
      lang,
      messages: groups(messages, "common", "card", "gp"),
      review,
      results: { ...results, items: withDistanceIn(t, results.items) },
      // The service list is the profile form's (options.json), not the clinics' own words. The
      // languages are the clinics' own words, as stored.
      options: { ...options, services: gpServices },
      labels: { regions: labelsIn(t, "region", options.regions), services: labelsIn(t, "service", gpServices) },
      values,
      errors: { ...errors, postalCode: postalErrorIn(t, errors.postalCode) },
      canonical: canonical("/find-a-gp"),
      // The head tags travel with the data, so their words stay out of the page's code.
      meta: translatedPageMeta(lang, "/find-a-gp", { title: t("meta.gpTitle"), description: t("meta.gpDescription") }),
    },
    { headers: { "Server-Timing": search.timing } },
  );
}

export async function specialistDirectoryPage(url: URL, lang: Lang = "en") {
  const { messages, review, t } = directoryWords(lang);
  const { query, values, errors } = parseSpecialistQuery(url.searchParams);
  const term = url.searchParams.get(lookupParams.specialist);
  // The panel is read only when the "trusted specialist" question was answered.
  const search = await timed("search", () =>
    Promise.all([listSpecialists(query), term?.trim() ? listPanelClinics() : []]),
  );
  const [results, panel] = search.value;
  const trusted = lookupState(specialistPanel(panel), term);
  return data(
    {
      kind: "specialist" as const,
      lang,
      messages: groups(messages, "common", "card", "specialist", "lookup", "help"),
      review,
      results: { ...results, items: withDistanceIn(t, results.items) },
      values,
      errors: { ...errors, postalCode: postalErrorIn(t, errors.postalCode) },
      trusted,
      // The specialty links, made here, so the option lists stay out of the browser's code. A
      // specialty keeps the search, filters and postal code (unless that code is invalid).
      specialtyLinks: ["", ...specialties].map((specialty) => {
        const params = new URLSearchParams(
          Object.entries({ ...values, specialty }).filter(
            ([key, v]) => v !== "" && !(key === "postalCode" && errors.postalCode),
          ),
        );
        const search = params.toString();
        return {
          label: specialty ? t(`specialty.${specialty}`) || specialty : t("specialist.allSpecialties"),
          href: search ? `?${search}` : "/find-a-specialist",
          current: values.specialty === specialty,
        };
      }),
      canonical: canonical("/find-a-specialist"),
      // The head tags travel with the data, so their words stay out of the page's code.
      meta: translatedPageMeta(lang, "/find-a-specialist", {
        title: t("meta.specialistTitle"),
        description: t("meta.specialistDescription"),
      }),
    },
    { headers: { "Server-Timing": search.timing } },
  );
}

/** /clinics: the trusted-panel lookup from ?q= (a shareable GET search), and the panel to browse, in the page's language. */
export async function clinicLookupPage(url: URL, lang: Lang = "en") {
  const panel = await listPanelClinics();
  const lookup = lookupState(panel, url.searchParams.get(lookupParams.clinics));
  const { messages, review, t } = directoryWords(lang);
  return {
    panel,
    lookup,
    lang,
    review,
    messages: groups(messages, "common", "card", "lookup", "clinics"),
    // The page's own words come with the data: its script carries none of them (first-load JS budget).
    title: t("clinics.title"),
    intro: t("clinics.intro"),
    region: t("clinics.region"),
    panelTitle: t("clinics.panelTitle"),
    // Says what the "Sample data" badge means (as SampleDataNote of ./components/directory-controls).
    sampleNote: panel.some((clinic) => clinic.isSample)
      ? t("gp.sampleNote", { label: t("common.sampleData") })
      : undefined,
    meta: translatedPageMeta(lang, "/clinics", {
      title: t("clinics.metaTitle"),
      description: t("clinics.metaDescription"),
    }),
  };
}
