import type { Reference } from "./article.schema";

/** Vancouver-style citation text; the DOI link is preferred over the URL (spec content §3). */
export function formatReference(ref: Reference): { text: string; href: string | null; linkLabel: string | null } {
  const authors = ref.authors.length > 3 ? `${ref.authors.slice(0, 3).join(", ")}, et al` : ref.authors.join(", ");
  const source = [
    ref.journal,
    ref.journal
      ? `${ref.year}${ref.volume ? `;${ref.volume}` : ""}${ref.pages ? `:${ref.pages}` : ""}`
      : String(ref.year),
  ]
    .filter(Boolean)
    .join(". ");
  const text = `${authors}. ${ref.title.replace(/\.$/, "")}. ${source}.`;
  if (ref.doi) return { text, href: `https://doi.org/${ref.doi}`, linkLabel: `doi:${ref.doi}` };
  if (ref.url) return { text, href: ref.url, linkLabel: new URL(ref.url).hostname.replace(/^www\./, "") };
  return { text, href: null, linkLabel: null };
}

/** About 200 words a minute, at least one minute. */
export function readTimeMinutes(words: number): number {
  return Math.max(1, Math.round(words / 200));
}
