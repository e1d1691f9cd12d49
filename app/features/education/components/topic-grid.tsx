import { ArrowRight } from "lucide-react";
import { Link } from "~/ui/link";

/**
 * Category cards linking to their topic pages (hubs' "Browse by Topic" / "Clinical Resources").
 * `lang`: the cards' language when it is not the page's (the clinicians' topics, English on a
 * translated hub).
 */
export function TopicGrid({
  topics,
  lang,
}: {
  topics: { id: string; name: string; description: string; page: string }[];
  lang?: string;
}) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" lang={lang}>
      {topics.map((t) => (
        <li key={t.id} className="flex flex-col rounded-2xl border border-line bg-white p-5 shadow-sm">
          <h3 className="text-lg font-bold text-brand-900">
            <Link to={t.page} className="hover:underline">
              {t.name}
            </Link>
          </h3>
          <p className="mt-2 flex-1 text-sm text-muted">{t.description}</p>
          <ArrowRight aria-hidden className="mt-3 size-4 text-brand-700" />
        </li>
      ))}
    </ul>
  );
}
