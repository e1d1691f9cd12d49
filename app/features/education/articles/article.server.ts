import { data } from "react-router";
import { articleReviewer } from "~/features/advisors/index.server";
import { canonical } from "~/lib/seo.server";
import { categoryName, categoryPage } from "../hubs/categories";
import { articleBySlug, articleHtml, relatedArticles } from "../content.server";
import { formatReference } from "./references";

/** Everything the article page shows; an unknown slug is a 404 with the spec's message. */
export async function articlePage(slug: string | undefined) {
  const article = slug ? articleBySlug(slug) : undefined;
  if (!article) throw data({ reason: "article-not-found" }, { status: 404 });
  const { markdown: _markdown, text: _text, ...shown } = article;
  // The reviewer the console named (a published advisor) and their date, else the front matter's.
  const reviewer = await articleReviewer(article.slug);
  return {
    article: { ...shown, html: articleHtml(article) },
    review: reviewer
      ? { by: `${reviewer.name}, ${reviewer.credentials}`, on: reviewer.reviewedOn }
      : { by: article.reviewer, on: article.lastReviewed },
    categoryName: categoryName(article.category),
    categoryPage: categoryPage(article.category),
    references: article.references.map(formatReference),
    related: relatedArticles(article),
    canonical: canonical(`/education/article/${article.slug}`),
  };
}
