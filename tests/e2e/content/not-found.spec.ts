import { expect, test } from "@playwright/test";
import { expectAccessible } from "../fixtures/axe";

test("an unknown path gives the 404 page with status 404", async ({ page }) => {
  const response = await page.goto("/no/such-page?x=1");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  await expect(page.getByText("/no/such-page")).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to the home page" })).toHaveAttribute("href", "/");
  await expectAccessible(page);

  const search = page.getByRole("main").getByRole("searchbox", { name: "Search the site" });
  await search.fill("screening");
  await search.press("Enter");
  await expect(page).toHaveURL(/\/search\?q=screening$/);
});

test("a malformed address never shows a stack trace", async ({ request }) => {
  for (const path of ["/%E0%A4%A", "/education/%", "/dev/mailbox/%zz"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBeLessThan(500);
    const body = await response.text();
    expect(body, path).not.toMatch(/at .+\.(js|ts):\d+/);
  }
});
