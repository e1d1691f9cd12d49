const MAX_QUERY_LENGTH = 200;
export const PAGE_SIZE = 10;

/**
 * The query as the page shows and searches it: control characters become spaces (PostgreSQL refuses
 * NUL in text), the ends are trimmed, and at most 200 characters are kept.
 */
export function normaliseQuery(raw: string): string {
  return (
    raw
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f]+/g, " ")
      .trim()
      .slice(0, MAX_QUERY_LENGTH)
      .trim()
  );
}

/** `?page=`: a whole number from 1; anything else means the first page. */
export function parsePage(raw: string | null): number {
  if (!raw || !/^\d{1,6}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}
