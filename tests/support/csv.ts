import { parse } from "csv-parse/sync";

/** A real CSV parser (csv-parse) reads an export back as a spreadsheet would; a byte-order mark is dropped. */
export function parseCsv(text: string): string[][] {
  return parse(text, { bom: true }) as string[][];
}
