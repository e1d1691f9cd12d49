import { env } from "~/lib/env.server";
import { parseGpQuery, parseSpecialistQuery } from "./directory.schema";
import { gpFilterOptions, listGpClinics } from "./gp-directory.server";
import { listSpecialists } from "./specialist-directory.server";

/** Everything /find-a-gp shows, from the URL's query alone (a filtered list is a shareable link). */
export async function gpDirectoryPage(url: URL) {
  const { query, values, errors } = parseGpQuery(url.searchParams);
  const [results, options] = await Promise.all([listGpClinics(query), gpFilterOptions()]);
  return { results, options, values, errors, canonical: `${env().APP_URL}/find-a-gp` };
}

export async function specialistDirectoryPage(url: URL) {
  const { query, values, errors } = parseSpecialistQuery(url.searchParams);
  const results = await listSpecialists(query);
  return { results, values, errors, canonical: `${env().APP_URL}/find-a-specialist` };
}
