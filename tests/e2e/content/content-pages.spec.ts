import { expect, test, type Page, type Response } from "@playwright/test";
import { gzipSync } from "node:zlib";
import { PASSWORD } from "../fixtures/accounts";
import { expectAccessible, expectAccessibleAsShown, watchConsole } from "../fixtures/axe";
import { uniqueEmail } from "../fixtures/mailbox";
import { reactFile } from "../fixtures/react-files";
import { baseURL } from "../../../playwright.config";

// Issue 25, ADR 0024: content pages ship no React, only the small scripts that enhance their HTML.
const BUDGET_BYTES = 30 * 1024;

const contentPages = [
  "/",
  "/education",
  "/education/patients",
  "/education/article/understanding-colorectal-cancer",
  "/education/faqs",
  "/education/newsroom",
  "/about-us",
  "/privacy-policy",
  "/get-screened",
  // A visitor's due-date reminder form, and the costs page (issue 26).
  "/get-screened/remind?dueOn=2027-06-01&rule=fit-up-to-date",
  "/get-screened/costs",
  "/stories",
  "/upcoming-events",
  "/find-a-gp",
  // Its trusted lookup's focus and blank search: the trusted-lookup script.
  "/find-a-specialist",
  // The pillars but the awareness one (its widgets need React): the CSR pillar's calculator is a GET form.
  "/pillars/rid-crc-csr",
  "/pillars/rid-crc-sgp",
  // The CSR pillar in two other languages: their words are the server's HTML, no script carries them.
  "/zh/pillars/rid-crc-csr",
  "/ta/pillars/rid-crc-csr",
  // Forms answered by the server (ADR 0024 §8): the contact form and the partner registrations
  // (their password's show/hide, suggested region and pledge preview are enhance scripts).
  "/contact",
  "/register/clinic",
  "/register/specialist",
  "/register/corporate",
  // The other enquiry forms (/nominate-clinician also answers the form of /join-the-movement, which has React).
  "/nominate-clinician",
  "/signup-trial",
  "/register/government",
];

/** Every script the page fetches until the network is idle, with its gzip size (the bench's measure). */
async function scriptsOf(page: Page, path: string) {
  const sizes = new Map<string, Promise<number>>();
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === "script")
      sizes.set(
        new URL(response.url()).pathname,
        response.body().then((b) => gzipSync(b, { level: 6 }).length),
      );
  };
  page.on("response", onResponse);
  await page.goto(path, { waitUntil: "networkidle" });
  // The shell's scripts come after the first paint (app/ui/enhance/boot.ts), which on a busy
  // machine can be later than the network's first quiet moment: count them once they have run.
  if (await page.locator("script[data-enhance]").count())
    await expect(page.locator("html[data-enhanced]")).toHaveCount(1, { timeout: 15_000 });
  page.off("response", onResponse);
  const files = [...sizes.keys()];
  const bytes = (await Promise.all(sizes.values())).reduce((a, b) => a + b, 0);
  return { files, bytes };
}

/**
 * Scripts written into the page itself but the boot (JSON-LD is data, not a script, and runs
 * nothing; the boot, app/ui/enhance/boot.ts, is the same text on every page, allowed by its hash).
 */
const inlineScripts = (page: Page) =>
  page
    .locator("script:not([src]):not([data-enhance])")
    .evaluateAll((all) =>
      all.filter((s) => (s as HTMLScriptElement).type !== "application/ld+json").map((s) => s.outerHTML.slice(0, 80)),
    );

test.describe("content pages without React", () => {
  test.use({ viewport: { width: 1600, height: 900 } });

  test("load no React, at most 30 KB of script, nothing inline but the boot, and break no policy", async ({ page }) => {
    test.setTimeout(120_000);
    const errors = watchConsole(page);
    for (const path of contentPages) {
      const { files, bytes } = await scriptsOf(page, path);
      expect(
        files.filter((file) => reactFile.test(file)),
        `${path}: React's files`,
      ).toEqual([]);
      expect(files.length, `${path}: its enhance scripts`).toBeGreaterThan(0);
      expect(bytes, `${path}: first-load script bytes (gzip)`).toBeLessThanOrEqual(BUDGET_BYTES);
      expect(await inlineScripts(page), `${path}: inline scripts`).toEqual([]);
      await expect(page.locator("html[data-enhanced]"), `${path}: the boot ran its scripts`).toHaveCount(1);
      // The whole stylesheet is inline (its hash in the policy), nothing blocks the first paint.
      expect(await page.locator("head link[rel=stylesheet]").count(), `${path}: stylesheets`).toBe(0);
      await expect(page.locator("head style")).toHaveCount(1);
    }
    // A refused inline style or script would be a console error (a policy violation).
    expect(errors).toEqual([]);
    await expectAccessible(page);
  });

  test("the shell's scripts are asked for only after the first paint, the page's text before any script", async ({
    page,
  }) => {
    for (const path of ["/", "/education", "/education/article/understanding-colorectal-cancer"]) {
      await page.goto(path);
      await expect(page.locator("html[data-enhanced]")).toHaveCount(1);
      const { paint, scripts } = await page.evaluate(() => ({
        paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
        scripts: performance
          .getEntriesByType("resource")
          .filter((r) => (r as PerformanceResourceTiming).initiatorType === "script" || r.name.endsWith(".js"))
          .map((r) => ({ name: new URL(r.name).pathname, start: r.startTime })),
      }));
      expect(paint, `${path}: a first contentful paint`).not.toBeNull();
      expect(scripts.length, `${path}: its enhance scripts came`).toBeGreaterThan(0);
      for (const script of scripts) expect(script.start, `${path}: ${script.name}`).toBeGreaterThan(paint!);
    }
  });

  test("a page with rich widgets still ships React", async ({ page }) => {
    const { files } = await scriptsOf(page, "/quiz");
    expect(files.some((file) => reactFile.test(file))).toBe(true);
  });

  test("a client navigation from a page with React to a content page keeps React", async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto("/quiz", { waitUntil: "networkidle" });
    const documents: string[] = [];
    page.on("request", (r) => r.resourceType() === "document" && documents.push(r.url()));
    await page.getByRole("navigation", { name: "Main" }).locator("summary", { hasText: "Education" }).click();
    await page.getByRole("link", { name: "Education Hub" }).click();
    await expect(page).toHaveURL(/\/education$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(documents, "no full page load").toEqual([]);
    expect(errors).toEqual([]);
  });
});

