import type { Browser, Page } from "@playwright/test";
import { expect, test } from "../fixtures/console";
import { expectAccessible, watchConsole } from "../fixtures/axe";

// The journeys run on the demo seed: 36 sample GP clinics and 24 sample specialists, all approved.
// A server of their own: the console lane's shared one has partners approved by partner-review.spec.ts.
test.use({ serverOf: "directories" });
const cards = (page: Page) => page.getByRole("article");
const cardTitles = (page: Page) => cards(page).getByRole("heading", { level: 3 }).allTextContents();

async function withoutJs(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return { page: await context.newPage(), close: () => context.close() };
}

test.describe("Find a GP", () => {
  test("lists approved clinics by name, 12 to a page, with the card details, server-rendered", async ({ browser }) => {
    const { page, close } = await withoutJs(browser);
    const response = await page.goto("/find-a-gp");
    expect(response?.status()).toBe(200);
    // The search's own server time, for the browser's network panel and bench/directory.js.
    expect(response?.headers()["server-timing"]).toMatch(/^search;dur=\d+\.\d$/);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find a GP");
    await expect(page.getByText("36 clinics found")).toBeVisible();
    await expect(cards(page)).toHaveCount(12);
    const first = cards(page).first();
    await expect(first.getByRole("heading")).toHaveText("Admiralty Care Medical Clinic");
    await expect(first.getByText("Singapore 731678")).toBeVisible();
    await expect(first.getByText("Sample data", { exact: true })).toBeVisible();
    await expect(first.getByText("FIT Test", { exact: true })).toBeVisible();
    await expect(first.getByRole("link", { name: /\+65/ })).toHaveAttribute("href", /^tel:\+65\d{8}$/);
    await expect(first.getByRole("link", { name: /Schedule a screening/ })).toHaveAttribute(
      "href",
      /^\/appointments\/new\?gp=[0-9a-f-]{36}$/,
    );
    await expect(page.getByText(/Entries marked “Sample data” are examples/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Clear Filters" })).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/find-a-gp$/);
    await close();
  });

  test("search, region and language filters live in the URL; Clear Filters resets them", async ({ browser }) => {
    const { page, close } = await withoutJs(browser);
    await page.goto("/find-a-gp");
    await page.getByLabel("Search clinics").fill("TAMPINES");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/search=TAMPINES/);
    expect(await cardTitles(page)).toEqual(["Tampines Central Family Clinic", "Tampines Sunrise Medical Clinic"]);
    await expect(page.getByLabel("Search clinics")).toHaveValue("TAMPINES");

    // Doctor names and descriptions are searched too.
    await page.goto("/find-a-gp?search=dr%20rajesh");
    expect(await cardTitles(page)).toEqual(["Yishun Greenwood Clinic"]);

    await page.goto("/find-a-gp");
    const regions = await page.getByLabel("Region").locator("option").allTextContents();
    expect(regions).toEqual(["All regions", "Central", "East", "North", "South", "West"]);
    await page.getByLabel("Region").selectOption("East");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/region=East/);
    await expect(page.getByText("7 clinics found")).toBeVisible();

    await page.goto("/find-a-gp");
    const languages = (await page.getByLabel("Language spoken").locator("option").allTextContents()).slice(1);
    expect(languages).toEqual([...languages].sort());
    expect(languages).toContain("Bahasa Indonesia");
    await page.getByLabel("Language spoken").selectOption("Tagalog");
    await page.getByRole("button", { name: "Search" }).click();
    // Waits for the new page: read at once, the cards could be the old page's or none mid-load.
    await expect(page).toHaveURL(/language=Tagalog/);
    await expect(cards(page).getByRole("heading", { level: 3 })).toHaveText([
      "Bedok Reservoir Medical Centre",
      "Orchard Family Physicians",
      "Senja Family Medical Clinic",
    ]);
    await expect(page.getByText("Not specified")).toBeVisible();

    await page.getByRole("link", { name: "Clear Filters" }).click();
    await expect(page).toHaveURL(/\/find-a-gp$/);
    await expect(page.getByText("36 clinics found")).toBeVisible();
    await expect(page.getByLabel("Language spoken")).toHaveValue("");
    await close();
  });

  test("filters with JavaScript too, and the page has no console errors", async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto("/find-a-gp");
    await page.getByLabel("Region").selectOption("West");
    await page.getByLabel("Language spoken").selectOption("Tamil");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/region=West&language=Tamil/);
    expect(await cardTitles(page)).toEqual(["Boon Lay Garden Clinic", "Choa Chu Kang Family Clinic"]);
    expect(errors).toEqual([]);
  });

  test("a postal code lists the nearest first with distances; an invalid one is refused at the field", async ({
    browser,
  }) => {
    const { page, close } = await withoutJs(browser);
    await page.goto("/find-a-gp?region=East");
    const before = await cardTitles(page);
    expect(before[0]).toBe("Bedok North Family Practice");

    await page.getByLabel("Your postal code").fill("12345");
    await page.getByRole("button", { name: "Search" }).click();
    const field = page.getByLabel("Your postal code");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Valid 6-digit postal code is required")).toBeVisible();
    await expect(field).toHaveAccessibleDescription(/Valid 6-digit postal code is required/);
    expect(await cardTitles(page)).toEqual(before);
    await expect(page.getByText(/ km away$/)).toHaveCount(0);

    await field.fill("520201");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/postalCode=520201/);
    // Tampines (sector 52) first, then the rest of the East by distance.
    expect((await cardTitles(page)).slice(0, 3)).toEqual([
      "Simei Family Clinic",
      "Tampines Central Family Clinic",
      "Tampines Sunrise Medical Clinic",
    ]);
    await expect(cards(page).first().getByText("under 1 km away")).toBeVisible();
    await expect(
      cards(page)
        .last()
        .getByText(/^about \d+\.\d km away$/),
    ).toBeVisible();
    await expect(page.getByText(/km away$/)).toHaveCount(7);
    await close();
  });

  test("pages with links that work without JavaScript", async ({ browser }) => {
    const { page, close } = await withoutJs(browser);
    await page.goto("/find-a-gp");
    const pager = page.getByRole("navigation", { name: "Clinic results pages" });
    await expect(pager.getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
    await expect(pager.getByRole("link", { name: "Previous" })).toHaveCount(0);
    await expect(pager.getByRole("link", { name: "Next" })).toHaveAttribute("rel", "next");
    const firstPage = await cardTitles(page);
    await pager.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/find-a-gp\?page=2$/);
    await expect(pager.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
    await expect(pager.getByRole("link", { name: "Previous" })).toHaveAttribute("rel", "prev");
    const secondPage = await cardTitles(page);
    expect(secondPage).toHaveLength(12);
    expect(secondPage.filter((t) => firstPage.includes(t))).toEqual([]);
    await pager.getByRole("link", { name: "Page 3" }).click();
    await expect(cards(page)).toHaveCount(12);
    await expect(pager.getByRole("link", { name: "Next" })).toHaveCount(0);
    await expect(page.getByText("Page 3 of 3")).toBeVisible();

    // Filters carry over to the page links.
    await page.goto("/find-a-gp?language=English&postalCode=730888");
    await expect(
      page.getByRole("navigation", { name: "Clinic results pages" }).getByRole("link", { name: "Next" }),
    ).toHaveAttribute("href", "/find-a-gp?language=English&postalCode=730888&page=2");
    await close();
  });

  test("shows the empty message with Clear Filters; both states pass axe", async ({ page }) => {
    await page.goto("/find-a-gp");
    await expectAccessible(page);
    await page.goto("/find-a-gp?region=North&language=Tagalog");
    await expect(page.getByText("No clinics found matching your criteria")).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Clear Filters" })).toHaveCount(2);
    await expectAccessible(page);
    await page.goto("/find-a-gp?postalCode=abc");
    await expectAccessible(page);
  });
});

