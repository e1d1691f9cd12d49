import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { corporateSponsorships } from "../../../db/schema";
import { loader } from "../../../app/features/corporate/routes/certificate";
import { decodeFlash } from "../../../app/lib/forms/flash.server";
import { env, setEnv } from "../../../app/lib/env.server";
import { dateIn } from "../../../app/lib/i18n/dates";
import { type Lang, languageTags } from "../../../app/lib/i18n/languages";
import { messagesFor } from "../../../app/lib/i18n/messages.server";
import { logger } from "../../../app/lib/logger.server";
import { moneyIn } from "../../../app/lib/text/money";
import { todayInSingapore } from "../../../app/lib/text/singapore-date";
import { pdfText } from "../../support/pdf";
import { useTestDatabase } from "../../support/db";
import { application } from "../../support/partners";
import { signedInAs } from "../../support/sessions";

/**
 * Issue 27: the corporate certificate in the dashboard's language (/zh/dashboard/corporate/
 * certificate.pdf), read back by pdf.js as a viewer would: pdf.json's `certificate` words, the
 * tier's name (pledges.json `champion`), the amount and the date in the language; Chinese and Tamil
 * in fonts that carry them. The guard is the English address's: a corporate contact, their own company.
 */
const db = useTestDatabase();

afterEach(() => vi.restoreAllMocks());

/** A signed-in contact whose company has an approved Platinum pledge (200,000 at 355: 563 tests). */
async function platinumContact() {
  const contact = await signedInAs(db(), "corporate_contact");
  const app = await application("corporate", "approved", { userId: contact.id });
  await db()
    .insert(corporateSponsorships)
    .values({ corporateId: app.id, status: "active", pledgeAmount: 200_000, sponsorshipTier: "Platinum Champion" });
  return { ...app, cookie: contact.cookie };
}

async function download(lang: Lang | "xx" | undefined, cookie: string) {
  const prefix = lang === undefined ? "" : `/${lang}`;
  const request = new Request(`http://localhost:3000${prefix}/dashboard/corporate/certificate.pdf`, {
    headers: { cookie },
  });
  return loader({ request, params: lang === undefined ? {} : { lang } }).catch((thrown: unknown) => thrown as Response);
}

const typed = (lang: Lang, text: string) => (lang === "zh" ? text.replace(/\s+/g, "") : text.replace(/\s+/g, " "));
/** pdf.js's text as typed: no spaces in Chinese; a Tamil pre-base vowel sign put back after its consonant. */
const readable = (lang: Lang, text: string) => {
  const spaced = typed(lang, text);
  return lang === "ta" ? spaced.replace(/([\u0BC6-\u0BC8])([\u0B95-\u0BB9])/g, "$2$1").normalize("NFC") : spaced;
};
const fill = (text: string, vars: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => vars[name] ?? whole);

describe("the corporate certificate in the dashboard's language", () => {
  it("en: the words as they always were, at the English address", async () => {
    const app = await platinumContact();
    const answer = await download(undefined, app.cookie);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("application/pdf");
    const slug = app.name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
    expect(answer.headers.get("content-disposition")).toBe(`attachment; filename="rid-crc-certificate-${slug}.pdf"`);
    const { text } = await pdfText(new Uint8Array(await answer.arrayBuffer()));
    expect(typed("en", text)).toBe(
      [
        "RID-CRC · Outsmart colorectal cancer Certificate of Recognition This certifies that",
        app.name,
        "is a Platinum Champion of the RID-CRC movement, funding 563 colorectal cancer screening tests with a pledge of S$200,000.",
        `Issued on ${dateIn("en", todayInSingapore())} The RID-CRC team`,
      ].join(" "),
    );
  });

  it.each(["zh", "ms", "ta"] as const)(
    "%s: the certificate's words, tier, amount and date in the language",
    async (lang) => {
      const app = await platinumContact();
      const answer = await download(lang, app.cookie);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-disposition")).toMatch(new RegExp(`\\.${lang}\\.pdf"$`));
      const text = readable(lang, (await pdfText(new Uint8Array(await answer.arrayBuffer()))).text);
      const words = messagesFor(lang, "pdf");
      const tier = messagesFor(lang, "pledges")["champion.platinum"]!;
      const want = (s: string) => expect(text).toContain(typed(lang, s));
      want(words["brand"]!);
      want(words["certificate.title"]!);
      want(words["certificate.certifies"]!);
      want(app.name);
      want(fill(words["certificate.member"]!, { tier }));
      // The amount as the site writes it in the language (moneyIn: Tamil's Intl groups in lakhs).
      const amount = moneyIn(languageTags[lang], 200_000);
      want(fill(words["certificate.funding_other"]!, { tests: "563", amount }));
      want(fill(words["certificate.issued"]!, { date: dateIn(lang, todayInSingapore()) }));
      want(words["certificate.team"]!);
      expect(text).not.toMatch(/Certificate of Recognition|This certifies|Issued on|\{\{/);
    },
    60_000,
  );

  it("without the language's font: a clear log line and the English certificate", async () => {
    const app = await platinumContact();
    const before = env();
    setEnv({ ...before, PDF_FONT_DIR: mkdtempSync(path.join(tmpdir(), "no-fonts-")) });
    onTestFinished(() => setEnv(before));
    const logged = vi.spyOn(logger, "error");
    const answer = await download("ta", app.cookie);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-disposition")).toMatch(/certificate-[a-z0-9-]+\.pdf"$/);
    expect((await pdfText(new Uint8Array(await answer.arrayBuffer()))).text).toContain("Certificate of Recognition");
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ lang: "ta" }),
      "certificate PDF: font missing, English PDF served",
    );
  });

  it("an unknown language segment is not found", async () => {
    const app = await platinumContact();
    expect((await download("xx", app.cookie)).status).toBe(404);
  });

  it("below Gold: back to the dashboard in its language, the reason in the language", async () => {
    const contact = await signedInAs(db(), "corporate_contact");
    const app = await application("corporate", "approved", { userId: contact.id });
    await db()
      .insert(corporateSponsorships)
      .values({ corporateId: app.id, status: "active", pledgeAmount: 10_000, sponsorshipTier: null });
    for (const lang of ["en", "zh"] as const) {
      const refused = await download(lang === "en" ? undefined : lang, contact.cookie);
      expect(refused.status).toBe(302);
      expect(refused.headers.get("location")).toBe(`${lang === "en" ? "" : "/zh"}/dashboard/corporate`);
      const flash = decodeFlash(decodeURIComponent(/rid_flash=([^;]+)/.exec(refused.headers.get("set-cookie")!)![1]!));
      expect(flash?.message).toBe(messagesFor(lang, "pledges")["says.certificateNotEligible"]);
    }
  });

  it.each(["champion", "gpclinic", "specialist"] as const)(
    "a %s is turned away to their own dashboard, in the language, never given a file",
    async (role) => {
      const { cookie } = await signedInAs(db(), role);
      const answer = await download("ta", cookie);
      expect(answer.status).toBe(302);
      expect(answer.headers.get("location")).toMatch(/^\/ta\/dashboard\//);
      expect(answer.headers.get("content-type")).not.toBe("application/pdf");
    },
  );

  it("a visitor not signed in is sent to sign in", async () => {
    const answer = await download("zh", "");
    expect(answer.status).toBe(302);
    expect(answer.headers.get("location")).toMatch(/login/);
  });
});
