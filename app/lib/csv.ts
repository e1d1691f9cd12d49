/**
 * CSV that spreadsheets open safely (RFC 4180 quoting; OWASP's CSV-injection advice): a cell that
 * begins with = + - @, a tab or a carriage return would run as a formula in Excel or Sheets, so it is
 * prefixed with an apostrophe, which the spreadsheet shows as plain text.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
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
