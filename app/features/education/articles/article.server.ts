import { data } from "react-router";
import { articleReviewer } from "~/features/advisors/index.server";
import { type Lang, defaultLang, isLang, langPrefix } from "~/lib/i18n/languages";
import { messagesFor } from "~/lib/i18n/messages.server";
import { createT } from "~/lib/i18n/translate";
import { canonical } from "~/lib/page/seo.server";
import { categoryName, categoryPage } from "../hubs/categories";
import { cardsIn, topicIn } from "../hubs/patient-text.server";
import { articleHtml, relatedArticles } from "../content.server";
import { formatReference } from "./references";
import { translationReview } from "./translation-review.server";
import { loadArticle } from "./translations.server";

/** The page's language from the address (`/zh/…`); English when there is no prefix. */
function pageLang(param: string | undefined): Lang | undefined {
  if (param === undefined) return defaultLang;
  return isLang(param) ? param : undefined;
}

/**
 * A site address in the page's language: the links inside an article body are typed as English
 * addresses (`/find-a-gp`) and every page exists in every language (issue 27).
 */
const localiseLinks = (html: string, lang: Lang) =>
  lang === defaultLang ? html : html.replace(/href="\/(?!\/)/g, `href="${langPrefix(lang)}/`);

/**
 * Everything the article page shows, in the page's language (issue 27): the translation when there
 * is one, else the English marked englishOnly. An unknown slug or language is a 404 with the
 * spec's message.
 */
export async function articlePage(slug: string | undefined, langParam?: string) {
  const lang = pageLang(langParam);
  const loaded = slug && lang ? loadArticle(slug, lang) : undefined;
  // The 404 page's words in the address's language (English for an unknown one).
  const messages = messagesFor(lang ?? defaultLang, "article");
  if (!loaded || !lang)
    throw data({ reason: "article-not-found", lang: lang ?? defaultLang, messages }, { status: 404 });
  const { article } = loaded;
  const { markdown: _markdown, text: _text, ...shown } = article;
  // The reviewer the console named (a published advisor) and their date, else the front matter's.
  const [reviewer, translationReviewed] = await Promise.all([
    articleReviewer(article.slug),
    loaded.file ? translationReview(loaded.file) : null,
  ]);
  // The category's name and the related cards as the patients' hub shows them in the language.
  const topics = createT(lang, messagesFor(lang, "patients"));
  const category = { id: article.category, name: categoryName(article.category), description: "" };
  return {
    article: { ...shown, html: localiseLinks(articleHtml(article), lang) },
    lang,
    messages,
    contentLang: loaded.contentLang,
    englishOnly: loaded.englishOnly,
    translation: loaded.translation && { ...loaded.translation, ...translationReviewed },
    review: reviewer
      ? { by: `${reviewer.name}, ${reviewer.credentials}`, on: reviewer.reviewedOn }
      : { by: article.reviewer, on: article.lastReviewed },
    categoryName: topicIn(topics, lang, category).name,
    categoryPage: categoryPage(article.category),
    references: article.references.map(formatReference),
    related: cardsIn(lang, topics, relatedArticles(article)),
    canonical: canonical(`${langPrefix(lang)}/education/article/${article.slug}`),
  };
}
