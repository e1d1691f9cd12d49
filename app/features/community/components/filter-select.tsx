/** A labelled drop-down for a GET filter form; the empty first choice means "all". */
export function FilterSelect({
  name,
  label,
  allLabel,
  options,
  value,
}: {
  name: string;
  label: string;
  allLabel: string;
  options: readonly string[];
  value: string;
}) {
  return (
    <div>
      <label htmlFor={`filter-${name}`} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <select
        id={`filter-${name}`}
        name={name}
        defaultValue={value}
        className="mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2.5 text-base text-ink shadow-sm"
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}
