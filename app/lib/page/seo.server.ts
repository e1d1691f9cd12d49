import type { MetaDescriptor } from "react-router";
import { env } from "../env.server";
import { languages, languageTags, type Lang } from "../i18n/languages";
import { localPath, pathInEveryLanguage } from "../i18n/paths";
import { pageMeta } from "./seo";

/**
 * The site's own address without a trailing slash (APP_URL). Absolute addresses (canonical links,
 * JSON-LD, sitemap, links in e-mails and PDFs) come from here, never from the request: a Host
 * header is the client's word.
 */
export function siteUrl(): string {
  return env().APP_URL;
}

/** The absolute address of a path on this site: `canonical("/about-us")`. */
export function canonical(path: string): string {
  return `${siteUrl()}${path.startsWith("/") ? path : `/${path}`}`;
}

/**
 * The head links of a page that exists in the four languages (issue 27, ADR 0027): its canonical
 * address in the page's language, and `hreflang` alternates for each language plus x-default (the
 * English). Only for pages translated in full: an untranslated page's English is its canonical.
 */
export function languageLinks(path: string, lang: Lang): MetaDescriptor[] {
  const every = pathInEveryLanguage(path);
  return [
    { tagName: "link", rel: "canonical", href: canonical(every[lang]) },
    ...languages.map((code) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: languageTags[code],
      href: canonical(every[code]),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: canonical(every.en) },
  ];
}

/**
 * The head tags of a page translated in full (issue 27): title and description in its language,
 * its canonical (and og:url) in that language, and the hreflang alternates of languageLinks.
 */
export function translatedPageMeta(page: { title: string; description: string; path: string; lang: Lang }) {
  return [
    ...pageMeta({
      title: page.title,
      description: page.description,
      canonical: canonical(localPath(page.lang, page.path)),
    }),
    ...languageLinks(page.path, page.lang).filter((link) => !("rel" in link && link.rel === "canonical")),
  ];
}
