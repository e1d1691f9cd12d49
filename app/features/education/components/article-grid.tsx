import type { ReactNode } from "react";
import { ButtonLink } from "~/ui/button";
import type { ArticleCard as Card } from "../content.server";
import { listMessages } from "../messages";
import { ArticleCard } from "./article-card";

/** Cards in a responsive grid, or the spec's empty message with Clear Search back to `clearTo`. */
export function ArticleGrid({ articles, clearTo }: { articles: Card[]; clearTo?: string }) {
  if (articles.length === 0)
    return (
      <div className="rounded-2xl border border-dashed border-line p-8 text-center">
        <p className="text-muted">{listMessages.noArticles}</p>
        {clearTo && (
          <div className="mt-4">
            <ButtonLink to={clearTo} variant="secondary">
              {listMessages.clearSearch}
            </ButtonLink>
          </div>
        )}
      </div>
    );
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {articles.map((a) => (
        <li key={a.slug}>
          <ArticleCard article={a} />
        </li>
      ))}
    </ul>
  );
}

/** A titled section of search results: the heading, anything said about them, then the grid. */
export function ArticleResults({
  id,
  heading,
  articles,
  clearTo,
  children,
}: {
  id: string;
  heading: string;
  articles: Card[];
  clearTo: string;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold text-brand-900">
        {heading}
      </h2>
      {children}
      <div className="mt-5">
        <ArticleGrid articles={articles} clearTo={clearTo} />
      </div>
    </section>
  );
}
