import { readFileSync } from "node:fs";
import path from "node:path";
import { env } from "~/lib/env.server";

/**
 * The fonts a PDF embeds for the scripts pdfkit's Helvetica cannot draw (issue 27): Chinese from
 * Debian's fonts-noto-cjk, Tamil from fonts-noto-core. Latin stays Helvetica (one of the 14
 * standard fonts: nothing embedded). pdfkit embeds only the glyphs a document uses (a subset).
 * `PDF_FONT_DIR` replaces /usr/share/fonts where the packages put their files elsewhere.
 */
export type Style = "regular" | "bold" | "italic";
type Script = "han" | "tamil";

const files: Record<Script, Record<"regular" | "bold", { file: string; face?: string }>> = {
  han: {
    // A .ttc holds several faces; "sc" is Simplified Chinese, Singapore's.
    regular: { file: "opentype/noto/NotoSansCJK-Regular.ttc", face: "NotoSansCJKsc-Regular" },
    bold: { file: "opentype/noto/NotoSansCJK-Bold.ttc", face: "NotoSansCJKsc-Bold" },
  },
  tamil: {
    regular: { file: "truetype/noto/NotoSansTamil-Regular.ttf" },
    bold: { file: "truetype/noto/NotoSansTamil-Bold.ttf" },
  },
};

const helvetica: Record<Style, string> = { regular: "Helvetica", bold: "Helvetica-Bold", italic: "Helvetica-Oblique" };

/** A font the language needs is not installed: the caller logs it and serves the English PDF. */
export class PdfFontMissing extends Error {}

const fontDir = () => env().PDF_FONT_DIR;

type Loaded = { bytes: Buffer; face?: string };
// Read once per process: the CJK collection is ~20 MB, too much to read for every download.
const loaded = new Map<string, Loaded>();
function load(script: Script, style: Style): Loaded {
  const { file, face } = files[script][style === "bold" ? "bold" : "regular"];
  const where = path.join(fontDir(), file);
  let found = loaded.get(where);
  if (!found) {
    let bytes: Buffer;
    try {
      bytes = readFileSync(where);
    } catch (error) {
      throw new PdfFontMissing(
        `PDF font missing: ${where} (install fonts-noto-cjk and fonts-noto-core, or set PDF_FONT_DIR)`,
        { cause: error },
      );
    }
    found = { bytes, face };
    loaded.set(where, found);
  }
  return found;
}

const han = /[\u2E80-\u9FFF\uF900-\uFAFF\uFF00-\uFFEF]/;
const tamil = /[\u0B80-\u0BFF]/;

type Doc = PDFKit.PDFDocument;

const registered = new WeakMap<Doc, Set<string>>();
function fontOn(doc: Doc, script: Script, style: Style): string {
  const { bytes, face } = load(script, style);
  const name = `${script}-${style === "bold" ? "bold" : "regular"}`;
  const names = registered.get(doc) ?? new Set<string>();
  if (!names.has(name)) {
    doc.registerFont(name, bytes, face);
    names.add(name);
    registered.set(doc, names);
  }
  return name;
}

/** Noto Sans Tamil draws Tamil, digits and punctuation, but no Latin letters (nor · and •). */
const notInTamilFont = (char: string) => /[\p{L}·•]/u.test(char) && !tamil.test(char);

/**
 * Writes one block of text in the fonts its script needs. Chinese: Noto Sans CJK SC, which also
 * draws the Latin and digits inside it. Tamil: Noto Sans Tamil (fontkit shapes its vowel signs and
 * conjuncts), the Latin it lacks ("FIT") in Helvetica, as runs of one paragraph. Else Helvetica.
 * Chinese and Tamil have no italics here: the regular face.
 */
export function writeText(doc: Doc, text: string, style: Style, options: object = {}): void {
  if (han.test(text)) {
    doc.font(fontOn(doc, "han", style)).text(text, options);
    return;
  }
  if (!tamil.test(text)) {
    doc.font(helvetica[style]).text(text, options);
    return;
  }
  const name = fontOn(doc, "tamil", style);
  const runs: { font: string; text: string }[] = [];
  for (const char of text) {
    // Letters choose the font; a space, digit or punctuation stays in the run it is in ("RID-CRC",
    // "(Zauber 2012)" one piece each), and Noto Sans Tamil draws those where a run starts.
    const last = runs.at(-1);
    const which = notInTamilFont(char) ? helvetica[style] : tamil.test(char) || !last ? name : last.font;
    if (last?.font === which) last.text += char;
    else runs.push({ font: which, text: char });
  }
  runs.forEach((run, i) => doc.font(run.font).text(run.text, { ...options, continued: i < runs.length - 1 }));
}
