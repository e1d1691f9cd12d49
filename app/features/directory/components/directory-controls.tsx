import { filterControlClass, filterLabelClass } from "~/ui/filter-fields";

/**
 * The nearest-first input; its message sits at the field and is announced (aria-describedby). Its
 * label and hint in the page's language (the directory namespace's common.postalLabel/postalHint).
 */
export function PostalCodeInput({
  value,
  error,
  label,
  hint,
}: {
  value: string;
  error?: string;
  label: string;
  hint: string;
}) {
  return (
    <div>
      <label htmlFor="postalCode" className={filterLabelClass}>
        {label}
      </label>
      <input
        id="postalCode"
        name="postalCode"
        type="text"
        inputMode="numeric"
        autoComplete="postal-code"
        defaultValue={value}
        maxLength={6}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "postalCode-error postalCode-hint" : "postalCode-hint"}
        className={filterControlClass}
      />
      <p id="postalCode-hint" className="mt-1 text-sm text-muted">
        {hint}
      </p>
      {error && (
        <p id="postalCode-error" role="alert" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * Says what the "Sample data" badge means (`text`, in the page's language). Not ~/ui/field's
 * Notice: importing that module brings the form library into this page's first load, over the
 * 120 KB budget.
 */
export function SampleDataNote({ text }: { text: string }) {
  return (
    <p className="mt-3 rounded-lg border-l-4 border-brand-600 bg-brand-50 px-4 py-3 text-sm text-brand-900">{text}</p>
  );
}
