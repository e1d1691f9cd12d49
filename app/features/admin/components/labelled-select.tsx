import { filterControlClass, filterLabelClass } from "~/ui/filter-fields";

/**
 * The console's filter drop-downs, whose values (gp, pending_review) are not the words shown.
 * The public FilterSelect stays values-only: every byte of it counts on the directory pages.
 */
export function LabelledSelect({
  name,
  label,
  value,
  options,
  allLabel,
}: {
  name: string;
  label: string;
  /** The option chosen; none (the "all" option) when the filter is not set. */
  value?: string | null;
  options: readonly { value: string; label: string }[];
  allLabel: string;
}) {
  return (
    <div>
      <label htmlFor={name} className={filterLabelClass}>
        {label}
      </label>
      <select id={name} name={name} defaultValue={value ?? ""} className={filterControlClass}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
