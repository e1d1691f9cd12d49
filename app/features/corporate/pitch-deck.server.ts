import PDFDocument from "pdfkit";
import { env } from "~/lib/env.server";
import { dollars, money } from "~/lib/text/money";
import { canonical } from "~/lib/page/seo.server";
import facts from "../../../content/facts.json";
import { unitCost } from "./sponsors.server";
import { testRange, tierThreshold, tiers } from "./tiers";

/** The CSR pitch deck as a PDF, built on request so its figures always match facts and settings. */
export async function pitchDeckPdf(): Promise<Buffer> {
  const cost = await unitCost();
  const doc = new PDFDocument({
    size: "A4",
    margin: 56,
    info: { Title: "RID-CRC Corporate Partnership", Author: "RID-CRC", Subject: "Corporate CSR sponsorship tiers" },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  const t = facts.targets;

  doc.fillColor("#07386a").font("Helvetica-Bold").fontSize(10).text("RID-CRC · Outsmart colorectal cancer");
  doc.moveDown(0.8).fontSize(24).text("Corporate Partnership Programme");
  doc
    .moveDown(0.5)
    .fillColor("#1f2933")
    .font("Helvetica")
    .fontSize(12)
    .text(
      `RID-CRC is Singapore's clinician-led movement to make colorectal cancer no longer a major threat by ${t.eliminationYear}. ` +
        `About ${facts.lateStageText} of cases are found at a late stage, and ${facts.lifetimeRiskText} Singaporeans will develop colorectal cancer. ` +
        `When it is found early, about ${facts.survivalEarlyPercent}% of people survive.`,
    );
  doc.moveDown(1).font("Helvetica-Bold").fontSize(16).fillColor("#07386a").text("Our national targets");
  doc
    .font("Helvetica")
    .fontSize(12)
    .fillColor("#1f2933")
    .list([
      `${t.uptakePercent}% screening uptake by ${t.uptakeYear}`,
      `${t.mortalityReductionPercent}% fewer colorectal cancer deaths by ${t.mortalityYear}`,
      `${t.lateStageDropPercent}% drop in late-stage diagnosis`,
      `${t.awarenessPercent}% public awareness`,
    ]);
  doc.moveDown(1).font("Helvetica-Bold").fontSize(16).fillColor("#07386a").text("Sponsorship tiers");
  doc
    .font("Helvetica")
    .fontSize(11)
    .fillColor("#52606d")
    .text(`One screening test costs ${money(dollars(cost))}; each test funded is one life potentially saved.`);
  for (const tier of tiers) {
    const range = testRange(tier, "-");
    doc
      .moveDown(0.8)
      .font("Helvetica-Bold")
      .fontSize(13)
      .fillColor("#1f2933")
      .text(`${tier.name}: ${range} (from ${money(dollars(tierThreshold(tier, cost)))})`);
    doc
      .font("Helvetica")
      .fontSize(11)
      .list([...tier.perks]);
  }
  doc.moveDown(1).font("Helvetica-Bold").fontSize(16).fillColor("#07386a").text("How to partner with us");
  doc
    .font("Helvetica")
    .fontSize(12)
    .fillColor("#1f2933")
    .list([
      "Register your company on the RID-CRC platform.",
      "Choose your pledge and tier, or ask us to discuss options.",
      `Our team follows up ${facts.corporateFollowUpText}.`,
      "Track the screenings you fund and receive impact reports.",
    ]);
  doc
    .moveDown(1)
    .fontSize(11)
    .fillColor("#52606d")
    .text(`Register: ${canonical("/register/corporate")}`);
  doc.text(`Contact: ${env().CONTACT_EMAIL}`);
  doc.end();
  return done;
}
