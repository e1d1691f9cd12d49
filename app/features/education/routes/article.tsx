import { ArrowLeft, Clock } from "lucide-react";
import { isRouteErrorResponse, useRouteError } from "react-router";
import { Link } from "~/ui/link";
import type { Route } from "./+types/article";
import { ButtonLink } from "~/ui/button";
import { Container } from "~/ui/container";
import { Breadcrumb } from "~/ui/page-header";
import { articlePage } from "../articles/article.server";
import { ArticleActions } from "../components/article-actions";
import { ArticleCard } from "../components/article-card";
import { pageMeta } from "~/lib/page/seo";
import { noReactWith } from "~/lib/http/page-scripts";
import { defaultLang, isLang, languageTags } from "~/lib/i18n/languages";
import { dateIn } from "~/lib/i18n/dates";
import { createT, type Messages, type T } from "~/lib/i18n/translate";

// Content: works without JavaScript, ships no React (ADR 0024).
export const handle = noReactWith("article-actions");

export function loader({ params }: Route.LoaderArgs) {
  // `lang` is the optional language prefix of every route (issue 27): undefined for English.
  return articlePage(params.slug, (params as { lang?: string }).lang);
}

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return [{ title: "Article Not Found · RID-CRC" }];
  const { article, canonical, review } = data;
  const description = article.seo?.metaDescription ?? article.excerpt;
  return pageMeta({
    title: article.title,
    documentTitle: article.seo?.metaTitle ?? `${article.title} | RID-CRC`,
    description,
    canonical,
    ogType: "article",
    jsonLd: {
      "@type": "MedicalWebPage",
      headline: article.title,
      description,
      datePublished: article.publishedDate,
      dateModified: article.lastUpdated,
      lastReviewed: review.on,
      audience:
        article.audience === "clinicians"
          ? { "@type": "MedicalAudience", audienceType: "Clinician" }
          : { "@type": "PeopleAudience", audienceType: "Patient" },
      author: { "@type": "Organization", name: article.author.affiliation },
      publisher: { "@type": "Organization", name: "RID-CRC" },
      mainEntityOfPage: canonical,
    },
  });
};

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, review, categoryName, categoryPage, references, related, contentLang, lang } = loaderData;
  // The page's own words in its language came with the loader's data (issue 27); dates by Intl.
  const t = createT(lang, loaderData.messages);
  const date = (iso: string) => dateIn(lang, iso);
  return (
    <Container className="py-8 sm:py-12">
      <Breadcrumb
        className="no-print"
        crumbs={[
          { label: t("breadcrumb.education"), to: "/education" },
          { label: categoryName, to: categoryPage },
          { label: article.title },
        ]}
      />

      <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-10 lg:grid-cols-[minmax(0,1fr)_18rem]">
        {/* The words' language, so a screen reader reads them right: English inside a 中文 page says so. */}
        <article aria-labelledby="article-title" lang={languageTags[contentLang]}>
          <Link
            to={categoryPage}
            className="no-print inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
          >
            <ArrowLeft aria-hidden className="size-4" /> {t("back", { category: categoryName })}
          </Link>
          <h1 id="article-title" className="mt-4 break-words text-3xl font-extrabold text-brand-900 sm:text-4xl">
            {article.title}
          </h1>
          <p className="mt-3 text-lg text-muted">{article.excerpt}</p>
          <LanguageNote {...loaderData} t={t} />
          <dl className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm text-muted">
            <div className="flex items-center gap-1">
              <dt className="sr-only">{t("details.readTimeLabel")}</dt>
              <Clock aria-hidden className="size-4" />
              <dd>{t("details.readTime", { count: article.readTime })}</dd>
            </div>
            <div className="flex gap-1">
              <dt>{t("details.published")}</dt>
              <dd>
                <time dateTime={article.publishedDate}>{date(article.publishedDate)}</time>
              </dd>
            </div>
            <div className="flex gap-1">
              <dt>{t("details.reviewedBy")}</dt>
              <dd data-testid="article-review">
                {t("details.reviewedOn", { name: review.by, date: date(review.on) })}
              </dd>
            </div>
            <div className="flex gap-1">
              <dt>{t("details.level")}</dt>
              <dd>{t(`levels.${article.difficulty}`)}</dd>
            </div>
            <div className="flex gap-1">
              <dt>{t("details.by")}</dt>
              <dd>
                {article.author.name}, {article.author.credentials}
              </dd>
            </div>
          </dl>
          <div className="mt-6">
            <ArticleActions
              slug={article.slug}
              title={article.title}
              excerpt={article.excerpt}
              externalUrl={article.externalUrl}
              t={t}
            />
          </div>
          {article.image && (
            <figure className="mt-8">
              <img
                src={article.image.url}
                alt={article.image.alt}
                width={1200}
                height={630}
                className="h-auto w-full rounded-2xl"
              />
              {article.image.caption && (
                <figcaption className="mt-2 text-sm text-muted">{article.image.caption}</figcaption>
              )}
            </figure>
          )}
          <div
            className="prose-article mt-8"
            // Rendered from Markdown on the server and sanitised (app/lib/page/markdown.server.ts).
            dangerouslySetInnerHTML={{ __html: article.html }}
          />
          <p className="mt-10 rounded-xl border-l-4 border-amber-600 bg-amber-50 p-4 text-sm text-amber-950">
            {t("disclaimer")}
          </p>

          <section aria-labelledby="references" className="mt-10">
            <h2 id="references" className="text-xl font-bold text-brand-900">
              {t("references")}
            </h2>
            <ol className="mt-4 list-decimal space-y-2 pl-5 text-sm text-ink">
              {references.map((ref, i) => (
                <li key={i}>
                  {ref.text}{" "}
                  {ref.href && (
                    <a
                      href={ref.href}
                      className="break-all font-semibold text-brand-700 underline"
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {ref.linkLabel}
                    </a>
                  )}
                </li>
              ))}
            </ol>
          </section>

          {article.tags.length > 0 && (
            <section aria-labelledby="tags" className="no-print mt-8">
              <h2 id="tags" className="text-sm font-semibold text-muted">
                {t("topics")}
              </h2>
              <ul className="mt-2 flex flex-wrap gap-2">
                {article.tags.map((tag) => (
                  <li key={tag}>
                    <Link
                      to={`/education?tag=${encodeURIComponent(tag)}`}
                      className="inline-block rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800 hover:underline"
                    >
                      {tag}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </article>

        <aside className="no-print space-y-8" aria-label={t("aside")}>
          <section aria-labelledby="about-author" className="rounded-2xl bg-surface p-5">
            <h2 id="about-author" className="font-bold text-brand-900">
              {t("author")}
            </h2>
            <p className="mt-2 text-sm font-semibold text-ink">{article.author.name}</p>
            <p className="text-sm text-muted">
              {article.author.credentials}, {article.author.affiliation}
            </p>
          </section>
          <section aria-labelledby="related">
            <h2 id="related" className="font-bold text-brand-900">
              {t("related.heading")}
            </h2>
            {related.length === 0 ? (
              <p className="mt-2 text-sm text-muted">{t("related.none")}</p>
            ) : (
              <ul className="mt-3 space-y-3">
                {related.map((r) => (
                  <li key={r.slug}>
                    <ArticleCard article={r} />
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="quick-links">
            <h2 id="quick-links" className="font-bold text-brand-900">
              {t("quickLinks.heading")}
            </h2>
            <ul className="mt-2 space-y-1 text-sm">
              {[
                ["/get-screened", t("quickLinks.getScreened")],
                ["/find-a-gp", t("quickLinks.findGp")],
                ["/find-a-specialist", t("quickLinks.findSpecialist")],
                ["/join-the-movement", t("quickLinks.join")],
              ].map(([to, label]) => (
                <li key={to}>
                  <Link to={to!} className="font-semibold text-brand-700 underline">
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        </aside>
      </div>
    </Container>
  );
}

/** Whether the words are a translation, and how far to trust it, in the page's language (issue 27). */
function LanguageNote({ lang, englishOnly, translation, article, t }: Route.ComponentProps["loaderData"] & { t: T }) {
  if (!englishOnly && !translation) return null;
  return (
    <div lang={languageTags[lang]} data-testid="article-language" className="mt-4 space-y-2 text-sm">
      {englishOnly && <p className="rounded-xl bg-brand-50 p-3 text-brand-900">{t("language.englishOnly")}</p>}
      {translation && (
        <p className="text-muted">
          {translation.reviewedBy && translation.reviewedOn
            ? t("language.reviewed", {
                name: translation.reviewedBy,
                date: dateIn(lang, translation.reviewedOn, "long"),
              })
            : t("language.reviewPending")}
        </p>
      )}
      {translation?.outOfDate && (
        <p className="rounded-xl border-l-4 border-amber-600 bg-amber-50 p-3 text-amber-950">
          {t("language.outOfDate")}{" "}
          <Link to={`/education/article/${article.slug}`} hrefLang="en" className="font-semibold underline">
            {t("language.readEnglish")}
          </Link>
        </p>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  // The loader's 404 carries its words in the address's language (article.server.ts).
  const found = error.data as { lang?: string; messages?: Messages } | undefined;
  const t = createT(isLang(found?.lang) ? found.lang : defaultLang, found?.messages);
  return (
    <Container className="py-16 text-center">
      <title>{`${t("notFound.title")} · RID-CRC`}</title>
      <h1 className="text-3xl font-bold text-brand-900">{t("notFound.title")}</h1>
      <p className="mt-3 text-muted">{t("notFound.text")}</p>
      <ButtonLink to="/education" className="mt-8">
        {t("notFound.back")}
      </ButtonLink>
    </Container>
  );
}
