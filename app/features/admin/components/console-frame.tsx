import type { ReactNode } from "react";
import { Form, Link, useLocation, useMatches, useRouteLoaderData } from "react-router";
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

/** The id of the console's layout route (app/routes.ts): its data is the signed-in admin. */
export const CONSOLE_ROUTE_ID = "console";

/** The admin looking at the console, from the layout route's guard. */
export function useConsoleViewer(): ConsoleViewer {
  const viewer = useRouteLoaderData(CONSOLE_ROUTE_ID) as ConsoleViewer | undefined;
  if (!viewer) throw new Error("useConsoleViewer() outside the console layout");
  return viewer;
}

/** A console page whose title is the dashboard heading itself (Overview) says so in its `handle`. */
export type ConsoleHandle = { headingIsTitle?: boolean };

/**
 * The console's own chrome, instead of the public site's header, footer and chat launcher: the §2.3
 * header ("Administrator Dashboard", "Welcome" and the e-mail), a way back to the public site, to
 * the admin's own details and out, the tabs as plain links, then the page. It wraps at phone widths; tabs and tables scroll.
 */
export function ConsoleFrame({ viewer, children }: { viewer: ConsoleViewer; children: ReactNode }) {
  const { pathname } = useLocation();
  const headingIsTitle = useMatches().some((m) => (m.handle as ConsoleHandle | undefined)?.headingIsTitle);
  const Heading = headingIsTitle ? "h1" : "p";
  return (
    <>
      <header className="no-print border-b border-line bg-white">
        <Container className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2 text-sm">
          <Link to="/" className="font-semibold text-brand-700 underline">
            Back to the RID-CRC site
          </Link>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <Link to="/admin/profile" className="font-semibold text-brand-700 underline">
              Your details
            </Link>
            <Form method="post" action="/logout">
              <button type="submit" className="font-semibold text-brand-700 underline">
                Sign Out
              </button>
            </Form>
          </div>
        </Container>
        <Container className="pt-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <Heading
              className={headingIsTitle ? "text-3xl font-bold text-brand-900" : "text-lg font-bold text-brand-900"}
            >
              {viewer.heading}
            </Heading>
            <p className="text-sm break-all text-muted">
              Welcome <strong className="text-ink">{viewer.email}</strong>
            </p>
          </div>
          <nav aria-label="Console sections" className="relative mt-4 overflow-x-auto">
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
        </Container>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Container className="py-6">{children}</Container>
      </main>
    </>
  );
}

/** A console page's own title, introduction and actions above its content (Overview has none). */
export function ConsolePage({
  title,
  intro,
  actions,
  children,
}: {
  /** The page's h1; null on Overview, whose h1 is the dashboard heading. */
  title: string | null;
  intro?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <>
      {title !== null ? (
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="min-w-0">
            <h1 className="text-3xl font-bold break-words text-brand-900">{title}</h1>
            {intro ? <p className="mt-2 max-w-3xl text-ink">{intro}</p> : null}
          </div>
          {actions}
        </div>
      ) : null}
      <div className={title !== null ? "mt-6" : undefined}>{children}</div>
    </>
  );
}
