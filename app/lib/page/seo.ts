import type { MetaDescriptor } from "react-router";

/** The site's name, after every page title. */
const SITE_NAME = "RID-CRC";

/** A schema.org object as JSON-LD; `@context` is added here. */
type JsonLd = Record<string, unknown>;

/** One `<script type="application/ld+json">` tag for a schema.org object. */
export function jsonLd(data: JsonLd): MetaDescriptor {
  return { "script:ld+json": { "@context": "https://schema.org", ...data } };
}

/**
 * The head tags of a public page: "<title> · RID-CRC", description, and with a canonical address
 * the canonical link and the Open Graph tags. The canonical address comes from the loader
 * (`canonical(path)` of ./seo.server reads APP_URL, which is server-only), so a page's loader
 * returns it and its meta passes it here.
 *
 * - `documentTitle`: the whole <title> when a page sets its own (an article's SEO title).
 * - `ogType`: og:type, e.g. "article".
 * - `jsonLd`: schema.org data for the page.
 */
export function pageMeta({
  title,
  description,
  canonical,
  documentTitle,
  ogType,
  jsonLd: data,
}: {
  title: string;
  description: string;
  canonical?: string;
  documentTitle?: string;
  ogType?: string;
  jsonLd?: JsonLd;
}): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [
    { title: documentTitle ?? `${title} · ${SITE_NAME}` },
    { name: "description", content: description },
  ];
  if (canonical) {
    tags.push(
      { tagName: "link", rel: "canonical", href: canonical },
      ...(ogType ? [{ property: "og:type", content: ogType }] : []),
      { property: "og:title", content: title },
      { property: "og:description", content: description },
      { property: "og:url", content: canonical },
    );
  }
  if (data) tags.push(jsonLd(data));
  return tags;
}
