import { data } from "react-router";
import { canonical } from "~/lib/seo.server";
import { timed } from "~/lib/server-timing";
import { parseGpQuery, parseSpecialistQuery } from "./directory.schema";
import { gpFilterOptions, listGpClinics } from "./gp-directory.server";
import { lookupParams, lookupState, specialistPanel } from "./panel-match";
import { listPanelClinics } from "./panel.server";
import { listSpecialists } from "./specialist-directory.server";

/** Everything /find-a-gp shows, from the URL's query alone (a filtered list is a shareable link). */
export async function gpDirectoryPage(url: URL) {
  const { query, values, errors } = parseGpQuery(url.searchParams);
  const search = await timed("search", () => Promise.all([listGpClinics(query), gpFilterOptions()]));
  const [results, options] = search.value;
  return data(
    { kind: "gp" as const, results, options, values, errors, canonical: canonical("/find-a-gp") },
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
    { kind: "specialist" as const, results, values, errors, trusted, canonical: canonical("/find-a-specialist") },
    { headers: { "Server-Timing": search.timing } },
  );
}

/** /clinics: the trusted-panel lookup from ?q= (a shareable GET search), and the panel to browse. */
export async function clinicLookupPage(url: URL) {
  const panel = await listPanelClinics();
  const lookup = lookupState(panel, url.searchParams.get(lookupParams.clinics));
  return { panel, lookup, canonical: canonical("/clinics") };
}
