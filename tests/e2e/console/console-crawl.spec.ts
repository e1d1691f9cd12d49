import { watchConsole } from "../fixtures/axe";
import { adminPage, expect, test } from "../fixtures/console";
import { check, crawlLinks, record } from "../fixtures/crawl";

/**
 * The console's route crawl (issues #14 to #16), as a super admin on a server of its own with the
 * demo's data: every link of every console page answers without 404 or 500 (exports included), and
 * one page of each kind (an event's page stands for every event's) passes the crawl's browser
 * checks: 200, one h1, axe, no console errors. A console page added to a tab is crawled with it.
 */

/** The kind of a console address: ids become ":id", the query goes. */
const kindOf = (address: string) =>
  address.split("?")[0]!.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, ":id");

test("every console page and link, as a super admin", async ({ browser, team }) => {
  test.setTimeout(300_000);
  const admin = await adminPage(browser, team);
  const report = await crawlLinks(admin.request, ["/admin/dashboard"], {
    origin: team.server.origin,
    // The console's own pages are read for links; a filtered or paged variant is only requested.
    readLinksOf: (address) => address.startsWith("/admin") && !address.includes("?"),
  });
  record("console", report);
  expect(report.broken, "source page → broken link").toEqual([]);

  const kinds = new Map<string, string>();
  for (const address of report.htmlPages)
    if (address.startsWith("/admin") && !kinds.has(kindOf(address))) kinds.set(kindOf(address), address);
  expect([...kinds.keys()]).toEqual(
    expect.arrayContaining([
      "/admin/events",
      "/admin/events/new",
      "/admin/events/:id",
      "/admin/events/:id/registrations",
      "/admin/partners/pledges",
      "/admin/content/questions",
      "/admin/system/deletions",
      "/admin/content/newsletter",
    ]),
  );
  const errors = watchConsole(admin);
  for (const address of kinds.values()) await check(admin, errors, address);
  // No link signed the admin out.
  expect(new URL((await admin.request.get("/admin/dashboard")).url()).pathname).not.toMatch(/login/);
});
