/**
 * The anchor of a heading in an article: "Three to five days before: low-fibre eating" →
 * "three-to-five-days-before-low-fibre-eating". One rule for the rendered page (markdown.server.ts)
 * and for the links that point into it (the chatbot's sources), so they cannot drift apart.
 */
export function headingId(text: string): string {
  return (
    text
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/&/g, " and ")
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "section"
  );
}

/** Ids for a document's headings in order, a repeated heading getting "-2", "-3"… */
export function headingIds(texts: string[]): string[] {
  const seen = new Map<string, number>();
  return texts.map((text) => {
    const base = headingId(text);
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base}-${count}`;
  });
}
