import { Link, useLocation } from "react-router";

/** The pages inside one console tab (Content: stories, appointment requests, articles). */
export function SubNav({ label, items }: { label: string; items: readonly { to: string; label: string }[] }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label={label} className="mb-6">
      <ul className="flex flex-wrap gap-2">
        {items.map((item) => {
          const active = pathname === item.to;
          return (
            <li key={item.to}>
              <Link
                to={item.to}
                aria-current={active ? "page" : undefined}
                className={`inline-block rounded-full border px-4 py-1.5 text-sm font-semibold ${active ? "border-brand-700 bg-brand-700 text-white" : "border-line bg-white text-brand-700 hover:bg-brand-50"}`}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export const contentPages = [
  { to: "/admin/content", label: "Stories" },
  { to: "/admin/content/appointments", label: "Appointment requests" },
  { to: "/admin/content/articles", label: "Articles and figures" },
  { to: "/admin/content/translations", label: "Translations" },
  { to: "/admin/content/advisors", label: "Advisors" },
  { to: "/admin/content/questions", label: "Unanswered questions" },
  { to: "/admin/content/newsletter", label: "Newsletter" },
] as const;

export const partnerPages = [
  { to: "/admin/partners", label: "Applications" },
  { to: "/admin/partners/pledges", label: "Pledges" },
] as const;