test.describe("what content pages still do, with JavaScript", () => {
  test.use({ viewport: { width: 1600, height: 900 } });

  test("the header's menus: Escape closes and gives focus back, a click outside closes", async ({ page }) => {
    await page.goto("/education", { waitUntil: "networkidle" });
    const nav = page.getByRole("navigation", { name: "Main" });
    const education = nav.locator("summary", { hasText: "Education" });
    await education.focus();
    await page.keyboard.press("Enter");
    const hub = nav.getByRole("link", { name: "Education Hub" });
    await expect(hub).toBeVisible();
    await expect(page.locator("[data-menus-enhanced]")).toHaveCount(1);
    await page.keyboard.press("Escape");
    await expect(hub).toBeHidden();
    await expect(education).toBeFocused();
    await education.press("Enter");
    await expect(hub).toBeVisible();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(hub).toBeHidden();
  });

  test("the flash message is on the page, a status, and its button dismisses it", async ({ page }) => {
    // A sign-up sent straight to the server leaves its one-time message for the next page shown.
    await page.request.post("/signup/champion", {
      headers: { origin: baseURL },
      form: {
        fullName: "Flash Journey",
        email: uniqueEmail("flash-nojs"),
        password: PASSWORD,
        confirmPassword: PASSWORD,
        agreedToTerms: "on",
      },
      maxRedirects: 0,
    });
    await page.goto("/education", { waitUntil: "networkidle" });
    const region = page.getByRole("region", { name: "Notifications" });
    await expect(region.getByRole("status")).toHaveText(/^Account created successfully!/);
    await expectAccessible(page);
    await region.getByRole("button", { name: "Dismiss this message" }).click();
    await expect(region).toHaveCount(0);
    await expect(page.locator("#main")).toBeFocused();
  });

  test("the chat launcher opens the chat window in place; its code comes at the click", async ({ page }) => {
    const windowCode: string[] = [];
    page.on("request", (r) => /\/assets\/chat-window-[^/]*\.js$/.test(r.url()) && windowCode.push(r.url()));
    await page.goto("/education/faqs", { waitUntil: "networkidle" });
    const launcher = page.locator("a[data-chat-ready]");
    await expect(launcher).toHaveAttribute("href", "/chat");
    expect(windowCode).toEqual([]);
    await launcher.click();
    const dialog = page.getByRole("dialog", { name: "Chat with RID-CRC" });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/education\/faqs$/);
    await expect(dialog.getByLabel("Your question")).toBeFocused();
    expect(windowCode).toHaveLength(1);
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(launcher).toBeFocused();
  });
});

test.describe("content pages without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1600, height: 900 } });

  test("the header search goes to /search and the chat launcher to /chat", async ({ page, browser }) => {
    await page.goto("/education/faqs");
    const box = page.getByRole("searchbox", { name: "Search the site" }).first();
    await box.fill("colonoscopy");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=colonoscopy$/);
    await page.goto("/about-us");
    await page.getByRole("link", { name: "Chat With Me!" }).click();
    await expect(page).toHaveURL(/\/chat$/);
    await page.goto("/education/article/understanding-colorectal-cancer");
    // Share and Print need JavaScript: not shown without it.
    await expect(page.getByRole("button", { name: "Share" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Print" })).toHaveCount(0);
    await expectAccessibleAsShown(page, browser);
  });

  test("the flash message is shown, with no button that could not work", async ({ page }) => {
    await page.request.post("/signup/champion", {
      headers: { origin: baseURL },
      form: {
        fullName: "Flash Journey",
        email: uniqueEmail("flash-nojs-off"),
        password: PASSWORD,
        confirmPassword: PASSWORD,
        agreedToTerms: "on",
      },
      maxRedirects: 0,
    });
    await page.goto("/about-us");
    const region = page.getByRole("region", { name: "Notifications" });
    await expect(region.getByRole("status")).toHaveText(/^Account created successfully!/);
    await expect(region.getByRole("button")).toHaveCount(0);
  });
});
