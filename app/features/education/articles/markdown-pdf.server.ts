import PDFDocument from "pdfkit";
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
  title: string;
  author: string;
  subject: string;
  /** One line under the title: who wrote it, when, what kind of document. */
  byline: string;
  markdown: string;
  /** Numbered under a "References" heading when present. */
  references?: string[];
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

  doc.fillColor("#07386a").font("Helvetica-Bold").fontSize(10).text("RID-CRC · Outsmart colorectal cancer");
  doc.moveDown(0.8).fontSize(22).text(source.title);
  doc.moveDown(0.4).fillColor("#52606d").font("Helvetica").fontSize(10).text(source.byline);
  doc.moveDown(1).fillColor("#1f2933");

  const tree = parser.parse(source.markdown) as Root;
  for (const node of tree.children) {
    if (node.type === "heading")
      doc
        .moveDown(0.6)
        .font("Helvetica-Bold")
        .fontSize(node.depth <= 2 ? 15 : 13)
        .text(plain(node));
    else if (node.type === "paragraph") doc.font("Helvetica").fontSize(11).text(plain(node), { lineGap: 2 });
    else if (node.type === "list")
      node.children.forEach((item, i) =>
        doc
          .font("Helvetica")
          .fontSize(11)
          .text(`${node.ordered ? `${i + 1}.` : "•"} ${plain(item)}`, { indent: 12, lineGap: 2 }),
      );
    else if (node.type === "blockquote") doc.font("Helvetica-Oblique").fontSize(11).text(plain(node), { indent: 12 });
    else if (node.type === "table")
      node.children.forEach((row) => doc.font("Helvetica").fontSize(9.5).text(plain(row)));
    else continue;
    doc.moveDown(0.5);
  }

  if (source.references?.length) {
    doc.moveDown(0.8).font("Helvetica-Bold").fontSize(13).text("References");
    source.references.forEach((ref, i) =>
      doc
        .font("Helvetica")
        .fontSize(9.5)
        .text(`${i + 1}. ${ref}`, { lineGap: 1 }),
    );
  }
  doc.moveDown(1).font("Helvetica-Oblique").fontSize(9.5).fillColor("#52606d");
  source.footer.forEach((line, i) => (i === 0 ? doc.text(line) : doc.moveDown(0.5).text(line)));
  doc.end();
  return done;
}
