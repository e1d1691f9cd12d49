import { expect, test, type Page } from "@playwright/test";
import { expectAccessible, watchConsole } from "../fixtures/axe";
import { read } from "../fixtures/languages";

test.describe("site search", () => {
  test.use({ viewport: { width: 1600, height: 900 } });

  test("the header search lands on ranked results with the matched words highlighted", async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto("/");
    const box = page.getByRole("searchbox", { name: "Search the site" }).first();
    await box.fill("colonoscopy");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=colonoscopy$/);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search results for “colonoscopy”");
    await expect(page).toHaveTitle("Search results for “colonoscopy” · RID-CRC");
    await expect(page.getByText(/^\d+ results, page 1 of \d+$/)).toBeVisible();
    const results = page.getByRole("main").getByRole("listitem");
    await expect(results).toHaveCount(10);
    await expect(results.first().getByText(/^(Article|FAQ|Page|GP clinic|Specialist)$/)).toBeVisible();
    const marks = page.locator("main mark");
    expect(await marks.count()).toBeGreaterThan(0);
    await expect(marks.first()).toHaveText(/^colonoscop/i);
    const top = results.first().getByRole("heading", { level: 2 }).getByRole("link");
    await expect(top).toHaveText(/colonoscopy/i);
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test("a search with no results says so, names the query and suggests where to go", async ({ page }) => {
    await page.goto("/search?q=xylophone%20quasar");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search results for “xylophone quasar”");
    await expect(page.getByText("No results found for “xylophone quasar”.")).toBeVisible();
    for (const path of ["/education", "/education/faqs", "/find-a-gp"]) {
      await expect(page.getByRole("main").locator(`a[href="${path}"]`)).toHaveCount(1);
    }
    await expectAccessible(page);

    // Only punctuation: nothing to look for, and no error.
    const response = await page.goto("/search?q=%22%26%7C!%3A*()");
    expect(response?.status()).toBe(200);
    await expect(page.getByText('No results found for “"&|!:*()”.')).toBeVisible();
  });

  test("pages through results without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto("/search?q=cancer");
    await expect(page.getByText(/, page 1 of \d+$/)).toBeVisible();
    const firstPageTop = await page.getByRole("main").getByRole("heading", { level: 2 }).first().textContent();
    const pagination = page.getByRole("navigation", { name: "Pagination" });
    await expect(pagination.getByRole("link", { name: "Previous page" })).toHaveCount(0);
    await pagination.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/\/search\?q=cancer&page=2$/);
    await expect(page.getByText(/, page 2 of \d+$/)).toBeVisible();
    await expect(page.getByRole("main").getByRole("heading", { level: 2 }).first()).not.toHaveText(firstPageTop!);
    await pagination.getByRole("link", { name: "Previous page" }).click();
    await expect(page).toHaveURL(/\/search\?q=cancer$/);
    await context.close();
  });
});

