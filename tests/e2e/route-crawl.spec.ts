import { expect, test, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { aliases } from "../../app/features/education/aliases";
import { baseURL } from "../../playwright.config";
import { crawlPages, demoChampion, memberPages } from "../support/public-urls";
import { signIn } from "./fixtures/accounts";
import { expectAccessible, watchConsole } from "./fixtures/axe";

/**
 * The crawl of issues #4 and #12. Every page of the list (tests/support/public-urls.ts, which
 * `npm run bench` measures too) answers 200 with exactly one h1 in the server's HTML, a canonical
 * address unless noindex, no console errors and no axe violations. Then every internal link found on
 * every page reachable from the list, anonymously and as the demo Champion, answers without 404:
 * a broken link cannot land again. Behaviour of each page is tested in its own journey.
 */

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

/** Links the crawl never follows: they sign out (a GET would end the Champion's session) or write. */
const neverFollow = [/^\/logout(\/|$)/, /^\/api\//];

/**
 * More pages than this means a link generates addresses without end (a filter or page loop). The
 * directories' and the education hub's filter links make ~900 distinct pages today (every one is read).
 */
const MAX_PAGES = 2000;

/** Requests in flight at once: the server renders one page per event-loop turn, so a few overlap well. */
const PARALLEL = 6;

type CrawlReport = {
  /** HTML pages of our origin read for links. */
  pages: number;
  /** Distinct addresses (path + query) requested. */
  links: number;
  /** Every internal link found, counted on every page it appears on. */
  occurrences: number;
  /** "source page → broken link (status)". */
  broken: string[];
};

const entities: Record<string, string> = { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">", "#39": "'", "#x27": "'" };
const decode = (s: string) =>
  s.replace(/&(amp|quot|apos|lt|gt|#39|#x27);/gi, (_m, e: string) => entities[e.toLowerCase()]!);
const attribute = (attrs: string, name: string) =>
  attrs
    .match(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, "i"))
    ?.slice(1)
    .find((v) => v !== undefined);

/** The href of every <a> and <link rel=alternate|canonical> in the server's HTML (scripts left out). */
function hrefsIn(html: string): string[] {
  const markup = html.replace(/<script\b[\s\S]*?<\/script>/gi, "");
  const found: string[] = [];
  for (const [, tag, attrs] of markup.matchAll(/<(a|link)\b([^>]*)>/gi)) {
    const href = attribute(attrs!, "href");
    if (href === undefined) continue;
    if (tag!.toLowerCase() === "link") {
      const rel = (attribute(attrs!, "rel") ?? "").toLowerCase().split(/\s+/);
      if (!rel.includes("alternate") && !rel.includes("canonical")) continue;
    }
    found.push(decode(href).trim());
  }
  return found;
}

/** The failure when the bound is passed: the paths with the most addresses, where the loop must be. */
function tooMany(parsed: Set<string>): string {
  const perPath = new Map<string, string[]>();
  for (const key of parsed) {
    const path = key.split("?")[0]!;
    perPath.set(path, [...(perPath.get(path) ?? []), key]);
  }
  const top = [...perPath.values()].sort((a, b) => b.length - a.length).slice(0, 5);
  return (
    `The crawl passed ${MAX_PAGES} pages: a link generates addresses without end? Most addresses per path:\n` +
    top.map((keys) => `  ${keys.length} × ${keys.slice(0, 3).join(", ")}, …`).join("\n")
  );
}

/** Breadth-first over the same-origin links of every page reached from `seeds`, as `request`'s session. */
async function crawlLinks(request: APIRequestContext, seeds: readonly string[]): Promise<CrawlReport> {
  const origin = new URL(baseURL).origin;
  const linkedFrom = new Map<string, Set<string>>();
  const queue: string[] = [];
  const parsed = new Set<string>();
  const report: CrawlReport = { pages: 0, links: 0, occurrences: 0, broken: [] };
  const statuses = new Map<string, number>();

  const found = (key: string, from: string) => {
    const sources = linkedFrom.get(key);
    if (sources) return void sources.add(from);
    linkedFrom.set(key, new Set([from]));
    queue.push(key);
  };
  for (const seed of seeds) found(seed, "(the crawl's list)");

  async function visit(key: string) {
    const response = await request.get(key, { maxRedirects: 10, failOnStatusCode: false });
    statuses.set(key, response.status());
    const final = new URL(response.url());
    const finalKey = final.pathname + final.search;
    const type = response.headers()["content-type"] ?? "";
    // Files (PDF, calendar, CSV, XML) are checked for their status only.
    if (response.status() >= 400 || final.origin !== origin || !type.includes("text/html") || parsed.has(finalKey))
      return void (await response.dispose());
    parsed.add(finalKey);
    if (++report.pages > MAX_PAGES) throw new Error(tooMany(parsed));
    for (const href of hrefsIn(await response.text())) {
      if (!href || href.startsWith("#")) continue;
      const url = new URL(href, final);
      if (url.origin !== origin) continue; // other sites, mailto:, tel:, javascript:
      report.occurrences++;
      const path = url.pathname + url.search;
      if (!neverFollow.some((pattern) => pattern.test(url.pathname))) found(path, key);
    }
  }

  while (queue.length) {
    const batch = queue.splice(0, PARALLEL);
    report.links += batch.length;
    await Promise.all(batch.map(visit));
  }
  for (const [key, status] of statuses)
    if (status === 404 || status >= 500)
      for (const from of linkedFrom.get(key)!) report.broken.push(`${from} → ${key} (${status})`);
  return report;
}

function record(name: string, report: CrawlReport) {
  const summary =
    `${name}: ${report.pages} pages visited, ${report.links} distinct links checked ` +
    `(${report.occurrences} internal links seen)`;
  test.info().annotations.push({ type: "crawl", description: summary });
  console.log(summary);
}

/** The browser checks of one listed page, on a page the sequence reuses. */
async function check(page: Page, errors: string[], url: string) {
  errors.length = 0;
  const response = await page.goto(url);
  expect(response?.status(), `${url} status`).toBe(200);
  // The server's HTML is the navigation's own response: no second request for it.
  const serverH1s = (await response!.text()).match(/<h1[\s>]/g)?.length ?? 0;
  expect(serverH1s, `${url}: one h1 in the server's HTML`).toBe(1);
  await expect(page.locator("h1")).toHaveCount(1);
  // A page search engines may index names its one address; the others say noindex.
  if ((await page.locator('meta[name="robots"][content*="noindex"]').count()) === 0) {
    await expect(page.locator('link[rel="canonical"]'), `${url}: canonical`).toHaveAttribute("href", /^http/);
  }
  await expectAccessible(page);
  expect(errors, `${url}: console errors`).toEqual([]);
}

test.describe("route crawl (spec content §2.1)", () => {
  // One browser page for the whole sequence: a new context per page costs more than the page's checks.
  let context: BrowserContext;
  let shared: Page;
  let errors: string[];
  test.beforeAll(async ({ browser }) => {
    context = await browser.newContext({ baseURL });
    shared = await context.newPage();
    errors = watchConsole(shared);
  });
  test.afterAll(async () => context?.close());

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

  test("anonymously, from every listed page", async ({ request }) => {
    const report = await crawlLinks(request, crawlPages);
    record("anonymous", report);
    expect(report.broken, "source page → broken link").toEqual([]);
  });

  test("as the demo Champion, from the member pages", async ({ page }) => {
    await signIn(page, demoChampion.email, demoChampion.password);
    await expect(page).toHaveURL(/dashboard/);
    // page.request shares the browser context's cookies: the Champion's session.
    const report = await crawlLinks(page.request, ["/dashboard/champion", ...memberPages, "/refer-friend"]);
    record("Champion", report);
    expect(report.broken, "source page → broken link").toEqual([]);
    // The session survived the crawl (no link signed the Champion out).
    expect(new URL((await page.request.get("/dashboard/champion")).url()).pathname).toBe("/dashboard/champion");
  });
});
