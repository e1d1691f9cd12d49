import { data } from "react-router";
import { canonical } from "~/lib/seo.server";
import { categoryName, categoryPage } from "../hubs/categories";
import { articleBySlug, articleHtml, relatedArticles } from "../content.server";
import { formatReference } from "./references";

/** Everything the article page shows; an unknown slug is a 404 with the spec's message. */
export function articlePage(slug: string | undefined) {
  const article = slug ? articleBySlug(slug) : undefined;
  if (!article) throw data({ reason: "article-not-found" }, { status: 404 });
  const { markdown: _markdown, text: _text, ...shown } = article;
  return {
    article: { ...shown, html: articleHtml(article) },
    categoryName: categoryName(article.category),
    categoryPage: categoryPage(article.category),
    references: article.references.map(formatReference),
    related: relatedArticles(article),
    canonical: canonical(`/education/article/${article.slug}`),
  };
}
