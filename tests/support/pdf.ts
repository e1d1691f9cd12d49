import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

// The 14 standard PDF fonts' metrics ship with pdf.js; pdfkit's Helvetica is one of them.
const standardFontDataUrl = join(
  dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json")),
  "standard_fonts/",
);

/**
 * A real PDF parser (Mozilla's pdf.js, its Node build) reads a file back as a viewer would: the
 * pages' text, in reading order, one string (pages joined by a newline).
 */
export async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const document = await getDocument({
    data: bytes,
    standardFontDataUrl,
    useSystemFonts: false,
    isEvalSupported: false,
  }).promise;
  try {
    const pages: string[] = [];
    for (let n = 1; n <= document.numPages; n++) {
      const content = await (await document.getPage(n)).getTextContent();
      pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
    }
    return { pages: document.numPages, text: pages.join("\n") };
  } finally {
    await document.destroy();
  }
}
