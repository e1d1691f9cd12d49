import PDFDocument from "pdfkit";
import { and, eq } from "drizzle-orm";
import { corporates } from "#db/schema";
import type { SessionUser } from "~/features/accounts/index.server";
import { db } from "~/lib/db.server";
import { dateIn } from "~/lib/i18n/dates";
import { type Lang, defaultLang, languageTags } from "~/lib/i18n/languages";
import { messagesFor } from "~/lib/i18n/messages.server";
import { createT } from "~/lib/i18n/translate";
import { logger } from "~/lib/logger.server";
import { PdfFontMissing, type Style, writeText } from "~/lib/pdf/fonts.server";
import { moneyIn } from "~/lib/text/money";
import { todayInSingapore } from "~/lib/text/singapore-date";
import { approvedTotal } from "./totals.server";
import { pledgeMessages } from "./impact";
import { tierNameIn } from "./pledges/localized.server";
import { unitCost } from "./sponsors.server";
import { testsFunded, tierLabel, tiers } from "./tiers";

const certificateMessages = {
  notEligible:
    "Your certificate of recognition is a Gold tier perk: it is available once our team has approved a pledge that reaches the Gold tier.",
} as const;

export type Certificate = { ok: true; pdf: Buffer; filename: string } | { ok: false; status: number; message: string };

/**
 * The Gold perk "Certificate of recognition" (spec accounts §9) for the contact's own company: only
 * while its active sponsorship is at Gold or above. Names the company, the approved tier, the tests
 * funded and the date, in the dashboard's language (issue 27: pdf.json's `certificate`, the tier's
 * name pledges.json's `champion`, the amount by moneyIn, the date by dateIn). A refusal's message is
 * the English; the route puts it in the language (pledges.json `says`).
 */
export async function certificateFor(user: SessionUser, lang: Lang = defaultLang): Promise<Certificate> {
  const [company] = await db()
    .select({ id: corporates.id, name: corporates.companyName })
    .from(corporates)
    .where(and(eq(corporates.userId, user.id), eq(corporates.approvalStatus, "approved")));
  if (!company) return { ok: false, status: 404, message: pledgeMessages.notLinked };
  const active = await approvedTotal(company.id);
  const tier = tiers.find((t) => tierLabel(active?.tier) === tierLabel(t.name));
  if (!active || !tier) return { ok: false, status: 403, message: certificateMessages.notEligible };
  const tests = testsFunded(active.pledge, await unitCost());
  const facts = { company: company.name, tier: tier.name, pledge: active.pledge, tests };
  let drawn: { pdf: Buffer; lang: Lang };
  try {
    drawn = { pdf: await render(facts, lang), lang };
  } catch (error) {
    if (!(error instanceof PdfFontMissing) || lang === defaultLang) throw error;
    // Without the language's font the words would come out as blanks or boxes: the English instead.
    logger.error({ err: error, lang }, "certificate PDF: font missing, English PDF served");
    drawn = { pdf: await render(facts, defaultLang), lang: defaultLang };
  }
  const slug =
    company.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "company";
  const suffix = drawn.lang === defaultLang ? "" : `.${drawn.lang}`;
  return { ok: true, pdf: drawn.pdf, filename: `rid-crc-certificate-${slug}${suffix}.pdf` };
}

async function render(
  c: { company: string; tier: string; pledge: number; tests: number },
  lang: Lang,
): Promise<Buffer> {
  const t = createT(lang, messagesFor(lang, "pdf"));
  const pledges = createT(lang, messagesFor(lang, "pledges"));
  const tag = languageTags[lang];
  const doc = new PDFDocument({
    size: "A4",
    layout: "landscape",
    margin: 56,
    info: { Title: t("certificate.documentTitle", { company: c.company }), Author: "RID-CRC" },
  });
  // English as it always was (Helvetica, whatever the company's name); another language in the
  // fonts its script needs (fonts.server.ts).
  const write = (text: string, style: Style, options: object) =>
    lang === defaultLang ? doc.text(text, options) : writeText(doc, text, style, options);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  const width = doc.page.width - 112;
  doc
    .rect(28, 28, doc.page.width - 56, doc.page.height - 56)
    .lineWidth(3)
    .stroke("#07386a");
  doc.moveDown(2).fillColor("#07386a").font("Helvetica-Bold").fontSize(14);
  const centred = { align: "center", width };
  write(t("brand"), "bold", centred);
  doc.moveDown(1).fontSize(30);
  write(t("certificate.title"), "bold", centred);
  doc.moveDown(1).fillColor("#1f2933").font("Helvetica").fontSize(14);
  write(t("certificate.certifies"), "regular", centred);
  doc.moveDown(0.5).font("Helvetica-Bold").fontSize(26);
  write(c.company, "bold", centred);
  doc.moveDown(0.5).font("Helvetica").fontSize(14);
  write(t("certificate.member", { tier: tierNameIn(pledges, c.tier) }), "regular", centred);
  write(
    t("certificate.funding", {
      count: c.tests,
      tests: new Intl.NumberFormat(tag).format(c.tests),
      amount: moneyIn(tag, c.pledge),
    }),
    "regular",
    centred,
  );
  doc.moveDown(2).fontSize(12).fillColor("#52606d");
  write(t("certificate.issued", { date: dateIn(lang, todayInSingapore()) }), "regular", centred);
  write(t("certificate.team"), "regular", centred);
  doc.end();
  return done;
}
