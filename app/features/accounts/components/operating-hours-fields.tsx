import { TextField } from "~/ui/field";
import type { FieldMeta } from "~/ui/use-schema-form";

type HoursFields = {
  weekdays?: string;
  saturday?: string;
  sunday?: string;
  publicHoliday?: string;
};

/** The fields' words: the `hours` group of registration.json in the page's language (issue 27). */
type HoursWords = Record<(typeof hoursKeys)[number], string>;

export const hoursKeys = [
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

// The profile pages' words until they are translated (ADR 0027, "Still to do").
const english: HoursWords = {
  legend: "Operating hours",
  legendOptional: "Operating hours (optional)",
  example: "e.g. 9:00am – 1:00pm, 2:00pm – 6:00pm",
  weekdays: "Weekdays",
  saturday: "Saturday",
  saturdayOptional: "Saturday (optional)",
  sunday: "Sunday",
  sundayOptional: "Sunday (optional)",
  publicHoliday: "Public holidays",
  publicHolidayOptional: "Public holidays (optional)",
};

/** The four opening-hours inputs of spec accounts §3 (weekdays, Saturday, Sunday, public holidays). */
export function OperatingHoursFields({
  meta,
  weekdaysRequired = false,
  words = english,
}: {
  meta: FieldMeta<HoursFields | undefined>;
  weekdaysRequired?: boolean;
  words?: HoursWords;
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
