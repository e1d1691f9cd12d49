import PDFDocument from "pdfkit";
import type { Root, RootContent } from "mdast";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { env } from "~/lib/env.server";
import type { Article } from "./content.server";
import { MEDICAL_DISCLAIMER } from "./messages";
import { formatDate, formatReference } from "./references";

const parser = unified().use(remarkParse).use(remarkGfm);

function plain(node: RootContent | Root): string {
  if ("value" in node && typeof node.value === "string") return node.value;
  if ("children" in node)
    return (node.children as RootContent[]).map(plain).join(node.type === "tableRow" ? "  |  " : "");
  return "";
}

/** A printable PDF of an article: title, dates, body, references and the disclaimer (pdfkit). */
export function articlePdf(article: Article): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: 56,
    info: { Title: article.title, Author: article.author.name, Subject: article.excerpt },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));

  doc.fillColor("#07386a").font("Helvetica-Bold").fontSize(10).text("RID-CRC · Outsmart colorectal cancer");
  doc.moveDown(0.8).fontSize(22).text(article.title);
  doc
    .moveDown(0.4)
    .fillColor("#52606d")
    .font("Helvetica")
    .fontSize(10)
    .text(
      `${article.author.name} (${article.author.credentials}) · Published ${formatDate(article.publishedDate)} · Last reviewed ${formatDate(article.lastReviewed)} · ${article.readTime} min read`,
    );
  doc.moveDown(1).fillColor("#1f2933");

  const tree = parser.parse(article.markdown) as Root;
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

  doc.moveDown(0.8).font("Helvetica-Bold").fontSize(13).text("References");
  article.references.forEach((ref, i) => {
    const { text, href } = formatReference(ref);
    doc
      .font("Helvetica")
      .fontSize(9.5)
      .text(`${i + 1}. ${text}${href ? ` ${href}` : ""}`, { lineGap: 1 });
  });
  doc.moveDown(1).font("Helvetica-Oblique").fontSize(9.5).fillColor("#52606d").text(MEDICAL_DISCLAIMER);
  doc.moveDown(0.5).text(`${env().APP_URL}/education/article/${article.slug}`);
  doc.end();
  return done;
}