async function homeSearch(page: Page, lang = "en") {
  await page.goto(lang === "en" ? "/" : `/${lang}`);
  // The combobox needs the page's JavaScript: wait until it has loaded.
  await page.waitForLoadState("networkidle");
  const box = page.getByRole("combobox", { name: read(lang, "home").search!.label as string });
  // On a busy machine keys typed while React is still taking over the input are lost: wait until
  // it keeps what is typed, then start from an empty box.
  await expect(async () => {
    await box.fill("x");
    await expect(box).toHaveValue("x", { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await box.fill("");
  await box.press("Escape");
  return box;
}

test.describe("home search bar", () => {
  test("suggestions by keyboard, with wrap-around, and Enter goes to the highlighted path", async ({ page }) => {
    const box = await homeSearch(page);
    await expect(box).toHaveAttribute("placeholder", "Search topics, care, coverage");
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await box.pressSequentially("col");
    const list = page.getByRole("listbox", { name: "Suggestions" });
    await expect(list.getByRole("option")).toHaveText(["Colonoscopy"]);
    await expect(box).toHaveAttribute("aria-expanded", "true");
    await box.press("ArrowDown");
    const colonoscopy = list.getByRole("option", { name: "Colonoscopy" });
    await expect(colonoscopy).toHaveAttribute("aria-selected", "true");
    await box.press("ArrowDown");
    // One match: the second ArrowDown wraps around to it.
    await expect(colonoscopy).toHaveAttribute("aria-selected", "true");
    await expect(box).toHaveAttribute("aria-activedescendant", (await colonoscopy.getAttribute("id"))!);
    await expectAccessible(page);
    const going = page.waitForRequest((r) => r.url().includes("/education/patients/colonoscopy-gold-standard"));
    await box.press("Enter");
    await going;
    await expect(page).not.toHaveURL(/\/education\/faqs/);
  });

  test("ArrowUp wraps to the last match and Enter follows it", async ({ page }) => {
    const box = await homeSearch(page);
    await box.pressSequentially("FIND");
    const options = page.getByRole("listbox", { name: "Suggestions" }).getByRole("option");
    await expect(options).toHaveText(["Find a GP", "Find a specialist"]);
    for (const _ of [1, 2, 3]) await box.press("ArrowDown");
    await expect(options.nth(0)).toHaveAttribute("aria-selected", "true");
    await box.press("ArrowUp");
    await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/find-a-specialist$/);
  });

  // Typed as a person of each script would, then chosen with the mouse, not the keyboard.
  for (const [lang, typed, prefix] of [
    ["en", "special", ""],
    ["zh", "专科", "/zh"],
    ["ta", "சிறப்பு", "/ta"],
  ] as const) {
    test(`a mouse click on a suggestion opens its page in the page's language (${lang})`, async ({ page }) => {
      const box = await homeSearch(page, lang);
      await box.pressSequentially(typed);
      const option = page
        .getByRole("listbox", { name: read(lang, "home").search!.suggestions as string })
        .getByRole("option", { name: read(lang, "search").suggest!.findSpecialist as string });
      await option.click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(read(lang, "directory").specialist!.title!);
      await expect(page).toHaveURL(new RegExp(`${prefix}/find-a-specialist$`));
    });
  }

  test("Escape and a click outside close the suggestions", async ({ page }) => {
    const box = await homeSearch(page);
    const list = page.getByRole("listbox", { name: "Suggestions" });
    await box.pressSequentially("f");
    await expect(list).toBeVisible();
    await box.press("Escape");
    await expect(list).toBeHidden();
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await expect(box).toHaveValue("f");
    await box.pressSequentially("a");
    await expect(list.getByRole("option")).toHaveText(["FAQs"]);
    await page.getByRole("heading", { level: 1 }).click();
    await expect(list).toBeHidden();
  });

  test("text with no suggestion says so and submits to the FAQ search; empty is not submitted", async ({ page }) => {
    const box = await homeSearch(page);
    await box.press("Enter");
    await expect(page).toHaveURL(/\/$/);
    await box.pressSequentially("fit kit & cost");
    await expect(page.getByRole("status").getByText("No results found for “fit kit & cost”")).toBeVisible();
    await expect(page.getByRole("listbox", { name: "Suggestions" })).toBeHidden();
    await expectAccessible(page);
    await box.press("Enter");
    await expect(page).toHaveURL(/\/education\/faqs\?q=fit%20kit%20%26%20cost$/);
  });

  test("without JavaScript it is a plain form to the FAQ search", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    const box = page.getByRole("searchbox", { name: "Search health topics" });
    await box.fill("polyps");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/education\/faqs\?q=polyps$/);
    await context.close();
  });
});

test.describe("SEO", () => {
  test("the sitemap lists the public pages and every article with absolute addresses", async ({ request, baseURL }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/xml");
    const xml = await response.text();
    expect(xml).toContain(`<loc>${baseURL}/</loc>`);
    expect(xml).toContain(`<loc>${baseURL}/find-a-gp</loc>`);
    expect(xml).toMatch(
      new RegExp(
        `<loc>${baseURL}/education/article/understanding-colorectal-cancer</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`,
      ),
    );
    expect(xml.match(/\/education\/article\//g)!.length).toBeGreaterThanOrEqual(20);
    // The demo's published events, each page with its last change.
    expect(xml).toMatch(
      new RegExp(`<loc>${baseURL}/upcoming-events/[0-9a-f-]{36}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`),
    );
    expect(xml).not.toContain("/admin");
  });

  test("robots.txt keeps crawlers out of private areas and names the sitemap", async ({ request, baseURL }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/plain");
    const text = await response.text();
    expect(text).toContain("User-agent: *\nAllow: /\n");
    for (const path of ["/admin", "/dashboard", "/profile", "/account", "/dev", "/api"]) {
      expect(text).toContain(`Disallow: ${path}\n`);
    }
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test("the home page has a canonical address, sharing tags and the organisation's data", async ({ page, baseURL }) => {
    await page.goto("/");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}/`);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `${baseURL}/`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /RID-CRC/);
    const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(ld).toMatchObject({ "@type": "Organization", name: "RID-CRC", url: `${baseURL}/` });
    expect(JSON.stringify(ld)).not.toMatch(/rating|review/i);
  });
});
