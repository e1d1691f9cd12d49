/**
 * CSV that spreadsheets open safely (RFC 4180 quoting; OWASP's CSV-injection advice): a cell that
 * begins with = + - @ (or their full-width forms ＝ ＋ － ＠), a tab or a carriage return would run
 * as a formula in Excel or Sheets, so it is prefixed with an apostrophe, which the spreadsheet shows
 * as plain text. Spreadsheets set to split on `;` cut `Lim;=2+5;@SUM(1+1)` into cells that start
 * with `=` and `@` (issue 22): each `;`-separated part is neutralised the same way, and every cell
 * holding a `;` or `,` is quoted, so either kind of spreadsheet reads it as one cell.
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  // A number the database gave is data, not a formula (a negative count stays a number).
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  const text = (value instanceof Date ? value.toISOString() : String(value))
    .split(";")
    .map((part) => (FORMULA_START.test(part) ? `'${part}` : part))
    .join(";");
  return /[",;\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (values: readonly unknown[]) => `${values.map(csvCell).join(",")}\r\n`;

/**
 * A streamed CSV download: the header line, then each batch of rows as the database gives it, so a
 * large export never sits in memory whole. `batches` yields arrays of rows (keyset pages).
 */
export function csvResponse(
  filename: string,
  header: readonly string[],
  batches: AsyncIterable<readonly (readonly unknown[])[]>,
): Response {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      // A byte-order mark so Excel reads the UTF-8 names (Chinese, Tamil, accents) correctly.
      controller.enqueue(encoder.encode(`\uFEFF${csvLine(header)}`));
    },
    async pull(controller) {
      const { value, done } = await iterator.next();
      if (done) return controller.close();
      controller.enqueue(encoder.encode(value.map(csvLine).join("")));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
  return new Response(stream, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}
