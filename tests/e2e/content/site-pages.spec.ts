import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "../fixtures/axe";

const variants = [
  { talk: "gp", question: "Do you already have a trusted family doctor (GP)?", no: "/clinics" },
  { talk: "specialist", question: "Do you already have a trusted specialist?", no: "/clinics" },
  { talk: "screening", question: "Do you already have a trusted doctor or specialist?", no: "/choose-screening" },
];

const path = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).search;

test.describe("site pages", () => {
  // Issue 23: FIT first (Singapore's usual first test from 50, free kits for citizens), then colonoscopy, then the blood test.
  test("Get Screened leads with FIT, then colonoscopy, then the blood test, each with who it suits and what follows", async ({
    page,
  }) => {
    await page.goto("/get-screened");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Get Screened");
    const tests = page.getByTestId("screening-tests").getByRole("listitem");
    await expect(page.getByRole("heading", { level: 2, name: "The screening tests" })).toBeVisible();
    await expect(tests.getByRole("heading", { level: 3 })).toHaveText(["FIT stool test", "Colonoscopy", "Blood test"]);
    await expect(tests.first()).toContainText("Healthier SG clinic or a polyclinic");
    await expect(tests.first()).toContainText("no cost to Singapore citizens");
    for (const label of ["Who it suits", "Where to get it", "After a positive result"]) {
      await expect(tests.getByText(label, { exact: true })).toHaveCount(3);
    }
    await expect(page.getByRole("link", { name: "Find a GP for a FIT kit" })).toHaveAttribute(
      "href",
      "/find-a-gp?service=FIT+Test",
    );
    await expect(page.getByRole("link", { name: "Find a specialist for a colonoscopy" })).toHaveAttribute(
      "href",
      "/find-a-specialist",
    );
    await expect(page.getByRole("link", { name: "View Screening Locations" })).toHaveAttribute("href", "/clinics");
    await expect(page.getByRole("link", { name: /HealthHub/ })).toHaveAttribute(
      "href",
      /^https:\/\/www\.healthhub\.sg\//,
    );
    await expectAccessible(page);

    // The journey guide's family-doctor and not-sure paths lead with FIT too.
    for (const path of ["familydoctor", "help"]) {
      await page.goto(`/choose-screening?path=${path}`);
      await expect(page.locator("section[aria-labelledby=guide-view]")).toContainText("FIT");
      await expect(page.locator("section[aria-labelledby=guide-view]")).toContainText(
        "Healthier SG clinic or a polyclinic",
      );
    }
  });

  test("Talk to Us works without JavaScript: the server renders each variant open with its targets", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/get-screened");
    await page.getByRole("link", { name: "Talk to Us" }).click();
    await expect(page).toHaveURL(/\/get-screened\?talk=screening$/);
    for (const v of variants) {
      await page.goto(`/get-screened?talk=${v.talk}`);
      const dialog = page.getByRole("dialog");
      await expect(dialog.getByRole("heading")).toHaveText(v.question);
      await expect(dialog.getByRole("link", { name: "Yes" })).toHaveAttribute("href", "/");
      await expect(dialog.getByRole("link", { name: "No" })).toHaveAttribute("href", v.no);
      await expect(dialog.getByRole("link", { name: "Close" })).toHaveAttribute("href", "/");
      await dialog.getByRole("link", { name: "No" }).click();
      expect(path(page)).toBe(v.no);
    }
    await page.goto("/get-screened?talk=gp");
    await page.getByRole("dialog").getByRole("link", { name: "Yes" }).click();
    expect(path(page)).toBe("/");
    await context.close();
  });

  test("Talk to Us with JavaScript is a modal dialog: Escape closes it; Yes, No and Close go to their targets", async ({
    page,
  }) => {
    await page.goto("/get-screened");
    await page.getByRole("link", { name: "Talk to Us" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading")).toHaveText(variants[2]!.question);
    await expect.poll(() => dialog.evaluate((d) => d.matches(":modal"))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/get-screened$/);

    for (const v of variants) {
      for (const [button, target] of [
        ["No", v.no],
        ["Yes", "/"],
        ["Close", "/"],
      ] as const) {
        await page.goto(`/get-screened?talk=${v.talk}`);
        const open = page.getByRole("dialog");
        await expect(open.getByRole("heading")).toHaveText(v.question);
        await expect.poll(() => open.evaluate((d) => d.matches(":modal"))).toBe(true);
        await open.getByRole("link", { name: button }).click();
        await expect.poll(() => path(page)).toBe(target);
      }
    }
  });

  test("the screening journey guide shows each view and Back to Options, without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const views = [
      { choose: "Choose a family doctor", button: "Find a GP", text: /Your GP knows your health history/ },
      { choose: "Choose a specialist", button: "Find a Specialist", text: /gold-standard test/ },
      {
        choose: "I'm Not Sure",
        button: "Explore Available Doctors",
        text: /If you feel well, start with a FIT/,
      },
    ];
    for (const view of views) {
      await page.goto("/choose-screening");
      await page.getByRole("link", { name: view.choose }).click();
      const main = page.getByRole("main");
      await expect(main.getByText(view.text)).toBeVisible();
      await expect(main.getByRole("link", { name: view.button })).toHaveAttribute("href", "/clinics");
      await page.getByRole("link", { name: "Back to Options" }).click();
      expect(path(page)).toBe("/choose-screening");
      await expect(page.getByRole("link", { name: view.choose })).toBeVisible();
    }
    await context.close();
  });

  test("stories: the filters combine in the address and the demo shows the empty state", async ({ page }) => {
    await page.goto("/stories");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Real Stories. Real Impact.");
    await expect(page.getByRole("heading", { name: "No Stories Found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Share Your Story", exact: true })).toHaveAttribute(
      "href",
      "/share-your-story",
    );
    await page.getByLabel("Role").selectOption("Caregiver");
    await page.getByLabel("Location").selectOption("Malaysia");
    await page.getByRole("button", { name: "Show Stories" }).click();
    await expect(page).toHaveURL(/\/stories\?role=Caregiver&location=Malaysia$/);
    await expect(page.getByLabel("Role")).toHaveValue("Caregiver");
    await expect(page.getByLabel("Location")).toHaveValue("Malaysia");
    await expect(page.getByRole("heading", { name: "No Stories Found" })).toBeVisible();
  });

  test("events: a type the demo has no upcoming event of shows the empty state", async ({ page }) => {
    await page.goto("/upcoming-events?type=Summit");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Upcoming Events & Updates");
    await expect(page.getByRole("heading", { name: "No Upcoming Events" })).toBeVisible();
  });

  test("the showcase lists the demo's three visible sponsors with tier labels and hides the private one", async ({
    page,
  }) => {
    await page.goto("/csr-showcase");
    const cards = page.getByRole("list", { name: "Sponsors" }).getByRole("listitem");
    await expect(cards).toHaveCount(3);
    await expect(cards.filter({ hasText: "Kopi Lane Provisions Pte Ltd" })).toContainText("Gold Tier");
    await expect(cards.filter({ hasText: "Banyan Circuit Technologies Pte Ltd" })).toContainText("Platinum Tier");
    await expect(cards.filter({ hasText: "Straits Meridian Shipping Pte Ltd" })).toContainText("Diamond Tier");
    await expect(page.getByText("Tembusu Ridge Advisory")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Become a Corporate Champion" })).toHaveAttribute(
      "href",
      "/signup/corporate",
    );
  });

  test("the CSR pillar shows the tiers from the unit cost and its pitch deck is a real PDF", async ({ page }) => {
    await page.goto("/pillars/rid-crc-csr");
    await expect(page.getByRole("heading", { name: "Gold Champion" })).toBeVisible();
    await expect(page.getByText("100–499 tests · from S$35,500")).toBeVisible();
    await expect(page.getByText("1000+ tests · from S$355,000")).toBeVisible();
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download the Pitch Deck (PDF)" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("rid-crc-corporate-partnership.pdf");
    const chunks: Buffer[] = [];
    for await (const chunk of await file.createReadStream()) chunks.push(chunk as Buffer);
    const pdf = Buffer.concat(chunks);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.length).toBeGreaterThan(2000);
  });

  test("the impact calculator works without JavaScript and explains bad input", async ({ browser, page: jsPage }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/pillars/rid-crc-csr");
    await page.getByLabel(/Your pledge/).fill("50000");
    await page.getByRole("button", { name: "Calculate Impact" }).click();
    await expect(page).toHaveURL(/\?pledge=50000#impact-calculator$/);
    await expect(page.getByRole("status")).toContainText("S$50,000 funds 140 tests");
    await expect(page.getByRole("status")).toContainText("Gold Champion");
    await page.getByLabel(/Your pledge/).fill("abc");
    await page.getByRole("button", { name: "Calculate Impact" }).click();
    await expect(page.getByText("Enter a pledge amount in whole dollars, for example 50000.")).toBeVisible();
    await expect(page.getByLabel(/Your pledge/)).toHaveAttribute("aria-invalid", "true");
    const banner = page.getByRole("region", { name: "Ready to take the first step?" });
    await expect(banner.getByRole("link", { name: "Find Your Screening Path" })).toHaveAttribute(
      "href",
      "/choose-screening",
    );
    await expect(banner.getByRole("link", { name: "View Screening Locations" })).toHaveAttribute("href", "/clinics");
    await context.close();
    // axe needs JavaScript in the page: check the error state in a normal context.
    await jsPage.goto("/pillars/rid-crc-csr?pledge=abc");
    await expect(jsPage.getByText("Enter a pledge amount in whole dollars, for example 50000.")).toBeVisible();
    await expectAccessible(jsPage);
  });

  test("developer previews answer 404 in production", async ({ request }) => {
    for (const url of ["/dev-preview", "/component-preview", "/dynamic-page-preview?page=polyps"]) {
      expect((await request.get(url)).status(), url).toBe(404);
    }
  });

  test("old addresses redirect to their pages", async ({ request }) => {
    const expected = [
      ["/screening/find-gp", 301, "/find-a-gp"],
      ["/screening/find-specialist", 301, "/find-a-specialist"],
      ["/about", 301, "/about-us"],
      ["/dashboard", 302, "/login-redirect"],
      ["/members/share-story", 301, "/share-your-story"],
      ["/signup/corporate", 301, "/register/corporate"],
    ] as const;
    for (const [from, status, to] of expected) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(status);
      expect(response.headers()["location"], from).toBe(to);
    }
  });
});
