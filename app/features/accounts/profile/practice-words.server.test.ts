import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { languages, type Lang } from "~/lib/i18n/languages";
import options from "../../../../content/options.json";
import { regions } from "#db/schema/regions";
import { practiceWords } from "./practice-words.server";

// The file itself, not messagesFor (which fills a missing key with the English): a missing key fails here.
type Group = Record<string, string>;
const file = (lang: Lang) =>
  JSON.parse(readFileSync(`app/locales/${lang}/registration.json`, "utf8")) as Record<string, Group>;
const english = file("en");

/** Each page's lists: the canonical English codes and the registration.json group naming them. */
const lists = {
  gpClinic: { list: ["service", options.gpServices], regions: ["region", regions] },
  specialist: { list: ["specialty", options.specialties], regions: ["region", regions] },
} as const;

describe("/profile/gp-clinic and /profile/specialist's option lists in the page's language (issue 27)", () => {
  for (const lang of languages)
    for (const kind of ["gpClinic", "specialist"] as const)
      it(`${kind} in ${lang}: every option labelled from registration.json, its value the stored English`, () => {
        const words = practiceWords(lang, kind);
        const own = file(lang);
        for (const name of ["list", "regions"] as const) {
          const [group, codes] = lists[kind][name];
          const shown = words.options[name];
          expect(shown.map((option) => option.value)).toEqual([...codes]);
          for (const { value, label } of shown) {
            const written = own[group]?.[value];
            expect(written, `${lang} ${group}.${value}`).toEqual(expect.stringMatching(/\S/));
            expect(label).toBe(written);
            // In zh, ms and ta the label is the language's, not the English code shown as is.
            if (lang !== "en") expect(label, `${lang} ${group}.${value}`).not.toBe(english[group]![value]);
          }
        }
        // The opening hours' and website's labels too (the same home).
        expect(words.hours.weekdays).toBe(own.hours!.weekdays);
        expect(words.website).toBe(own.form!.website);
      });
});
