import { Search, X } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "~/ui/button";
import { messages } from "../messages";

// The look of ~/ui/field's inputs. Those fields need Conform's form state, which a GET filter form
// (no validation in the browser) does not; plain controls keep the page's client code tiny.
const control =
  "mt-1 block w-full rounded-lg border border-line bg-white px-3 py-2.5 text-base text-ink shadow-sm placeholder:text-muted aria-[invalid=true]:border-red-700";
const labelClass = "block text-sm font-semibold text-ink";

/** A text search field; `name` is also its id (each search on a page has its own parameter). */
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
      <label htmlFor={name} className={labelClass}>
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
        className={control}
      />
    </div>
  );
}

export function SelectInput({
  name,
  label,
  value,
  options,
  placeholder,
}: {
  name: string;
  label: string;
  value: string;
  options: readonly string[];
  placeholder: string;
}) {
  return (
    <div>
      <label htmlFor={name} className={labelClass}>
        {label}
      </label>
      <select id={name} name={name} defaultValue={value} className={control}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The nearest-first input; its message sits at the field and is announced (aria-describedby). */
export function PostalCodeInput({ value, error }: { value: string; error?: string }) {
  return (
    <div>
      <label htmlFor="postalCode" className={labelClass}>
        Your postal code
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
        className={control}
      />
      <p id="postalCode-hint" className="mt-1 text-sm text-muted">
        Six digits, to list the nearest first.
      </p>
      {error && (
        <p id="postalCode-error" role="alert" className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export function FilterActions({ clearHref, showClear }: { clearHref: string; showClear: boolean }) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <Button type="submit">
        <Search aria-hidden className="size-4" /> Search
      </Button>
      {showClear && <ClearFiltersLink href={clearHref} />}
    </div>
  );
}

export function ClearFiltersLink({ href }: { href: string }) {
  return (
    <Link
      to={href}
      className="inline-flex min-h-11 items-center gap-1 rounded-full px-4 text-sm font-semibold text-brand-700 underline hover:bg-brand-50"
    >
      <X aria-hidden className="size-4" /> {messages.clearFilters}
    </Link>
  );
}

/** The §8 empty state, with Clear Filters when a filter could be what emptied the list. */
export function EmptyResults({ message, clearHref }: { message: string; clearHref?: string }): ReactNode {
  return (
    <div className="rounded-2xl border border-dashed border-line bg-surface p-8 text-center">
      <p className="text-lg font-semibold text-ink">{message}</p>
      {clearHref && (
        <div className="mt-4">
          <ClearFiltersLink href={clearHref} />
        </div>
      )}
    </div>
  );
}

export function ResultCount({ total, noun }: { total: number; noun: [string, string] }) {
  return (
    <p role="status" className="text-sm text-muted">
      {`${total} ${total === 1 ? noun[0] : noun[1]} found`}
    </p>
  );
}

/**
 * Says what the "Sample data" badge means. Not ~/ui/field's Notice: importing that module brings
 * Conform (about 3 KB gzip) into this page's first load, over the 120 KB budget.
 */
export function SampleDataNote({ noun }: { noun: string }) {
  return (
    <p className="mt-3 rounded-lg border-l-4 border-brand-600 bg-brand-50 px-4 py-3 text-sm text-brand-900">
      Entries marked “{messages.sampleData}” are examples to show how the directory works, not real {noun}.
    </p>
  );
}
