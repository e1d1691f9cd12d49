import type { MetaDescriptor } from "react-router";
import { pageMeta } from "~/lib/page/seo";
import { canonical, languageLinks } from "~/lib/page/seo.server";
import type { Lang } from "./languages";
import { localPath } from "./paths";

/**
 * The head tags of a page translated in full (issue 27, ADR 0027 §4): title and description in its
 * language, its canonical in that language with hreflang alternates for the four (languageLinks),
 * and og:url the same address.
 */
export function translatedPageMeta(
  lang: Lang,
  path: string,
  { title, description, jsonLd }: { title: string; description: string; jsonLd?: Record<string, unknown> },
): MetaDescriptor[] {
  return [
    ...pageMeta({ title, description, jsonLd }),
    ...languageLinks(path, lang),
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical(localPath(lang, path)) },
  ];
}
