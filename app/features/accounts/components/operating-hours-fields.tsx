import { TextField } from "~/ui/field";
import type { FieldMeta } from "~/ui/use-schema-form";
import type { T } from "~/lib/i18n/translate";

type HoursFields = {
  weekdays?: string;
  saturday?: string;
  sunday?: string;
  publicHoliday?: string;
};

/** The fields' words: the `hours` group of registration.json in the page's language (issue 27). */
type HoursWords = Record<(typeof hoursKeys)[number], string>;

const hoursKeys = [
  "legend",
  "legendOptional",
  "example",
  "weekdays",
  "saturday",
  "saturdayOptional",
  "sunday",
  "sundayOptional",
  "publicHoliday",
  "publicHolidayOptional",
] as const;

/**
 * The opening hours' words in the page's language: registration.json's `hours` group, their one home
 * for the registration forms and the profile pages. `t`: a translator over registration.json.
 */
export const hoursWords = (t: T): HoursWords =>
  Object.fromEntries(hoursKeys.map((key) => [key, t(`hours.${key}`)])) as HoursWords;

/** The four opening-hours inputs of spec accounts §3 (weekdays, Saturday, Sunday, public holidays). */
export function OperatingHoursFields({
  meta,
  weekdaysRequired = false,
  words,
}: {
  meta: FieldMeta<HoursFields | undefined>;
  weekdaysRequired?: boolean;
  words: HoursWords;
}) {
  const hours = meta.getFieldset();
  return (
    <fieldset className="space-y-4">
      <legend className="text-base font-semibold text-ink">
        {weekdaysRequired ? words.legend : words.legendOptional}
      </legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField meta={hours.weekdays} label={words.weekdays} placeholder={words.example} />
        <TextField meta={hours.saturday} label={weekdaysRequired ? words.saturdayOptional : words.saturday} />
        <TextField meta={hours.sunday} label={weekdaysRequired ? words.sundayOptional : words.sunday} />
        <TextField
          meta={hours.publicHoliday}
          label={weekdaysRequired ? words.publicHolidayOptional : words.publicHoliday}
        />
      </div>
    </fieldset>
  );
}
