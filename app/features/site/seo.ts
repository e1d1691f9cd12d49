import type { MetaDescriptor } from "react-router";

/**
 * The head tags of a public page. The canonical address comes from the loader (env().APP_URL is
 * server-only), so every public page's loader returns `canonical` and its meta passes it here.
 */
export function pageMeta({
  title,
  description,
  canonical,
  jsonLd,
}: {
  title: string;
  description: string;
  canonical?: string;
  jsonLd?: Record<string, unknown>;
}): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [{ title: `${title} · RID-CRC` }, { name: "description", content: description }];
  if (canonical) {
    tags.push(
      { tagName: "link", rel: "canonical", href: canonical },
      { property: "og:title", content: title },
      { property: "og:description", content: description },
      { property: "og:url", content: canonical },
    );
  }
  if (jsonLd) tags.push({ "script:ld+json": { "@context": "https://schema.org", ...jsonLd } });
  return tags;
}
