import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { markdownToText, renderMarkdown, splitFrontMatter } from "~/lib/page/markdown.server";
import { formatSgDate } from "~/lib/text/singapore-date";
import { articleFrontMatter, type ArticleFrontMatter } from "./articles/article.schema";
import { categoryName } from "./hubs/categories";
import { readTimeMinutes } from "./articles/references";
import { fillFacts } from "./articles/fact-placeholders";

export type Article = ArticleFrontMatter & { markdown: string; text: string; readTime: number };
/**
 * What lists and cards need: no body. The category's name and the date's label come worked out,
 * so the browser needs neither the category list nor the date formatter.
 */
export type ArticleCard = { categoryName: string; publishedLabel: string } & Pick<
  Article,
  | "slug"
  | "title"
  | "excerpt"
  | "category"
  | "audience"
  | "difficulty"
  | "publishedDate"
  | "readTime"
  | "tags"
  | "featured"
>;

const articlesDir = () => path.resolve(process.cwd(), "content/articles");

/** Reads and validates every article once; a bad file stops start-up with its name and problem. */
export function loadArticles(dir = articlesDir()): Article[] {
  const list = readdirSync(dir)
    .filter((f) => f.endsWith(".md"))
    .map((file) => {
      const source = readFileSync(path.join(dir, file), "utf8");
      const { data, body } = splitFrontMatter(fillFacts(source, `content/articles/${file}`));
      const parsed = articleFrontMatter.safeParse(data);
      if (!parsed.success) {
        throw new Error(
          `content/articles/${file}: ${parsed.error.issues.map((i) => `${i.path.join(".")} ${i.message}`).join("; ")}`,
        );
      }
      if (`${parsed.data.slug}.md` !== file) throw new Error(`content/articles/${file}: slug must match the file name`);
      const text = markdownToText(body);
      return {
        ...parsed.data,
        markdown: body,
        text,
        readTime: readTimeMinutes(text.split(" ").length),
      };
    });
  return list.sort((a, b) => b.publishedDate.localeCompare(a.publishedDate) || a.slug.localeCompare(b.slug));
}

const rendered = new WeakMap<Article, string>();
/**
 * An article's sanitised HTML, rendered on its first view: start-up only reads and checks the files
 * (rendering all of them there was a seventh of the first start's time).
 */
export function articleHtml(article: Article): string {
  let html = rendered.get(article);
  if (html === undefined) {
    html = renderMarkdown(article.markdown);
    rendered.set(article, html);
  }
  return html;
}

let cache: Article[] | undefined;
export function articles(): Article[] {
  cache ??= loadArticles();
  return cache;
}

export function toCard(a: Article): ArticleCard {
  return {
    slug: a.slug,
    title: a.title,
    excerpt: a.excerpt,
    category: a.category,
    audience: a.audience,
    difficulty: a.difficulty,
    publishedDate: a.publishedDate,
    readTime: a.readTime,
    tags: a.tags,
    featured: a.featured,
    categoryName: categoryName(a.category),
    publishedLabel: formatSgDate(a.publishedDate),
  };
}

export function articleBySlug(slug: string): Article | undefined {
  return articles().find((a) => a.slug === slug);
}

/** Three related articles: same category first, then most shared tags, then the same audience. */
export function relatedArticles(article: Article, count = 3, all: Article[] = articles()): ArticleCard[] {
  const score = (other: Article) =>
    (other.category === article.category ? 100 : 0) +
    other.tags.filter((t) => article.tags.includes(t)).length * 10 +
    (other.audience === article.audience || other.audience === "both" ? 1 : 0);
  return all
    .filter((a) => a.slug !== article.slug)
    .map((a) => ({ a, s: score(a) }))
    .filter(({ s }) => s > 0)
    .sort((x, y) => y.s - x.s || y.a.publishedDate.localeCompare(x.a.publishedDate))
    .slice(0, count)
    .map(({ a }) => toCard(a));
}

export type ArticleQuery = {
  audience?: "patients" | "clinicians";
  category?: string;
  subcategory?: string;
  tag?: string;
  q?: string;
};

/**
 * The education hub's filter (spec content §5): free text matched, case-insensitively, across
 * title, excerpt, tags, audience, category and subcategory; audience and tag narrow the list.
 */
export function findArticles(query: ArticleQuery, all: Article[] = articles()): ArticleCard[] {
  const q = query.q?.trim().toLowerCase();
  return all
    .filter((a) => !query.audience || a.audience === query.audience || a.audience === "both")
    .filter((a) => !query.category || a.category === query.category)
    .filter((a) => !query.subcategory || a.subcategory === query.subcategory)
    .filter((a) => !query.tag || a.tags.includes(query.tag.toLowerCase()))
    .filter(
      (a) =>
        !q ||
        [a.title, a.excerpt, a.tags.join(" "), a.audience, a.category, a.subcategory ?? "", a.text]
          .join(" ")
          .toLowerCase()
          .includes(q),
    )
    .map(toCard);
}
