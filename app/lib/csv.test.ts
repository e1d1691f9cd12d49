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
