import PDFDocument from "pdfkit";
import { writeText } from "~/lib/pdf/fonts.server";
import type { Root, RootContent } from "mdast";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";

const parser = unified().use(remarkParse).use(remarkGfm);

function plain(node: RootContent | Root): string {
  if ("value" in node && typeof node.value === "string") return node.value;
  if ("children" in node)
    return (node.children as RootContent[]).map(plain).join(node.type === "tableRow" ? "  |  " : "");
  return "";
}

type PdfSource = {
  /** The first line: the movement's name, in the document's language. */
  brand: string;
  title: string;
  author: string;
  subject: string;
  /** One line under the title: who wrote it, when, what kind of document. */
  byline: string;
  /** Lines under the byline: the translation's state, or that the text is in English only. */
  notes?: string[];
  markdown: string;
  /** Numbered under the heading when present. */
  references?: { heading: string; items: string[] };
  /** Closing lines in small italics: the disclaimer, the page's address. */
  footer: string[];
};

/**
 * Markdown to a printable A4 PDF (pdfkit), shared by article and resource downloads so every
 * document the site hands out looks the same.
 */
export function markdownPdf(source: PdfSource): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: 56,
    info: { Title: source.title, Author: source.author, Subject: source.subject },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));

  doc.fillColor("#07386a").fontSize(10);
  writeText(doc, source.brand, "bold");
  doc.moveDown(0.8).fontSize(22);
  writeText(doc, source.title, "bold");
  doc.moveDown(0.4).fillColor("#52606d").fontSize(10);
  writeText(doc, source.byline, "regular");
  for (const note of source.notes ?? []) {
    doc.moveDown(0.4);
    writeText(doc, note, "italic");
  }
  doc.moveDown(1).fillColor("#1f2933");

  const tree = parser.parse(source.markdown) as Root;
  for (const node of tree.children) {
    if (node.type === "heading") {
      doc.moveDown(0.6).fontSize(node.depth <= 2 ? 15 : 13);
      writeText(doc, plain(node), "bold");
    } else if (node.type === "paragraph") writeText(doc.fontSize(11), plain(node), "regular", { lineGap: 2 });
    else if (node.type === "list")
      node.children.forEach((item, i) =>
        writeText(doc.fontSize(11), `${node.ordered ? `${i + 1}.` : "•"} ${plain(item)}`, "regular", {
          indent: 12,
          lineGap: 2,
        }),
      );
    else if (node.type === "blockquote") writeText(doc.fontSize(11), plain(node), "italic", { indent: 12 });
    else if (node.type === "table") node.children.forEach((row) => writeText(doc.fontSize(9.5), plain(row), "regular"));
    else continue;
    doc.moveDown(0.5);
  }

  if (source.references?.items.length) {
    doc.moveDown(0.8).fontSize(13);
    writeText(doc, source.references.heading, "bold");
    source.references.items.forEach((ref, i) =>
      writeText(doc.fontSize(9.5), `${i + 1}. ${ref}`, "regular", { lineGap: 1 }),
    );
  }
  doc.moveDown(1).fontSize(9.5).fillColor("#52606d");
  source.footer.forEach((line, i) => {
    if (i > 0) doc.moveDown(0.5);
    writeText(doc, line, "italic");
  });
  doc.end();
  return done;
}
