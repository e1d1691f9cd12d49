import type { Lang } from "~/lib/i18n/languages";
import { pageWords } from "~/lib/i18n/says.server";
import type { T } from "~/lib/i18n/translate";
import { hoursWords } from "../components/operating-hours-fields";
import { gpServices, regions, specialties } from "./profile-options";

/** A list's choices: the stored English value, its label in the page's language (`group` of `t`'s namespace). */
export const choicesIn = (t: T, group: string, values: readonly string[]) =>
  values.map((value) => ({ value, label: t(`${group}.${value}`) }));

/**
 * What a GP clinic's and a specialist's profile pages ask as /register/clinic and /register/specialist
 * do: the option lists, the opening hours and the website. Their words are registration.json's
 * (`service`, `specialty`, `region`, `hours`, `form.website`), their one home (issue 27); the values
 * posted and stored stay the canonical English of content/options.json and the regions.
 */
export function practiceWords(lang: Lang, kind: "gpClinic" | "specialist") {
  const { t } = pageWords("registration", lang, []);
  return {
    options:
      kind === "gpClinic"
        ? { list: choicesIn(t, "service", gpServices), regions: choicesIn(t, "region", regions) }
        : { list: choicesIn(t, "specialty", specialties), regions: choicesIn(t, "region", regions) },
    hours: hoursWords(t),
    website: t("form.website"),
  };
}
