import { localPath, splitLang } from "~/lib/i18n/paths";

/**
 * Addresses the old site and its content link to (spec content §2.1 "Other routes linked from
 * content"), each with the page it now lives at. The one table: routes.ts registers the nested
 * ones, and the topic pages consult it before deciding a topic is unknown.
 */
export const aliases: Readonly<Record<string, string>> = {
  "/education/patients/colorectal-cancer": "/education/article/understanding-colorectal-cancer",
  "/education/patients/crc-singapore-story": "/education/article/crc-singapore-story",
  "/education/patients/early-symptoms-of-crc": "/education/article/early-warning-signs",
  "/education/patients/how-crc-develops-from-polyps": "/education/article/how-crc-develops-from-polyps",
  "/education/patients/colonoscopy-gold-standard": "/education/article/colonoscopy-gold-standard",
  "/education/patients/basics/understanding-colorectal-cancer": "/education/article/understanding-colorectal-cancer",
  "/education/patients/basics/how-crc-develops-from-polyps": "/education/article/how-crc-develops-from-polyps",
  "/education/patients/screening/screening-options-overview": "/education/article/screening-options-overview",
  "/education/clinicians/research/kaiser-crc-study": "/education/article/kaiser-crc-study",
  "/education/clinicians/clinical-guidelines": "/education/clinicians/guidelines",
  "/clinician-education": "/education/clinicians",
  // An article address with its slug missing (spec content §2.1): the hub lists every article.
  "/education/article": "/education",
};

/** Where an alias points, ignoring a trailing slash; undefined when the path is not an alias. */
export function aliasTarget(pathname: string): string | undefined {
  // In the language the alias was asked in (ADR 0027).
  const { lang, path: bare } = splitLang(pathname);
  const path = bare.length > 1 ? bare.replace(/\/+$/, "") : bare;
  return Object.hasOwn(aliases, path) ? localPath(lang, aliases[path]!) : undefined;
}
