import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { Container } from "~/ui/container";

const sections = [
  { to: "/admin/dashboard", label: "Overview", end: true },
  { to: "/admin/partners", label: "Partners", end: false },
  { to: "/admin/enquiries", label: "Enquiries", end: false },
];

/** The frame of the console's pages: their title and the console's sections as links. */
export function ConsoleFrame({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <Container className="py-10">
      <nav aria-label="Console sections" className="mb-6 border-b border-line">
        <ul className="flex flex-wrap gap-1">
          {sections.map((s) => (
            <li key={s.to}>
              <NavLink
                to={s.to}
                end={s.end}
                className={({ isActive }) =>
                  `inline-block rounded-t-lg px-4 py-2 font-semibold ${isActive ? "border-b-2 border-brand-700 text-brand-900" : "text-brand-700 hover:bg-brand-50"}`
                }
              >
                {s.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <h1 className="text-3xl font-bold text-brand-900">{title}</h1>
      {intro ? <p className="mt-2 max-w-3xl text-ink">{intro}</p> : null}
      <div className="mt-8">{children}</div>
    </Container>
  );
}
