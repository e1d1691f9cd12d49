import { articleReviewer } from "~/features/advisors/index.server";
import { canonical } from "~/lib/page/seo.server";
import { type Lang, defaultLang, langPrefix } from "~/lib/i18n/languages";
import { messagesFor } from "~/lib/i18n/messages.server";
import { createT } from "~/lib/i18n/translate";
import { dateIn } from "~/lib/i18n/dates";
import { logger } from "~/lib/logger.server";
import { PdfFontMissing } from "~/lib/pdf/fonts.server";
import { markdownPdf } from "./markdown-pdf.server";
import { formatReference } from "./references";
import { translationReview } from "./translation-review.server";
import { loadArticle } from "./translations.server";

/**
 * A printable PDF of an article in a page's language (issue 27): the translation when there is
 * one, else the English with the language's "English only" note; its chrome (byline, references'
 * heading, disclaimer) from app/locales/<lang>/pdf.json. Undefined for an unknown slug.
 */
export async function articlePdf(slug: string, lang: Lang): Promise<{ pdf: Buffer; contentLang: Lang } | undefined> {
  try {
    return await render(slug, lang);
  } catch (error) {
    if (!(error instanceof PdfFontMissing) || lang === defaultLang) throw error;
    // Without the language's font the words would come out as blanks or boxes: the English instead.
    logger.error({ err: error, slug, lang }, "article PDF: font missing, English PDF served");
    return render(slug, defaultLang);
  }
}

async function render(slug: string, lang: Lang) {
  const loaded = loadArticle(slug, lang);
  if (!loaded) return undefined;
  const { article, translation, englishOnly, contentLang } = loaded;
  const t = createT(lang, messagesFor(lang, "pdf"));
  // The notes about the translation are the article page's own words (one home, article.json).
  const notesT = createT(lang, messagesFor(lang, "article"));
  const date = (iso: string) => dateIn(lang, iso, "long");
  // The reviewer the console named (issue 26), as on the page; else the front matter's.
  const [reviewer, translationReviewed] = await Promise.all([
    articleReviewer(article.slug),
    loaded.file ? translationReview(loaded.file) : null,
  ]);
  const review = reviewer
    ? t("article.reviewedBy", {
        name: reviewer.name,
        credentials: reviewer.credentials,
        date: date(reviewer.reviewedOn),
      })
    : t("article.lastReviewed", { date: date(article.lastReviewed) });
  const state = translation && { ...translation, ...translationReviewed };
  const notes = englishOnly
    ? [notesT("language.englishOnly")]
    : state
      ? [
          state.reviewedBy && state.reviewedOn
            ? notesT("language.reviewed", { name: state.reviewedBy, date: date(state.reviewedOn) })
            : notesT("language.reviewPending"),
          // As on the page: an out-of-date translation says so and where the English is.
          ...(state.outOfDate
            ? [
                notesT("language.outOfDate"),
                notesT("language.englishAt", { url: canonical(`/education/article/${article.slug}`) }),
              ]
            : []),
        ]
      : [];
  const pdf = await markdownPdf({
    brand: t("brand"),
    title: article.title,
    author: article.author.name,
    subject: article.excerpt,
    byline: t("article.byline", {
      author: article.author.name,
      credentials: article.author.credentials,
      published: date(article.publishedDate),
      review,
      minutes: article.readTime,
    }),
    notes,
    markdown: article.markdown,
    references: {
      heading: t("references"),
      items: article.references.map((ref) => {
        const { text, href } = formatReference(ref);
        return `${text}${href ? ` ${href}` : ""}`;
      }),
    },
    footer: [t("disclaimer"), canonical(`${langPrefix(lang)}/education/article/${article.slug}`)],
  });
  return { pdf, contentLang };
}
