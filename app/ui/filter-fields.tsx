import { Search, X } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Link } from "~/ui/link";
import { Button } from "./button";

/*
 * The controls of GET search and filter forms: the query lands in the address, so a filtered list
 * is a shareable link and works without JavaScript. Plain controls, not ./field's inputs: those
 * carry a form library's state, which a GET filter form (no validation in the browser) does not
 * need, and that keeps the pages' client code small. The words (labels, "All …", "Clear Filters")
 * come from the feature. The one-field search form (SearchForm) is in ./filter-controls, apart, so
 * pages with either one load only their own.
 */

/** The look of every filter control (the same as ./field's inputs). */
export const filterControlClass =
  "mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2.5 text-base text-ink shadow-sm placeholder:text-muted aria-[invalid=true]:border-red-700";
export const filterLabelClass = "block text-sm font-semibold text-ink";

/** A labelled text search field; its id is `name` (each search on a page has its own parameter). */
export function SearchInput({
  label,
  value,
  placeholder,
  name = "search",
  ...input
}: { label: string; value: string; placeholder: string; name?: string } & Omit<
  ComponentProps<"input">,
  "id" | "type" | "defaultValue" | "value"
>) {
  return (
    <div>
      <label htmlFor={name} className={filterLabelClass}>
        {label}
      </label>
      <input
        {...input}
        id={name}
        name={name}
        type="search"
        defaultValue={value}
        placeholder={placeholder}
        maxLength={100}
        className={filterControlClass}
      />
    </div>
  );
}

/** A labelled drop-down; the empty first choice (`allLabel`, e.g. "All regions") means "all". */
export function FilterSelect({
  name,
  label,
  value,
  options,
  allLabel,
  labels,
  id = name,
}: {
  name: string;
  label: string;
  value: string;
  options: readonly string[];
  allLabel: string;
  /** What each option shows, when it is not the value itself (a translated page). */
  labels?: Readonly<Record<string, string>>;
  id?: string;
}) {
  return (
    <div>
      <label htmlFor={id} className={filterLabelClass}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={value} className={filterControlClass}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {labels?.[option] ?? option}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Search (`searchLabel`, in the page's language), and the link that clears every filter when one is set. */
export function FilterActions({
  clearHref,
  clearLabel,
  showClear,
  searchLabel = "Search",
}: {
  clearHref: string;
  clearLabel: string;
  showClear: boolean;
  searchLabel?: string;
}) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <Button type="submit">
        <Search aria-hidden className="size-4" /> {searchLabel}
      </Button>
      {showClear && <ClearFiltersLink href={clearHref} label={clearLabel} />}
    </div>
  );
}

export function ClearFiltersLink({ href, label }: { href: string; label: string }) {
  return (
    <Link
      to={href}
      className="inline-flex min-h-11 items-center gap-1 rounded-full px-4 text-sm font-semibold text-brand-700 underline hover:bg-brand-50"
    >
      <X aria-hidden className="size-4" /> {label}
    </Link>
  );
}

/** An empty list's message, with the clear link when a filter could be what emptied it. */
export function EmptyResults({
  message,
  clear,
}: {
  message: string;
  clear?: { href: string; label: string };
}): ReactNode {
  return (
    <div className="rounded-2xl border border-dashed border-line bg-surface p-8 text-center">
      <p className="text-lg font-semibold text-ink">{message}</p>
      {clear && (
        <div className="mt-4">
          <ClearFiltersLink href={clear.href} label={clear.label} />
        </div>
      )}
    </div>
  );
}

/** "3 clinics found" (in the page's language), announced when a new search changes it. */
export function ResultCount({ text }: { text: string }) {
  return (
    <p role="status" className="text-sm text-muted">
      {text}
    </p>
  );
}
