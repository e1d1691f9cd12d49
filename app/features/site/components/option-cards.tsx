import type { LucideIcon } from "lucide-react";
import { Link } from "~/ui/link";
import { textLinkClass } from "./home/section-heading";

export type Option = { icon: LucideIcon; title: string; text: string; to: string; action: string };

/** A grid of choice cards, each ending in one clearly named link (screening options, pillars, guides). */
export function OptionCards({
  options,
  columns = 3,
  headingLevel = 2,
}: {
  options: Option[];
  columns?: 2 | 3;
  /** 3 when the cards sit under a section's own <h2>. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <ul
      className={`grid gap-5 sm:grid-cols-2 ${columns === 3 ? "lg:grid-cols-3" : ""} *:flex *:flex-col *:rounded-2xl *:border *:border-line *:bg-white *:p-6 *:shadow-sm`}
    >
      {options.map(({ icon: Icon, title, text, to, action }) => (
        <li key={title}>
          <Icon aria-hidden className="size-8 text-brand-700" />
          <Heading className="mt-3 text-xl font-bold text-brand-900">{title}</Heading>
          <p className="mt-2 flex-1 text-muted">{text}</p>
          <Link to={to} className={`${textLinkClass} mt-4 text-brand-700`}>
            {action}
            <span aria-hidden>→</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
