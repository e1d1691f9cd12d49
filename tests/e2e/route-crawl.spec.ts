import type { BrowserContext, Page } from "@playwright/test";
import { aliases } from "../../app/features/education/hubs/aliases";
import { crawlPages, demoChampion, demoPartners, memberPages } from "../support/public-urls";
import { signIn } from "./fixtures/accounts";
import { expectAccessible, watchConsole } from "./fixtures/axe";
import { expect, test } from "./fixtures/console";
import {
  check,
  crawlLinks as crawlFrom,
  expectNoSidewaysScroll,
  hrefsIn,
  phoneWidths,
  record,
  widthChecks,
} from "./fixtures/crawl";

/**
 * The crawl of issues #4 and #12. Every page of the list (tests/support/public-urls.ts, which
 * `npm run bench` measures too) answers 200 with exactly one h1 in the server's HTML, a canonical
 * address unless noindex, no console errors and no axe violations. Then every internal link found on
 * every page reachable from the list, anonymously and as the demo Champion, answers without 404:
 * a broken link cannot land again. Behaviour of each page is tested in its own journey.
 *
 * It runs in the console lane, on that lane's server (the demo seed, like the shared server's), to
 * balance Playwright's two lanes: it was the longest file of the shared server's lane.
 */

/**
 * The shared server's crawl: every same-origin link, followed without end. A page in another
 * language (issue 27: home's hreflang links) is checked to answer; the links of the English pages
 * alone are followed (the languages share one route table, so the others' links are the same
 * addresses with a prefix; the switcher's `/language` links are never followed, fixtures/crawl.ts).
 */
const crawlLinks = (request: Parameters<typeof crawlFrom>[0], seeds: readonly string[], origin: string) =>
  crawlFrom(request, seeds, {
    origin,
    readLinksOf: (address) => !/^\/(zh|ms|ta)(\/|\?|$)/.test(address),
  });

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

test.describe("route crawl (spec content §2.1)", () => {
  // One browser page for the whole sequence: a new context per page costs more than the page's checks.
  let context: BrowserContext;
  let shared: Page;
  let errors: string[];
  test.beforeAll(async ({ browser, team }) => {
    context = await browser.newContext({ baseURL: team.server.origin });
    shared = await context.newPage();
    errors = watchConsole(shared);
  });
  test.afterAll(async () => {
    await context?.close();
    const counts = phoneWidths.map((w) => `${widthChecks.get(w) ?? 0} pages at ${w}px`).join(", ");
    console.log(`sideways-scroll check: ${counts}`);
  });

  for (const url of crawlPages) test(`${url}`, async () => check(shared, errors, url));

  // Event pages have addresses of their own (issue #15): every one the list links to, the demo's samples.
  test("every event page the events list links to", async () => {
    await shared.goto("/upcoming-events");
    const links = await shared
      .locator('a[href^="/upcoming-events/"]')
      .evaluateAll((as) => [
        ...new Set(
          as.map((a) => a.getAttribute("href")!).filter((href) => /^\/upcoming-events\/[0-9a-f-]{36}$/.test(href)),
        ),
      ]);
    expect(links.length).toBeGreaterThanOrEqual(4);
    for (const url of links) await check(shared, errors, url);
  });

  test("the signed-in member pages, as a Champion", async ({ page }) => {
    await signIn(page, demoChampion.email, demoChampion.password);
    await expect(page).toHaveURL(/dashboard/);
    const memberErrors = watchConsole(page);
    for (const url of memberPages) await check(page, memberErrors, url);
  });

  // The partner dashboards (issue #15), each as its own demo account; files they link (the corporate
  // certificate) are requested by the link check below.
  for (const [kind, account] of Object.entries(demoPartners)) {
    test(`${account.dashboard}, as the demo ${kind} account`, async ({ page, baseURL }) => {
      await signIn(page, account.email, account.password);
      await expect(page).toHaveURL(new RegExp(account.dashboard));
      const partnerErrors = watchConsole(page);
      await check(page, partnerErrors, account.dashboard);
      const report = await crawlFrom(page.request, [account.dashboard], {
        origin: new URL(baseURL!).origin,
        readLinksOf: (address) => address.startsWith("/dashboard"),
      });
      record(kind, report);
      expect(report.broken, "source page → broken link").toEqual([]);
    });
  }

  // A registration's own page is reached only from its person's e-mails (events.spec.ts opens real
  // ones): an address with no registration behind it is the page's documented 404, accessible too.
  test("a registration link that names no registration", async () => {
    const response = await shared.goto("/events/registration/no-such-registration-link");
    expect(response?.status()).toBe(404);
    await expect(shared.locator("h1")).toHaveCount(1);
    await expectAccessible(shared);
    await expectNoSidewaysScroll(shared, "/events/registration/no-such-registration-link");
  });

  test("the not-found page fits a phone", async () => {
    const response = await shared.goto("/no-such-page-anywhere/at-all");
    expect(response?.status()).toBe(404);
    await expectNoSidewaysScroll(shared, "/no-such-page-anywhere/at-all");
  });

  test("every content-linked address leads to its page", async () => {
    for (const [from, to] of Object.entries(linkedAddresses)) {
      const response = await shared.goto(from);
      expect(response?.status(), from).toBe(200);
      expect(new URL(shared.url()).pathname, from).toBe(to);
      await expect(shared.locator("h1"), from).toHaveCount(1);
    }
  });
});

test.describe("every internal link answers (no 404)", () => {
  test.setTimeout(180_000);

  test("the link finder reads <a> and <link rel=alternate|canonical>, not scripts", () => {
    expect(
      hrefsIn(`<a class="x" href="/a?b=1&amp;c=2">A</a><a href='/b'>B</a><a name="top">no href</a>
        <link rel="canonical" href="http://localhost/c"><link rel="stylesheet" href="/d.css">
        <link href="/e" rel="alternate" hreflang="en"><script>"<a href=\\"/nope\\">"</script>`),
    ).toEqual(["/a?b=1&c=2", "/b", "http://localhost/c", "/e"]);
  });

  test("anonymously, from every listed page", async ({ request, baseURL }) => {
    const report = await crawlLinks(request, crawlPages, new URL(baseURL!).origin);
    record("anonymous", report);
    expect(report.broken, "source page → broken link").toEqual([]);
  });

  test("as the demo Champion, from the member pages", async ({ page, baseURL }) => {
    await signIn(page, demoChampion.email, demoChampion.password);
    await expect(page).toHaveURL(/dashboard/);
    // page.request shares the browser context's cookies: the Champion's session.
    const report = await crawlLinks(
      page.request,
      ["/dashboard/champion", ...memberPages, "/refer-friend"],
      new URL(baseURL!).origin,
    );
    record("Champion", report);
    expect(report.broken, "source page → broken link").toEqual([]);
    // The session survived the crawl (no link signed the Champion out).
    expect(new URL((await page.request.get("/dashboard/champion")).url()).pathname).toBe("/dashboard/champion");
  });
});
