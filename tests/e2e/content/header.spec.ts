import { expect, test } from "@playwright/test";

test.describe("header", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("menus open and close by keyboard", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const education = nav.locator("summary", { hasText: "Education" });
    await education.focus();
    await page.keyboard.press("Enter");
    const hub = nav.getByRole("link", { name: "Education Hub" });
    await expect(hub).toBeVisible();
    // Escape and "one menu at a time" come with the enhancement, which loads on the first focus.
    await expect(page.locator("[data-menus-enhanced]")).toHaveCount(1);
    await page.keyboard.press("Tab");
    await expect(hub).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(hub).toBeHidden();
    await expect(education).toBeFocused();

    // Opening another menu closes the first.
    await education.press("Enter");
    await nav.locator("summary", { hasText: "Get Screened" }).press("Enter");
    await expect(hub).toBeHidden();
    await expect(nav.getByRole("link", { name: "Find a GP" })).toBeVisible();
  });

  test("lists every menu link of the spec", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const hrefs = await nav.locator("a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    for (const path of [
      "/education",
      "/education/patients",
      "/education/clinicians",
      "/education/faqs",
      "/education/newsroom",
      "/education/resources",
      "/upcoming-events",
      "/education/article/colonoscopy-gold-standard",
      "/get-screened",
      "/find-a-gp",
      "/find-a-specialist",
      "/movement-pillars",
      "/pillars/rid-crc-pub",
      "/pillars/rid-crc-sgp",
      "/pillars/rid-crc-gov",
      "/pillars/rid-crc-csr",
      "/pillars/rid-crc-edu",
      "/about-us",
      "/about/advisors",
      "/vision2035",
      "/csr-showcase",
      "/clinical-trials",
      "/signup/champion",
      "/register/clinic",
      "/register/specialist",
      "/register/corporate",
      "/stories",
    ]) {
      expect(hrefs, path).toContain(path);
    }
    await expect(page.getByRole("link", { name: "Champion Sign In" })).toHaveAttribute("href", "/login");
    await expect(page.getByLabel("Country").first()).toHaveValue("Singapore");
  });

  test("hovering opens a menu and it hides after the pointer leaves", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.locator("summary", { hasText: "About Us" }).hover();
    await expect(nav.getByRole("link", { name: "Vision 2035" })).toBeVisible();
    await page.mouse.move(700, 600);
    await expect(nav.getByRole("link", { name: "Vision 2035" })).toBeHidden();
  });

  test("search submits the trimmed query to /search", async ({ page }) => {
    await page.setViewportSize({ width: 1600, height: 900 });
    await page.goto("/");
    const box = page.getByRole("searchbox", { name: "Search the site" }).first();
    await box.fill("  colonoscopy prep & FIT  ");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=colonoscopy(\+|%20)prep(\+|%20)%26(\+|%20)FIT$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search results for “colonoscopy prep & FIT”");
  });

  test("on narrower desktops the search icon leads to the search page", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await page.getByRole("link", { name: "Search the site" }).click();
    await expect(page).toHaveURL(/\/search$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search the site");
  });

  test("a blank search is not submitted", async ({ page }) => {
    await page.setViewportSize({ width: 1600, height: 900 });
    await page.goto("/");
    const box = page.getByRole("searchbox", { name: "Search the site" }).first();
    await box.fill("   ");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("mobile header", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu opens with accordions", async ({ page }) => {
    await page.goto("/");
    await page.locator("summary", { hasText: "Menu" }).click();
    const mobile = page.getByRole("navigation", { name: "Mobile" });
    await mobile.locator("summary", { hasText: "Movement Pillars" }).click();
    await expect(mobile.getByRole("link", { name: "Corporate CSR" })).toBeVisible();
    await mobile.getByRole("link", { name: "Clinical Trials" }).click();
    await expect(page).toHaveURL(/\/clinical-trials$/);
    // The menu closes after navigating.
    await expect(mobile).toBeHidden();
  });
});
