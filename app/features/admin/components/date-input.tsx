import { filterControlClass, filterLabelClass } from "~/ui/filter-fields";

/** A date filter of a console list (YYYY-MM-DD in the address; the browser's own date picker). */
export function DateInput({ name, label, value }: { name: string; label: string; value: string | null }) {
  return (
    <div>
      <label htmlFor={name} className={filterLabelClass}>
        {label}
      </label>
      <input id={name} name={name} type="date" defaultValue={value ?? ""} className={filterControlClass} />
    </div>
  );
}
