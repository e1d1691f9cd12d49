import { expect, test, type Page } from "@playwright/test";
import { expectAccessible, watchConsole } from "../fixtures/axe";

/** Text lines and controls on screen that the floating chat button overlaps (none may be). */
async function coveredByLauncher(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const launcher = document.querySelector<HTMLElement>('a[href="/chat"][aria-describedby="chat-launcher-tooltip"]')!;
    const button = launcher.getBoundingClientRect();
    const meets = (r: DOMRect) =>
      r.width > 0 &&
      r.height > 0 &&
      r.left < button.right &&
      r.right > button.left &&
      r.top < button.bottom &&
      r.bottom > button.top;
    const covered: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || launcher.parentElement!.contains(parent)) continue;
      if (!parent.checkVisibility({ visibilityProperty: true }) || parent.closest(".sr-only")) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if ([...range.getClientRects()].some(meets)) covered.push(`text "${node.textContent.trim().slice(0, 40)}"`);
    }
    for (const control of document.querySelectorAll<HTMLElement>("a, button, input, select, textarea, summary"))
      if (
        !launcher.parentElement!.contains(control) &&
        control.checkVisibility({ visibilityProperty: true }) &&
        meets(control.getBoundingClientRect())
      )
        covered.push(`<${control.tagName.toLowerCase()}> ${control.textContent?.trim().slice(0, 40) ?? ""}`);
    return covered;
  });
}

test.describe("home page", () => {
  test("on a phone: the headline and the call to action on the first screen, nothing under the chat button", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole("link", { name: "Find Your Screening Path" })).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole("link", { name: "Chat With Me!" })).toBeVisible();
    expect(await coveredByLauncher(page), "first screen").toEqual([]);
    // The end of the page has room for the button: the last lines scroll clear of it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await coveredByLauncher(page), "end of the page").toEqual([]);
    // From the small-tablet width up the button floats at the bottom; the end of the page has room for it.
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await coveredByLauncher(page), "end of the page, tablet").toEqual([]);
  });

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
    // English as used in Singapore (issue 27: en-SG, zh-Hans-SG, ms, ta).
    await expect(page.locator("html")).toHaveAttribute("lang", "en-SG");
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
    // The home page ships no React (issue 25): its policy names no per-request nonce, so the copy a
    // shared cache keeps is the same for everyone (pages with React keep theirs: shared-cache.spec);
    // its one inline script, the boot (app/ui/enhance/boot.ts), is allowed by its hash alone.
    expect(headers["content-security-policy"]).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'(;|$)/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["x-powered-by"]).toBeUndefined();
    expect(headers["content-encoding"]).toMatch(/gzip|br|deflate/);
  });
});
