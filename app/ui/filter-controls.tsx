import { Search } from "lucide-react";
import { Form } from "~/ui/link";
import { Button } from "./button";

// The filter fields themselves (SearchInput, FilterSelect, FilterActions…) are in ./filter-fields:
// the pages with this one-field form (the education hubs) load none of them, and the other way round.
// The label's look, the same as ./filter-fields' filterLabelClass.
const labelClass = "block text-sm font-semibold text-ink";

/**
 * A one-field search form (role="search", named by its label) with its Search button. Hidden
 * fields carry the filters the search should keep.
 */
export function SearchForm({
  id,
  action,
  label,
  name = "search",
  defaultValue = "",
  placeholder,
  keep = {},
  button = "Search",
}: {
  id: string;
  action: string;
  label: string;
  name?: string;
  defaultValue?: string;
  placeholder?: string;
  keep?: Record<string, string | undefined>;
  /** The button's word; a translated page gives its language's (the header's, shell.json). */
  button?: string;
}) {
  return (
    <Form method="get" action={action} role="search" aria-label={label} className="max-w-2xl">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="mt-1 flex gap-2">
        <input
          id={id}
          name={name}
          type="search"
          defaultValue={defaultValue}
          placeholder={placeholder}
          maxLength={200}
          // A new query replaces the old one on each navigation without JavaScript too.
          key={defaultValue}
          className="h-11 min-w-0 flex-1 rounded-full border border-line bg-white px-4 text-ink placeholder:text-muted"
        />
        {Object.entries(keep).map(([key, value]) =>
          value ? <input key={key} type="hidden" name={key} value={value} /> : null,
        )}
        <Button type="submit">
          <Search aria-hidden className="size-4" />
          {button}
        </Button>
      </div>
    </Form>
  );
}
