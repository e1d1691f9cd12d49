import { expect, test } from "@playwright/test";
import { expectAccessible, watchConsole } from "./fixtures/axe";

test.describe("home page", () => {
  test("is complete without JavaScript (server-rendered)", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "A National Movement to Outsmart Colorectal Cancer.",
    );
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByText("For Lives, Not for Profits.").first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Find Your Screening Path" })).toHaveAttribute("href", "/get-screened");
    await expect(page.getByRole("link", { name: "Join the Movement", exact: true }).first()).toHaveAttribute(
      "href",
      "/join-movement",
    );
    // The sections of spec content §2.2, in order.
    const headings = await page.locator("main h2").allTextContents();
    expect(headings.length).toBeGreaterThanOrEqual(7);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await context.close();
  });

  test("has no accessibility violations and no console errors", async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto("/");
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test("offers a skip link to the main content", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
  });

  test("sends security headers", async ({ request }) => {
    const response = await request.get("/");
    const headers = response.headers();
    expect(headers["content-security-policy"]).toContain("default-src 'self'");
    expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["x-powered-by"]).toBeUndefined();
    expect(headers["content-encoding"]).toMatch(/gzip|br|deflate/);
  });
});
