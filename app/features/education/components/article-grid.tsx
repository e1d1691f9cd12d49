import type { ArticleCard as Card } from "../content.server";
import { messages } from "../messages";
import { ArticleCard } from "./article-card";

/** Cards in a responsive grid, or the spec's empty message (with an optional way out). */
export function ArticleGrid({
  articles,
  headingLevel = 3,
  emptyAction,
}: {
  articles: Card[];
  headingLevel?: 2 | 3;
  emptyAction?: React.ReactNode;
}) {
  if (articles.length === 0)
    return (
      <div className="rounded-2xl border border-dashed border-line p-8 text-center">
        <p className="text-muted">{messages.noArticles}</p>
        {emptyAction && <div className="mt-4">{emptyAction}</div>}
      </div>
    );
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {articles.map((a) => (
        <li key={a.slug}>
          <ArticleCard article={a} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
