import { expect, test } from "@playwright/test";
import { expectAccessible, watchConsole } from "../fixtures/axe";
import { expectNoSidewaysScroll } from "../fixtures/crawl";

/**
 * Issue 27, the foundation of the four languages: the home page in each, its `<html lang>` and
 * hreflang set, the header's switcher keeping the page and remembering the choice for `/`, and
 * addresses in no language of ours being the English not-found page.
 */
const homes = [
  { lang: "en", path: "/", tag: "en-SG", heading: "A National Movement to Outsmart Colorectal Cancer." },
  { lang: "zh", path: "/zh", tag: "zh-Hans-SG", heading: "智胜大肠癌的全国运动。" },
  { lang: "ms", path: "/ms", tag: "ms", heading: "Gerakan Nasional untuk Mengatasi Kanser Kolorektal." },
  { lang: "ta", path: "/ta", tag: "ta", heading: "பெருங்குடல் புற்றுநோயை வெல்லும் தேசிய இயக்கம்." },
] as const;

for (const home of homes)
  test(`home in ${home.lang}: its language, hreflang, words, axe clean, no sideways scroll at 320 px`, async ({
    page,
  }, testInfo) => {
    const errors = watchConsole(page);
    const response = await page.goto(home.path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", home.tag);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.heading);
    // The four languages and x-default, and the canonical address in this language.
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) =>
        links.map((l) => `${l.getAttribute("hreflang")} ${new URL(l.getAttribute("href")!).pathname}`),
      );
    expect(alternates.sort()).toEqual(["en-SG /", "ms /ms", "ta /ta", "x-default /", "zh-Hans-SG /zh"].sort());
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`${home.path === "/" ? "/$" : `${home.path}$`}`),
    );
    // Drafts by the engineering team: said on the page, in its language.
    await expect(page.getByText(/review pending|待审核|menunggu semakan|மதிப்பாய்வு நிலுவையில்/)).toHaveCount(
      home.lang === "en" ? 0 : 1,
    );
    // Figures from facts.json in every language.
    await expect(page.locator("main")).toContainText("95%");
    await expectAccessible(page);
    await expectNoSidewaysScroll(page, home.path);
    await page.setViewportSize({ width: 390, height: 844 });
    await testInfo.attach(`home-${home.lang}.png`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: "image/png",
    });
    expect(errors).toEqual([]);
  });

test("the header's switcher moves between languages on the same page, and `/` remembers the choice", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/education");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-SG");
  const switcher = page.getByRole("banner").locator("..").getByRole("navigation", { name: "Language" }).first();
  await expect(switcher.getByRole("link", { name: "English" })).toHaveAttribute("aria-current", "true");
  // By keyboard: the switcher's links are reachable and followed with Enter.
  await switcher.getByRole("link", { name: "中文" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/zh\/education$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hans-SG");
  // The header's links keep the language.
  await expect(
    page.getByRole("navigation", { name: "主菜单" }).getByRole("link", { name: "临床试验" }),
  ).toHaveAttribute("href", "/zh/clinical-trials");
  // The bare home page now leads to Chinese; English again from the switcher.
  await page.goto("/");
  await expect(page).toHaveURL(/\/zh$/);
  await page.getByRole("navigation", { name: "语言" }).first().getByRole("link", { name: "தமிழ்" }).click();
  await expect(page).toHaveURL(/\/ta$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ta");
  await page.getByRole("navigation", { name: "மொழி" }).first().getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en-SG");
});

test("the switcher works without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/get-screened");
  await page.getByRole("navigation", { name: "Language" }).first().getByRole("link", { name: "Bahasa Melayu" }).click();
  await expect(page).toHaveURL(/\/ms\/get-screened$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "ms");
  await context.close();
});

test("an address in no language of ours is the English not-found page, with its 404", async ({ page }) => {
  for (const path of ["/xx/education", "/zh-TW/", "/en/education", "/not-a-page"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-SG");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  }
});

test("an unknown address under a language of ours is that language's not-found page, with its 404", async ({
  page,
}) => {
  const response = await page.goto("/ta/sign-up");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "ta");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("பக்கம் கிடைக்கவில்லை");
  await expect(page.getByRole("link", { name: "தமிழ்" }).first()).toBeVisible();
  const zh = await page.goto("/zh/education/no/such/page");
  expect(zh?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hans-SG");
  await expectAccessible(page);
});
