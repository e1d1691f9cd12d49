import { expect, test } from "@playwright/test";
import { expectAccessible } from "../fixtures/axe";

const topicPages = [
  "/education/patients/basics",
  "/education/patients/screening",
  "/education/patients/symptoms",
  "/education/patients/prevention",
  "/education/clinicians/guidelines",
  "/education/clinicians/research",
  "/education/clinicians/case-studies",
  "/education/clinicians/cme-resources",
];

test.describe("education pages", () => {
  test("the hub filters by audience, tag and search with chips and Clear, without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/education");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Education Hub");
    await expect(page.getByRole("heading", { name: "Featured articles" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Featured articles" }).getByRole("article")).toHaveCount(3);
    await expect(page.getByRole("link", { name: "Clear", exact: true })).toHaveCount(0);
    for (const href of [
      "/education/newsroom",
      "/education/newsroom/press-releases",
      "/education/newsroom/research-updates",
      "/upcoming-events",
    ])
      await expect(page.locator(`main a[href="${href}"]`).first()).toBeVisible();

    await page
      .getByRole("navigation", { name: "Audience" })
      .getByRole("link", { name: /Clinicians/ })
      .click();
    await expect(page).toHaveURL(/\/education\?audience=clinicians$/);
    await page.getByRole("searchbox", { name: "Search articles" }).fill("colonoscopy");
    await page.getByRole("search", { name: "Search articles" }).getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/search=colonoscopy/);
    await expect(page).toHaveURL(/audience=clinicians/);
    // Searching hides the featured block; every result is for clinicians or everyone.
    await expect(page.getByRole("heading", { name: "Featured articles" })).toHaveCount(0);
    const results = page.getByRole("region", { name: "Results" }).getByRole("article");
    expect(await results.count()).toBeGreaterThan(0);

    // Removing one chip keeps the other filter.
    await page.getByRole("link", { name: "Remove filter Audience: Clinicians" }).click();
    await expect(page).toHaveURL(/\/education\?search=colonoscopy$/);
    await expect(page.getByRole("link", { name: "Remove filter Search: colonoscopy" })).toBeVisible();
    await page.getByRole("link", { name: "Clear", exact: true }).click();
    await expect(page).toHaveURL(/\/education$/);
    await expect(page.getByRole("heading", { name: "Featured articles" })).toBeVisible();

    // A search with no match: the spec's message and a way back.
    await page.getByRole("searchbox", { name: "Search articles" }).fill("zzzz-no-such-words");
    await page.getByRole("search", { name: "Search articles" }).getByRole("button", { name: "Search" }).click();
    await expect(page.getByText("No articles found matching your search criteria.")).toBeVisible();
    await page.getByRole("link", { name: "Clear Search" }).click();
    await expect(page).toHaveURL(/\/education$/);
    await context.close();
  });

  test("an article's tag link opens the hub filtered to that tag", async ({ page }) => {
    await page.goto("/education/article/how-crc-develops-from-polyps");
    await page.getByRole("region", { name: "Topics" }).getByRole("link", { name: "polyps", exact: true }).click();
    await expect(page).toHaveURL(/\/education\?tag=polyps$/);
    await expect(page.getByRole("link", { name: "Remove filter Topic: polyps" })).toBeVisible();
    await expect(
      page
        .getByRole("region", { name: "Results" })
        .getByRole("link", { name: "How Colorectal Cancer Develops from Polyps" }),
    ).toBeVisible();
  });

  test("the patient hub has 4 topic cards, 6 recent articles and its calls to action", async ({ page }) => {
    await page.goto("/education/patients");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Patient Education Hub");
    const topics = page.getByRole("region", { name: "Browse by Topic" });
    await expect(topics.getByRole("listitem")).toHaveCount(4);
    for (const topic of ["basics", "screening", "symptoms", "prevention"])
      await expect(topics.locator(`a[href="/education/patients/${topic}"]`)).toHaveCount(1);
    await expect(page.getByRole("region", { name: "Recent articles" }).getByRole("article")).toHaveCount(6);
    await expect(page.getByRole("link", { name: "View All Articles" })).toHaveAttribute("href", "/education");
    await expect(page.locator('main a[href="/get-screened"]')).toHaveCount(1);
    await expect(page.locator('main a[href="/find-a-gp"]')).toHaveCount(1);
    // The hub's search lands on the main hub filtered to patients.
    await page.getByRole("searchbox", { name: "Search patient articles" }).fill("fit");
    await page.getByRole("searchbox", { name: "Search patient articles" }).press("Enter");
    await expect(page).toHaveURL(/\/education\?search=fit&audience=patients$/);
  });

  test("every topic page answers 200 with one h1; topic search and page extras", async ({ page }) => {
    for (const path of topicPages) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator("h1"), path).toHaveCount(1);
    }
    await page.goto("/education/patients/symptoms");
    await expect(
      page.getByRole("region", { name: "Important: see a doctor promptly" }).getByRole("listitem"),
    ).toHaveCount(6);
    await page.goto("/education/patients/prevention");
    await expect(page.getByRole("region", { name: "Key prevention strategies" }).getByRole("listitem")).toHaveCount(6);
    await page.goto("/education/clinicians/guidelines");
    await expect(page.getByRole("table").getByRole("row")).toHaveCount(4);
    await page.goto("/education/clinicians/research");
    await expect(page.getByRole("region", { name: /Kaiser Permanente/ }).locator("a")).toHaveCount(3);
    await expect(page.locator('a[href="/education/clinicians/research/kaiser-crc-study"]')).toBeVisible();
    await page.goto("/education/patients/screening?search=zzzz-nothing");
    await expect(page.getByText("No articles found matching your search criteria.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Clear Search" })).toHaveAttribute(
      "href",
      "/education/patients/screening",
    );
    await page.goto("/education/patients/screening?search=colonoscopy");
    await expect(
      page.getByRole("region", { name: "Results for “colonoscopy”" }).getByRole("article").first(),
    ).toBeVisible();
  });

  test("aliases redirect permanently; an unknown topic is a 404", async ({ page }) => {
    for (const [from, to] of [
      ["/education/patients/early-symptoms-of-crc", "/education/article/early-warning-signs"],
      [
        "/education/patients/basics/understanding-colorectal-cancer",
        "/education/article/understanding-colorectal-cancer",
      ],
      ["/education/clinicians/research/kaiser-crc-study", "/education/article/kaiser-crc-study"],
      ["/education/clinicians/clinical-guidelines", "/education/clinicians/guidelines"],
      ["/clinician-education", "/education/clinicians"],
      ["/education/article/", "/education"],
    ]) {
      const response = await page.request.get(from!, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(new URL(response.headers()["location"]!, "http://x").pathname, from).toBe(to);
    }
    await page.goto("/education/patients/colorectal-cancer");
    await expect(page).toHaveURL(/\/education\/article\/understanding-colorectal-cancer$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Understanding Colorectal Cancer");

    const response = await page.goto("/education/patients/no-such-topic");
    expect(response?.status()).toBe(404);
    await expect(page.locator("h1")).toHaveCount(1);
    await expectAccessible(page);
    expect((await page.request.get("/education/clinicians/basics")).status()).toBe(404);
  });

  test("the FAQ filters with ?q= and says how many matched", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/education/faqs");
    for (const category of ["Screening", "Symptoms & Risk Factors", "Prevention"])
      await expect(page.getByRole("heading", { level: 2, name: category, exact: true })).toBeVisible();
    const first = page.getByRole("main").locator("details").first();
    await expect(first).not.toHaveAttribute("open");
    await first.locator("summary").click();
    await expect(first).toHaveAttribute("open", "");
    await expect(page.locator('main a[href="/clinics"]')).toHaveCount(2);
    await page.getByRole("searchbox", { name: "Search the FAQs" }).fill("ASPIRIN");
    await page.getByRole("searchbox", { name: "Search the FAQs" }).press("Enter");
    await expect(page).toHaveURL(/\/education\/faqs\?q=ASPIRIN$/);
    await expect(page.getByText("1 FAQ matches “ASPIRIN”.")).toBeVisible();
    await expect(page.getByRole("main").locator("details")).toHaveCount(1);
    await page.goto("/education/faqs?q=zzzz");
    await expect(page.getByText("No FAQs match “zzzz”.")).toBeVisible();
    await expect(page.getByRole("main").locator("details")).toHaveCount(0);
    await page.getByRole("link", { name: "Show all FAQs" }).click();
    await expect(page).toHaveURL(/\/education\/faqs$/);
    await context.close();
  });

  test("resources download as real PDFs; an unknown one is a 404", async ({ page }) => {
    await page.goto("/education/resources");
    await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveCount(4);
    await expect(page.getByRole("link", { name: /^Download / })).toHaveCount(9);
    // The contact form reaches the team's inbox (issue 23); the address is beside it.
    await expect(page.getByRole("link", { name: "Contact Support" })).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("main").getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:.+@.+/);
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download How to Do Your FIT at Home (PDF)" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("fit-kit-how-to-guide.pdf");
    const chunks: Buffer[] = [];
    for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe("%PDF-");
    expect((await page.request.get("/education/resources/no-such-thing.pdf")).status()).toBe(404);
  });

  test("the newsroom lists news, its categories and the media contact", async ({ page }) => {
    await page.goto("/education/newsroom");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Newsroom");
    await expect(page.getByRole("region", { name: "News Categories" }).getByRole("listitem")).toHaveCount(3);
    const news = page.getByRole("region", { name: "Latest news" }).getByRole("article");
    await expect(news).toHaveCount(6);
    await expect(page.getByRole("region", { name: "Media contact" }).getByRole("link")).toHaveAttribute(
      "href",
      /^mailto:/,
    );
    await page.goto("/education/newsroom/press-releases");
    expect(await page.getByRole("region", { name: "All press releases" }).getByRole("article").count()).toBeGreaterThan(
      0,
    );
    await page.goto("/education/newsroom/research-updates");
    await expect(page.getByRole("region", { name: "Research highlights" }).getByRole("listitem")).toHaveCount(4);
    await expect(page.locator('main a[href="/join-the-movement"]')).toHaveCount(1);
  });
});
