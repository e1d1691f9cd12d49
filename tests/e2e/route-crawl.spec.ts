import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { aliases } from "../../app/features/education/aliases";
import { publicPages } from "../../app/features/search/public-pages";
import { signIn } from "./fixtures/accounts";
import { expectAccessible, watchConsole } from "./fixtures/axe";

/**
 * The crawl of issue #4: every route of spec content §2.1 (and the states a link can open), each
 * answering 200 with exactly one h1 in the server's HTML, no console errors, and no axe violations.
 * Behaviour of each page is tested in its own journey; this file only proves the whole table is there.
 */

/** The long-form articles §2.1 names. */
const fixedArticles = [
  "understanding-colorectal-cancer",
  "how-crc-develops-from-polyps",
  "colonoscopy-preparation-complete-guide",
  "early-warning-signs",
  "colonoscopy-gold-standard",
];

/** The sitemap's public pages (they are §2.1's), then what a link can open beyond them. */
const pages = [
  ...publicPages.map((p) => p.path),
  "/join-movement",
  "/champion-signup-success",
  "/get-screened?talk=gp",
  "/get-screened?talk=specialist",
  "/get-screened?talk=screening",
  "/education?audience=clinicians&search=colonoscopy",
  "/education?search=zzzz-nothing",
  "/education?tag=screening",
  ...fixedArticles.map((slug) => `/education/article/${slug}`),
  "/education/faqs?q=colonoscopy",
  "/choose-screening?path=familydoctor",
  "/choose-screening?path=specialist",
  "/choose-screening?path=help",
  "/search?q=colonoscopy",
];

/** §2.1's signed-in member pages, crawled as the demo Champion. */
const memberPages = ["/share-your-story", "/quiz"];

/** Content-linked addresses of §2.1 that lead to another page: where each must end up. */
const linkedAddresses: Record<string, string> = {
  ...aliases,
  "/signup/champion": "/signup/champion",
  "/members/share-story": "/login",
  "/refer-friend": "/login",
  "/about": "/about-us",
  "/dashboard": "/login",
  "/screening/find-gp": "/find-a-gp",
  "/screening/find-specialist": "/find-a-specialist",
  "/get-screened#clinics": "/get-screened",
  "/join-the-movement#nominate-clinician": "/join-the-movement",
};

async function serverH1Count(request: APIRequestContext, url: string) {
  const response = await request.get(url);
  expect(response.status(), `${url} status`).toBe(200);
  return (await response.text()).match(/<h1[\s>]/g)?.length ?? 0;
}

async function crawl(page: Page, url: string) {
  expect(await serverH1Count(page.request, url), `${url}: one h1 in the server's HTML`).toBe(1);
  const errors = watchConsole(page);
  const response = await page.goto(url);
  expect(response?.status()).toBe(200);
  await expect(page.locator("h1")).toHaveCount(1);
  // A page search engines may index names its one address; the others say noindex.
  if ((await page.locator('meta[name="robots"][content*="noindex"]').count()) === 0) {
    await expect(page.locator('link[rel="canonical"]'), `${url}: canonical`).toHaveAttribute("href", /^http/);
  }
  await expectAccessible(page);
  expect(errors, `${url}: console errors`).toEqual([]);
}

test.describe("route crawl (spec content §2.1)", () => {
  for (const url of pages) test(`${url}`, async ({ page }) => crawl(page, url));

  test("the signed-in member pages, as a Champion", async ({ page }) => {
    await signIn(page, "champion@demo.rid-crc.local", "Demo-Champion-Pass-1");
    await expect(page).toHaveURL(/dashboard/);
    for (const url of memberPages) await crawl(page, url);
  });

  test("every content-linked address leads to its page", async ({ page }) => {
    for (const [from, to] of Object.entries(linkedAddresses)) {
      const response = await page.goto(from);
      expect(response?.status(), from).toBe(200);
      expect(new URL(page.url()).pathname, from).toBe(to);
      await expect(page.locator("h1"), from).toHaveCount(1);
    }
  });
});
