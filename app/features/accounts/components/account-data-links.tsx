import type { ReactNode } from "react";
import { Link } from "~/ui/link";

const linkClass = "font-semibold text-brand-700 underline";

/**
 * The person's own data (issue 29): the same three links from every role's account pages (the
 * profile pages' Security section, the corporate dashboard). `before` puts the page's own links first.
 */
export function AccountDataLinks({ before, label }: { before?: ReactNode; label?: string }) {
  return (
    <nav aria-label={label} className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
      {before}
      <Link to="/account/data" className={linkClass}>
        Your data
      </Link>
      <Link to="/account/consents" className={linkClass}>
        Your consents
      </Link>
      <Link to="/account/delete" className={linkClass}>
        Delete my account
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
