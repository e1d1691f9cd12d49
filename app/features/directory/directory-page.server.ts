import { data } from "react-router";
import { canonical } from "~/lib/page/seo.server";
import { timed } from "~/lib/http/server-timing";
import { gpServices, specialties } from "./directory-options";
import { parseGpQuery, parseSpecialistQuery } from "./directory.schema";
import { gpFilterOptions, listGpClinics } from "./gp-directory.server";
import { lookupParams, lookupState, specialistPanel } from "./panel/panel-match";
import { listPanelClinics } from "./panel/panel.server";
import { listSpecialists } from "./specialist-directory.server";

/** The head tags of a directory (its title, description and canonical address). */
function directoryMeta(title: string, description: string, path: string) {
  return [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical(path) },
  ];
}

/** Everything /find-a-gp shows, from the URL's query alone (a filtered list is a shareable link). */
export async function gpDirectoryPage(url: URL) {
  const { query, values, errors } = parseGpQuery(url.searchParams);
  const search = await timed("search", () => Promise.all([listGpClinics(query), gpFilterOptions()]));
  const [results, options] = search.value;
  return data(
    {
      kind: "gp" as const,
      results,
      // The service list is the profile form's (options.json), not the clinics' own words.
      options: { ...options, services: gpServices },
      values,
      errors,
      canonical: canonical("/find-a-gp"),
      // The head tags travel with the data, so their words stay out of the page's code.
      meta: directoryMeta(
        "Find a GP for Colorectal Cancer Screening · RID-CRC",
        "Find a partner GP clinic in Singapore for a FIT kit, a blood test or a colonoscopy referral. Search by name, region, language or nearest to your postal code.",
        "/find-a-gp",
      ),
    },
    { headers: { "Server-Timing": search.timing } },
  );
}

export async function specialistDirectoryPage(url: URL) {
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
      results,
      values,
      errors,
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
          label: specialty || "All specialties",
          href: search ? `?${search}` : "/find-a-specialist",
          current: values.specialty === specialty,
        };
      }),
      canonical: canonical("/find-a-specialist"),
      // The head tags travel with the data, so their words stay out of the page's code.
      meta: directoryMeta(
        "Find a Colorectal Specialist · RID-CRC",
        "Find a colorectal surgeon or gastroenterologist in Singapore by name, practice, specialty or nearest to your postal code, with tips to prepare for your visit.",
        "/find-a-specialist",
      ),
    },
    { headers: { "Server-Timing": search.timing } },
  );
}

/** /clinics: the trusted-panel lookup from ?q= (a shareable GET search), and the panel to browse. */
export async function clinicLookupPage(url: URL) {
  const panel = await listPanelClinics();
  const lookup = lookupState(panel, url.searchParams.get(lookupParams.clinics));
  return { panel, lookup, canonical: canonical("/clinics") };
}
