import { TextField } from "~/ui/field";
import type { FieldMeta } from "~/ui/use-schema-form";

type HoursFields = {
  weekdays?: string;
  saturday?: string;
  sunday?: string;
  publicHoliday?: string;
};

/** The four opening-hours inputs of spec accounts §3 (weekdays, Saturday, Sunday, public holidays). */
export function OperatingHoursFields({
  meta,
  weekdaysRequired = false,
}: {
  meta: FieldMeta<HoursFields | undefined>;
  weekdaysRequired?: boolean;
}) {
  const hours = meta.getFieldset();
  const example = "e.g. 9:00am – 1:00pm, 2:00pm – 6:00pm";
  return (
    <fieldset className="space-y-4">
      <legend className="text-base font-semibold text-ink">
        Operating hours{weekdaysRequired ? "" : " (optional)"}
      </legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField meta={hours.weekdays} label="Weekdays" placeholder={example} />
        <TextField meta={hours.saturday} label={weekdaysRequired ? "Saturday (optional)" : "Saturday"} />
        <TextField meta={hours.sunday} label={weekdaysRequired ? "Sunday (optional)" : "Sunday"} />
        <TextField
          meta={hours.publicHoliday}
          label={weekdaysRequired ? "Public holidays (optional)" : "Public holidays"}
        />
      </div>
    </fieldset>
  );
}