test.describe("Find a Specialist", () => {
  test("lists specialists with search, the specialty sidebar, tips and the financial help call", async ({
    browser,
  }) => {
    const { page, close } = await withoutJs(browser);
    const response = await page.goto("/find-a-specialist");
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find a Specialist");
    await expect(page.getByText("24 specialists found")).toBeVisible();
    await expect(cards(page).first().getByText("Sample data", { exact: true })).toBeVisible();
    await expect(
      cards(page)
        .first()
        .getByRole("link", { name: /Schedule a screening/ }),
    ).toHaveAttribute("href", /^\/appointments\/new\?specialist=[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { name: "Preparing for your visit" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Worried about the cost?" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Explore financial assistance" })).toBeVisible();

    const sidebar = page.getByRole("navigation", { name: "Specialty" });
    await expect(sidebar.getByRole("link")).toHaveCount(17);
    await expect(sidebar.getByRole("link", { name: "All specialties" })).toHaveAttribute("aria-current", "page");
    await sidebar.getByRole("link", { name: "Polypectomy", exact: true }).click();
    await expect(page).toHaveURL(/specialty=Polypectomy/);
    await expect(sidebar.getByRole("link", { name: "Polypectomy", exact: true })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const withPolypectomy = await cards(page).count();
    expect(withPolypectomy).toBeGreaterThan(0);
    for (const card of await cards(page).all())
      await expect(card.getByText("Polypectomy", { exact: true })).toBeVisible();

    // The search keeps the chosen specialty; the name, practice and address are searched.
    await page.getByLabel("Search specialists").fill("novena");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/specialty=Polypectomy/);
    await expect(page).toHaveURL(/search=novena/);
    await page.goto("/find-a-specialist?search=benjamin%20LAU");
    expect(await cardTitles(page)).toEqual(["Dr Benjamin Lau Chee Wai"]);
    await page.getByRole("link", { name: "Clear Filters" }).click();
    await expect(page.getByText("24 specialists found")).toBeVisible();
    await close();
  });

  test("nearest first from a postal code; an invalid code keeps the list", async ({ browser }) => {
    const { page, close } = await withoutJs(browser);
    await page.goto("/find-a-specialist");
    const before = await cardTitles(page);
    await page.getByLabel("Your postal code").fill("99999");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByText("Valid 6-digit postal code is required")).toBeVisible();
    expect(await cardTitles(page)).toEqual(before);

    await page.getByLabel("Your postal code").fill("307470");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    expect((await cardTitles(page))[0]).toBe("Dr Benjamin Lau Chee Wai");
    await expect(cards(page).first().getByText("under 1 km away")).toBeVisible();
    await expect(page.getByText(/km away$/)).toHaveCount(12);
    await close();
  });

  test("shows the empty message; both states pass axe", async ({ page }) => {
    await page.goto("/find-a-specialist");
    await expectAccessible(page);
    await page.goto("/find-a-specialist?search=zzzz-no-such-doctor");
    await expect(
      page.getByText(
        "No specialists match your current search criteria. Please try a different search term or filter.",
      ),
    ).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await expectAccessible(page);
  });
});
