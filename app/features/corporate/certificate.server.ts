import PDFDocument from "pdfkit";
import { plural } from "~/lib/text/plural";
import { and, eq } from "drizzle-orm";
import { corporates } from "#db/schema";
import type { SessionUser } from "~/features/accounts/index.server";
import { db } from "~/lib/db.server";
import { dollars, money } from "~/lib/text/money";
import { formatSgDate, todayInSingapore } from "~/lib/text/singapore-date";
import { approvedTotal } from "./totals.server";
import { pledgeMessages } from "./impact";
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
 * funded and the date.
 */
export async function certificateFor(user: SessionUser): Promise<Certificate> {
  const [company] = await db()
    .select({ id: corporates.id, name: corporates.companyName })
    .from(corporates)
    .where(and(eq(corporates.userId, user.id), eq(corporates.approvalStatus, "approved")));
  if (!company) return { ok: false, status: 404, message: pledgeMessages.notLinked };
  const active = await approvedTotal(company.id);
  const tier = tiers.find((t) => tierLabel(active?.tier) === tierLabel(t.name));
  if (!active || !tier) return { ok: false, status: 403, message: certificateMessages.notEligible };
  const tests = testsFunded(active.pledge, await unitCost());
  const pdf = await render({ company: company.name, tier: tier.name, pledge: active.pledge, tests });
  const slug =
    company.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "company";
  return { ok: true, pdf, filename: `rid-crc-certificate-${slug}.pdf` };
}

async function render(c: { company: string; tier: string; pledge: number; tests: number }): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    layout: "landscape",
    margin: 56,
    info: { Title: `RID-CRC Certificate of Recognition: ${c.company}`, Author: "RID-CRC" },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on("end", () => resolve(Buffer.concat(chunks))));
  const width = doc.page.width - 112;
  doc
    .rect(28, 28, doc.page.width - 56, doc.page.height - 56)
    .lineWidth(3)
    .stroke("#07386a");
  doc.moveDown(2).fillColor("#07386a").font("Helvetica-Bold").fontSize(14);
  doc.text("RID-CRC · Outsmart colorectal cancer", { align: "center", width });
  doc.moveDown(1).fontSize(30).text("Certificate of Recognition", { align: "center", width });
  doc
    .moveDown(1)
    .fillColor("#1f2933")
    .font("Helvetica")
    .fontSize(14)
    .text("This certifies that", { align: "center", width });
  doc.moveDown(0.5).font("Helvetica-Bold").fontSize(26).text(c.company, { align: "center", width });
  doc.moveDown(0.5).font("Helvetica").fontSize(14);
  doc.text(`is a ${c.tier} of the RID-CRC movement,`, { align: "center", width });
  doc.text(
    `funding ${plural(c.tests, "colorectal cancer screening test")} with a pledge of ${money(dollars(c.pledge))}.`,
    { align: "center", width },
  );
  doc.moveDown(2).fontSize(12).fillColor("#52606d");
  doc.text(`Issued on ${formatSgDate(todayInSingapore())}`, { align: "center", width });
  doc.text("The RID-CRC team", { align: "center", width });
  doc.end();
  return done;
}
