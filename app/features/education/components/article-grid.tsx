import type { ReactNode } from "react";
import { ButtonLink } from "~/ui/button";
import type { ArticleCard as Card } from "../content.server";
import { listMessages } from "../messages";
import { ArticleCard } from "./article-card";

/** The empty list's words: a translated page's own (the hub's: education.json), else the spec's English. */
type ListWords = { none: string; clearSearch: string };
const english: ListWords = { none: listMessages.noArticles, clearSearch: listMessages.clearSearch };

/** Cards in a responsive grid, or the spec's empty message with Clear Search back to `clearTo`. */
export function ArticleGrid({
  articles,
  clearTo,
  words = english,
}: {
  articles: Card[];
  clearTo?: string;
  words?: ListWords;
}) {
  if (articles.length === 0)
    return (
      <div className="rounded-2xl border border-dashed border-line p-8 text-center">
        <p className="text-muted">{words.none}</p>
        {clearTo && (
          <div className="mt-4">
            <ButtonLink to={clearTo} variant="secondary">
              {words.clearSearch}
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
  words,
  children,
}: {
  id: string;
  heading: string;
  articles: Card[];
  clearTo: string;
  words?: ListWords;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold text-brand-900">
        {heading}
      </h2>
      {children}
      <div className="mt-5">
        <ArticleGrid articles={articles} clearTo={clearTo} words={words} />
      </div>
    </section>
  );
}
