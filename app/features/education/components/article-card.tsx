import { Clock } from "lucide-react";
import { Link } from "~/ui/link";
import type { ArticleCard as Card } from "../content.server";

/**
 * One article in a grid or list, under the page's h2 sections. On a translated page (issue 27) the
 * card comes with its reading time in the page's language (`readLabel`), and an article shown in
 * English is marked `lang="en"` (`textLang`).
 */
export function ArticleCard({ article }: { article: Card & { readLabel?: string; textLang?: string } }) {
  return (
    <article className="flex h-full flex-col rounded-2xl border border-line bg-white p-5 shadow-sm">
      <p className="text-xs font-semibold uppercase tracking-wide text-accent-700">{article.categoryName}</p>
      <h3 className="mt-2 text-lg font-bold text-brand-900" lang={article.textLang}>
        <Link to={`/education/article/${article.slug}`} className="hover:underline">
          {article.title}
        </Link>
      </h3>
      <p className="mt-2 flex-1 text-sm text-muted" lang={article.textLang}>
        {article.excerpt}
      </p>
      <p className="mt-4 flex items-center gap-3 text-xs text-muted">
        <span className="inline-flex items-center gap-1">
          <Clock aria-hidden className="size-3.5" /> {article.readLabel ?? <>{article.readTime} min read</>}
        </span>
        <time dateTime={article.publishedDate}>{article.publishedLabel}</time>
      </p>
    </article>
  );
}
