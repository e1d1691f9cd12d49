import { expect, test } from "@playwright/test";
import { expectAccessible, watchConsole } from "../fixtures/axe";
import { pdfText } from "../../support/pdf";
import { checkedIn, fill, read, type Lang } from "../fixtures/languages";

test.describe("article page", () => {
  test("shows the article with its parts, references and disclaimer, server-rendered", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto("/education/article/understanding-colorectal-cancer");
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Understanding Colorectal Cancer");
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link", { name: "Education" })).toHaveAttribute("href", "/education");
    await expect(crumbs.getByRole("link", { name: "CRC Basics" })).toHaveAttribute(
      "href",
      "/education/patients/basics",
    );
    await expect(page.getByRole("link", { name: "Back to CRC Basics" })).toHaveAttribute(
      "href",
      "/education/patients/basics",
    );
    await expect(page.getByText(/\d+ min read/).first()).toBeVisible();
    await expect(page.getByText(/Published/)).toBeVisible();
    await expect(
      page.getByText(
        /Medical disclaimer: this content is educational and not a substitute for professional medical advice/,
      ),
    ).toBeVisible();
    const references = page.getByRole("region", { name: "References" }).getByRole("listitem");
    expect(await references.count()).toBeGreaterThanOrEqual(2);
    await expect(page.getByRole("region", { name: "References" }).getByRole("link").first()).toHaveAttribute(
      "href",
      /^https:\/\/(doi\.org|www\.)/,
    );
    const tag = page.getByRole("region", { name: "Topics" }).getByRole("link").first();
    await expect(tag).toHaveAttribute("href", /^\/education\?tag=/);
    await expect(page.getByRole("heading", { name: "About the Author" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Related Articles" })).toBeVisible();
    for (const path of ["/get-screened", "/find-a-gp", "/find-a-specialist", "/join-the-movement"]) {
      await expect(page.getByRole("complementary").locator(`a[href="${path}"]`)).toHaveCount(1);
    }
    // Without JavaScript the download still works; Share and Print need it and are not shown.
    await expect(page.getByRole("link", { name: "Download PDF" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Share" })).toHaveCount(0);
    await context.close();
  });

  test("is accessible, has SEO tags and no console errors", async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto("/education/article/colonoscopy-gold-standard");
    await expectAccessible(page);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/education\/article\/colonoscopy-gold-standard$/,
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /.+/);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
    expect(jsonLd["@type"]).toBe("MedicalWebPage");
    expect(JSON.stringify(jsonLd)).not.toMatch(/rating|review"/i);
    expect(errors).toEqual([]);
  });

  test("Share copies the link when there is no share sheet; Print opens the print dialog", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => {
      // Desktop Chromium has no share sheet here; make sure the fallback is what runs.
      Object.defineProperty(navigator, "share", { value: undefined });
      (window as unknown as { printed: boolean }).printed = false;
      window.print = () => {
        (window as unknown as { printed: boolean }).printed = true;
      };
    });
    await page.goto("/education/article/early-warning-signs");
    await page.getByRole("button", { name: "Share" }).click();
    await expect(page.getByText("Link copied to clipboard!")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      /\/education\/article\/early-warning-signs$/,
    );
    await page.getByRole("button", { name: "Print" }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: boolean }).printed)).toBe(true);
  });

  test("Download PDF gives a real PDF of the article", async ({ page }) => {
    await page.goto("/education/article/colonoscopy-preparation-complete-guide");
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download PDF" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("colonoscopy-preparation-complete-guide.pdf");
    const stream = await file.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const pdf = Buffer.concat(chunks);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.length).toBeGreaterThan(5000);
  });

  test("on a Tamil page, Download PDF gives the article in Tamil (issue 27)", async ({ page }) => {
    await page.goto("/ta/education/article/colonoscopy-gold-standard");
    const link = page.getByRole("link", { name: read("ta", "article").actions!.pdf! });
    await expect(link).toHaveAttribute("href", "/ta/education/article/colonoscopy-gold-standard/pdf");
    const download = page.waitForEvent("download");
    await link.click();
    expect((await download).suggestedFilename()).toBe("colonoscopy-gold-standard.ta.pdf");
    const answer = await page.request.get("/ta/education/article/colonoscopy-gold-standard/pdf");
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-type"]).toBe("application/pdf");
    const { text } = await pdfText(new Uint8Array(await answer.body()));
    // Read back by pdf.js: the disclaimer's Tamil words, drawn with Tamil glyphs.
    expect(text).toContain("மருத்துவ மறுப்பு");
    const pdf404 = await page.request.get("/xx/education/article/colonoscopy-gold-standard/pdf");
    expect(pdf404.status()).toBe(404);
  });

  for (const lang of ["ta", "zh"] as const satisfies Lang[])
    test(`on a ${lang} article page the labels a reader sees are in the language, at 320 px too (issue 27)`, async ({
      page,
      browser,
    }) => {
      const words = read(lang, "article");
      const topics = read(lang, "patients").topics!;
      await page.setViewportSize({ width: 320, height: 800 });
      await page.goto(`/${lang}/education/article/colonoscopy-gold-standard`);
      const crumbs = page
        .getByRole("navigation", { name: /./ })
        .filter({ has: page.getByRole("link", { name: words.breadcrumb!.education! }) });
      await expect(crumbs.getByRole("link", { name: words.breadcrumb!.education! })).toHaveAttribute(
        "href",
        `/${lang}/education`,
      );
      const category = (topics as unknown as Record<string, { name: string }>).screening!.name;
      await expect(page.getByRole("link", { name: fill(words.back as unknown as string, { category }) })).toBeVisible();
      for (const label of [words.details!.published!, words.details!.reviewedBy!, words.details!.level!])
        await expect(page.locator("dt", { hasText: label })).toBeVisible();
      await expect(page.getByRole("link", { name: words.actions!.pdf! })).toBeVisible();
      await expect(page.getByRole("button", { name: words.actions!.share! })).toBeVisible();
      await expect(page.getByRole("button", { name: words.actions!.print! })).toBeVisible();
      await expect(page.getByRole("region", { name: words.references as unknown as string })).toBeVisible();
      for (const heading of [words.author as unknown as string, words.related!.heading!, words.quickLinks!.heading!])
        await expect(page.getByRole("heading", { name: heading })).toBeVisible();
      await expect(page.getByText(words.disclaimer as unknown as string)).toBeVisible();
      await expect(page.getByTestId("article-language")).toHaveText(words.language!.reviewPending!);
      await expect(page.getByRole("main")).not.toContainText(
        /Download PDF|References|Published|Reviewed by|Related Articles|Quick Links|About the Author|min read/,
      );
      await checkedIn(page, lang, browser);
    });

  test("an unknown slug is Article Not Found with status 404", async ({ page }) => {
    const response = await page.goto("/education/article/no-such-article");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Article Not Found");
    await expect(page.getByText("The article you're looking for doesn't exist or has been moved.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to the Education Hub" })).toHaveAttribute("href", "/education");
    await expectAccessible(page);
    const pdf = await page.request.get("/education/article/no-such-article/pdf");
    expect(pdf.status()).toBe(404);
  });
});
