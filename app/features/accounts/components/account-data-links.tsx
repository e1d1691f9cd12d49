import type { ReactNode } from "react";
import { Link } from "~/ui/link";

const linkClass = "font-semibold text-brand-700 underline";

const english = { data: "Your data", consents: "Your consents", remove: "Delete my account" };

/**
 * The person's own data (issue 29): the same three links from every role's account pages (the
 * profile pages' Security section, the corporate dashboard). `before` puts the page's own links first.
 */
export function AccountDataLinks({
  before,
  label,
  words = english,
}: {
  before?: ReactNode;
  label?: string;
  /** The three links' words in the page's language (the profile pages'); English elsewhere. */
  words?: typeof english;
}) {
  return (
    <nav aria-label={label} className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
      {before}
      <Link to="/account/data" className={linkClass}>
        {words.data}
      </Link>
      <Link to="/account/consents" className={linkClass}>
        {words.consents}
      </Link>
      <Link to="/account/delete" className={linkClass}>
        {words.remove}
      </Link>
    </nav>
  );
}

/** A link in the same style, for the links a page puts before them. */
export function AccountLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={linkClass}>
      {children}
    </Link>
  );
}
