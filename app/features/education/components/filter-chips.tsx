import { X } from "lucide-react";
import { Link } from "~/ui/link";

/**
 * Active filters as links; following one drops that filter and keeps the others. `group` names the
 * group and `remove` is read before each chip, in the page's language (education.json `filters`).
 */
export function FilterChips({
  chips,
  clear,
  group,
  remove,
}: {
  chips: { label: string; href: string }[];
  clear?: { label: string; href: string };
  group: string;
  remove: string;
}) {
  if (chips.length === 0 && !clear) return null;
  return (
    <div className="flex flex-wrap items-center gap-2" aria-label={group} role="group">
      {chips.map((chip) => (
        <Link
          key={chip.label}
          to={chip.href}
          className="inline-flex min-h-9 items-center gap-1 rounded-full border border-brand-600 bg-white px-3 text-sm font-medium text-brand-800 hover:bg-brand-50"
        >
          <span className="sr-only">{remove} </span>
          {chip.label}
          <X aria-hidden className="size-4" />
        </Link>
      ))}
      {clear && (
        <Link to={clear.href} className="ml-1 text-sm font-semibold text-brand-700 underline">
          {clear.label}
        </Link>
      )}
    </div>
  );
}
