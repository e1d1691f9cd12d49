import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { Container } from "~/ui/container";
import type { ConsoleViewer } from "../console-guard.server";

/** The console's tabs (spec accounts §2.3), each a page of its own; `also` marks its sub-pages. */
const tabs = [
  { to: "/admin/dashboard", label: "Overview", also: ["/super-admin/dashboard"] },
  { to: "/admin/users", label: "Users", also: [] },
  { to: "/admin/partners", label: "Partners", also: ["/admin/enquiries"] },
  { to: "/admin/content", label: "Content", also: [] },
  { to: "/admin/events", label: "Events", also: [] },
  { to: "/admin/system", label: "System", also: [] },
  { to: "/admin/settings", label: "Settings", also: [] },
  { to: "/admin/audit", label: "Audit", also: [] },
] as const;

const within = (path: string, base: string) => path === base || path.startsWith(`${base}/`);

/**
 * The frame of every console page: the §2.3 header ("Administrator Dashboard", "Welcome" and the
 * e-mail), the tabs as plain links, and the page's own title. Overview's title is the header itself.
 */
export function ConsoleFrame({
  viewer,
  title,
  intro,
  actions,
  children,
}: {
  viewer: ConsoleViewer;
  /** The page's h1; null on Overview, whose h1 is the dashboard heading. */
  title: string | null;
  intro?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const { pathname } = useLocation();
  return (
    <Container className="py-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        {title === null ? (
          <h1 className="text-3xl font-bold text-brand-900">{viewer.heading}</h1>
        ) : (
          <p className="text-lg font-bold text-brand-900">{viewer.heading}</p>
        )}
        <p className="text-sm text-muted">
          Welcome <strong className="text-ink">{viewer.email}</strong>
        </p>
      </div>
      <nav aria-label="Console sections" className="mt-4 mb-6 overflow-x-auto border-b border-line">
        <ul className="flex gap-1">
          {tabs.map((tab) => {
            const active = within(pathname, tab.to) || tab.also.some((p) => within(pathname, p));
            return (
              <li key={tab.to}>
                <Link
                  to={tab.to}
                  aria-current={active ? "page" : undefined}
                  className={`inline-block rounded-t-lg px-4 py-2 font-semibold whitespace-nowrap ${active ? "border-b-2 border-brand-700 text-brand-900" : "text-brand-700 hover:bg-brand-50"}`}
                >
                  {tab.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {title !== null ? (
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h1 className="text-3xl font-bold text-brand-900">{title}</h1>
            {intro ? <p className="mt-2 max-w-3xl text-ink">{intro}</p> : null}
          </div>
          {actions}
        </div>
      ) : null}
      <div className="mt-6">{children}</div>
    </Container>
  );
}
