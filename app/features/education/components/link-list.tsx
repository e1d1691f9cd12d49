import { Link } from "~/ui/link";

/** A titled list of plain links: related pages, next steps, quick links. */
export function LinkList({ id, title, links }: { id: string; title: string; links: { label: string; to: string }[] }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-bold text-brand-900">
        {title}
      </h2>
      <ul className="mt-3 space-y-2">
        {links.map((l) => (
          <li key={l.to}>
            <Link to={l.to} className="font-semibold text-brand-700 underline">
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
