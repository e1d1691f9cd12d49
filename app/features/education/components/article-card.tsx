import { Clock } from "lucide-react";
import { Link } from "react-router";
import { categoryName } from "../categories";
import type { ArticleCard as Card } from "../content.server";
import { formatSgDate } from "~/lib/singapore-date";

/** One article in a grid or list. The heading level follows the page's outline. */
export function ArticleCard({ article, headingLevel = 3 }: { article: Card; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="flex h-full flex-col rounded-2xl border border-line bg-white p-5 shadow-sm">
      <p className="text-xs font-semibold uppercase tracking-wide text-accent-700">{categoryName(article.category)}</p>
      <Heading className="mt-2 text-lg font-bold text-brand-900">
        <Link to={`/education/article/${article.slug}`} className="hover:underline">
          {article.title}
        </Link>
      </Heading>
      <p className="mt-2 flex-1 text-sm text-muted">{article.excerpt}</p>
      <p className="mt-4 flex items-center gap-3 text-xs text-muted">
        <span className="inline-flex items-center gap-1">
          <Clock aria-hidden className="size-3.5" /> {article.readTime} min read
        </span>
        <time dateTime={article.publishedDate}>{formatSgDate(article.publishedDate)}</time>
      </p>
    </article>
  );
}
