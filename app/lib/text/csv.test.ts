import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { csvCell, csvLine, csvResponse } from "./csv";

describe("CSV", () => {
  it("quotes commas, quotes and line breaks", () => {
    expect(csvCell('Tan, "Ah Kow"')).toBe('"Tan, ""Ah Kow"""');
    expect(csvCell("line\nbreak")).toBe('"line\nbreak"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(new Date("2026-11-24T00:00:00Z"))).toBe("2026-11-24T00:00:00.000Z");
  });

  it("neutralises spreadsheet formulas", () => {
    for (const evil of ['=HYPERLINK("http://x")', "+1+1", "-2+3", "@SUM(A1)", "\tcmd", "\rcmd"])
      expect(csvCell(evil).replace(/^"/, "")).toMatch(/^'/);
    expect(csvCell("plain@example.com")).toBe("plain@example.com");
  });

  // Issue 22, finding 6: a name exported unquoted became formulas in a spreadsheet that splits on `;`.
  it("is read back as one cell by a comma or a semicolon parser, no part starting a formula", () => {
    const names = [
      "Lim;=2+5;@SUM(1+1)",
      "Tan;+1;-1",
      "Ng,=1+1",
      "\uFF1DSUM(1+1)",
      "\uFF20SUM(1+1)",
      "Ho;\uFF1D1+1",
      "Lee;\tcmd;\rcmd",
      'Quote "me"; =1',
    ];
    const line = csvLine(["id-1", ...names]);
    const [comma] = parse(line, { delimiter: "," }) as string[][];
    expect(comma).toHaveLength(names.length + 1);
    const formula = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
    for (const [i, cell] of comma!.slice(1).entries()) {
      expect(cell.replaceAll("'", ""), names[i]).toBe(names[i]);
      for (const part of cell.split(";")) expect(part, `${names[i]} → ${cell}`).not.toMatch(formula);
    }
    // A spreadsheet set to `;` honours the quotes: each name is still one cell.
    const [semicolon] = parse(line.replaceAll(",", ";"), { delimiter: ";", relax_quotes: true }) as string[][];
    expect(semicolon).toHaveLength(names.length + 1);
  });

  it("quotes every cell holding a separator and leaves numbers as numbers", () => {
    expect(csvCell("a;b")).toBe('"a;b"');
    expect(csvCell("Lim;=2+5;@SUM(1+1)")).toBe(`"Lim;'=2+5;'@SUM(1+1)"`);
    expect(csvCell(-3)).toBe("-3");
  });

  it("streams the header and every batch", async () => {
    async function* batches() {
      yield [["a", 1]];
      yield [["b", 2]];
    }
    const response = csvResponse("x.csv", ["name", "n"], batches());
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="x.csv"');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toBe(`${csvLine(["name", "n"])}a,1\r\nb,2\r\n`);
  });
});
