import type { Browser, Page, Route } from "@playwright/test";
import { addDays, todayInSingapore } from "../../../app/lib/text/singapore-date";
import { createChampion, signIn } from "../fixtures/accounts";
import { reactFile } from "../fixtures/react-files";
import { expectAccessible } from "../fixtures/axe";
import { adminPage, expect, test } from "../fixtures/console";
import { uniqueEmail } from "../fixtures/mailbox";
import { demoPartners } from "../../support/public-urls";

/**
 * The role dashboards' real figures (issue #15), on a server of their own (fixtures/console.ts):
 * its fresh database gives the demo clinic and specialist known counters, and a new Champion
 * known stats.
 */
test.describe.configure({ timeout: 90_000 });

// The embedded demo's partner accounts (db/seed.ts), linked to the first sample clinic and specialist.
const { gp: DEMO_GP, specialist: DEMO_SPECIALIST } = demoPartners;
const DEMO_CLINIC = "Admiralty Care Medical Clinic";

async function signedIn(browser: Browser, account: { email: string; password: string }) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard\//);
  return page;
}

/** The counters table's row: this month, in all. */
async function expectCounter(page: Page, status: "new" | "contacted" | "closed", month: number, all: number) {
  await expect(page.getByTestId(`counter-${status}`).getByRole("cell")).toHaveText([String(month), String(all)]);
}

test("champion: each role variant with the new account's real stats; messages on the way in and out", async ({
  page,
}) => {
  await page.goto("/dashboard/champion");
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard%2Fchampion$/);
  await expect(page.getByText("Please log in to view your dashboard.").first()).toBeVisible();

  const { email, password } = await createChampion(page, "Farah Dashboard");
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard\/champion$/);
  const variants = [
    ["?role=citizen", "Citizen Champion", "Friends invited"],
    ["?role=healthcare", "Healthcare Champion", "Colleagues invited"],
    ["?role=corporate", "Corporate Champion", "Colleagues invited"],
    ["?role=community", "Community Champion", "Neighbours invited"],
    ["?role=%3Cscript%3Ex&role=healthcare", "Citizen Champion", "Friends invited"],
  ] as const;
  for (const [query, title, invitedLabel] of variants) {
    await page.goto(`/dashboard/champion${query}`);
    await expect(page.getByTestId("role-title")).toHaveText(title);
    // A new account: no quiz yet (issue 23: not "0%"), nobody invited, and only its confirmed e-mail done of the five.
    await expect(page.getByTestId("stat-quizScore").getByTestId("stat-value")).toHaveText("Not taken yet");
    await expect(page.getByTestId("stat-quizScore").getByRole("link", { name: "Take the quiz" })).toHaveAttribute(
      "href",
      "/quiz",
    );
    await expect(page.getByTestId("stat-friendsInvited")).toContainText(invitedLabel);
    await expect(page.getByTestId("stat-friendsInvited").getByTestId("stat-value")).toHaveText("0");
    await expect(page.getByTestId("stat-friendsInvited")).toContainText("0 joined");
    await expect(page.getByTestId("stat-actionsCompleted").getByTestId("stat-value")).toHaveText("1/5");
    await expectAccessible(page);
  }
  const checklist = page.getByRole("region", { name: "Your Champion actions" });
  await expect(checklist.getByTestId("champion-action")).toHaveCount(5);
  await expect(checklist.getByRole("link")).toHaveCount(4);
  await expect(checklist.getByRole("link", { name: /Take the colorectal cancer quiz/ })).toHaveAttribute(
    "href",
    "/quiz",
  );
  await expect(checklist.getByRole("link", { name: /Share your story/ })).toHaveAttribute("href", "/share-your-story");
  await expect(page.getByRole("region", { name: "My events" })).toContainText("not registered for any upcoming event");

  // Another type's dashboard: back to their own, told why.
  await page.goto("/dashboard/specialist");
  await expect(page).toHaveURL(/\/dashboard\/champion$/);
  await expect(page.getByText("Access denied. This dashboard is for specialists only.").first()).toBeVisible();
});

test("GP clinic: details, hours, completion with what is missing, and counters that follow the requests", async ({
  browser,
  page,
}) => {
  const gp = await signedIn(browser, DEMO_GP);
  await expect(gp.getByTestId("partner-details")).toContainText(DEMO_CLINIC);
  await expect(gp.getByTestId("operating-hours")).toContainText("9:00am – 1:00pm, 2:00pm – 6:00pm");
  // The demo clinic has no website and its contact no phone number: 11 of 13 fields.
  await expect(gp.getByTestId("profile-completion")).toHaveText("85%");
  const missing = gp.getByTestId("missing-fields").getByRole("link");
  await expect(missing).toHaveText(["Contact phone number", "Website"]);
  await expect(missing.first()).toHaveAttribute("href", "/profile/gp-clinic");
  for (const status of ["new", "contacted", "closed"] as const) await expectCounter(gp, status, 0, 0);
  await expectAccessible(gp);

  // A visitor asks the clinic for a screening.
  await page.goto("/find-a-gp");
  await page.getByLabel("Search clinics").fill(DEMO_CLINIC);
  await page.getByRole("button", { name: "Search" }).click();
  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: DEMO_CLINIC, exact: true }) });
  await card.getByRole("link", { name: /Schedule a screening/ }).click();
  await page.getByLabel("Name", { exact: true }).fill("Counter Requester");
  await page.getByLabel("Email", { exact: true }).fill(uniqueEmail("counter"));
  await page.getByLabel("Phone", { exact: true }).fill("+65 9123 4567");
  await page.getByLabel("Preferred date").fill(addDays(todayInSingapore(), 3));
  await page.getByLabel(/^Morning/).check();
  await page.getByRole("button", { name: "Schedule My Screening" }).click();
  await expect(page.getByTestId("appointment-thank-you")).toBeVisible();

  // The server's page (a visit, a reload: no React): the form posts the page itself, its button says
  // it is updating until the answer comes, which comes back at the row.
  await gp.reload();
  await expectCounter(gp, "new", 1, 1);
  const item = gp.getByTestId("appointment-request").filter({ hasText: "Counter Requester" });
  await item.getByLabel("Status").selectOption("contacted");
  // An answer of 204 (no page) leaves this one on screen, as it is while the real answer loads.
  const posts = (route: Route) =>
    route.request().method() === "POST" ? route.fulfill({ status: 204 }) : route.fallback();
  await gp.route("**/dashboard/gp-clinic", posts);
  await item.getByRole("button", { name: /^Update/ }).click();
  await expect(
    item.getByRole("button", { name: /^Updating\.\.\. status of the request from Counter Requester$/ }),
  ).toBeDisabled();
  await gp.unroute("**/dashboard/gp-clinic", posts);
  await gp.reload();
  await item.getByLabel("Status").selectOption("contacted");
  await item.getByRole("button", { name: /^Update/ }).click();
  await expect(item.getByTestId("appointment-status")).toHaveText("Contacted");
  await expect(item.getByRole("status")).toHaveText("The request from Counter Requester is now marked Contacted.");
  await expect(gp).toHaveURL(/\/dashboard\/gp-clinic#request-[\w-]+$/);
  await expect(item).toBeInViewport();
  await expect(item.getByRole("button", { name: /^Update status/ })).toBeEnabled();
  await expectCounter(gp, "new", 0, 0);
  await expectCounter(gp, "contacted", 1, 1);
  await gp.context().close();
});

test("specialist: its record's details and completion; a missing record says so with Return to Home", async ({
  browser,
  team,
}) => {
  const specialist = await signedIn(browser, DEMO_SPECIALIST);
  await expect(specialist).toHaveURL(/\/dashboard\/specialist$/);
  await expect(specialist.getByTestId("partner-details")).toContainText("Dr Aishah binte Mohamed Salim");
  await expect(specialist.getByTestId("operating-hours")).toContainText("8:30am – 5:30pm");
  // Only the account's phone number is missing: 13 of 14 fields.
  await expect(specialist.getByTestId("profile-completion")).toHaveText("93%");
  await expect(specialist.getByTestId("missing-fields").getByRole("link")).toHaveText(["Phone number"]);
  for (const status of ["new", "contacted", "closed"] as const) await expectCounter(specialist, status, 0, 0);
  await expectAccessible(specialist);
  await specialist.context().close();

  // The team's super admin passes every dashboard's guard but manages no clinic.
  const admin = await adminPage(browser, team);
  await admin.goto("/dashboard/gp-clinic");
  const error = admin.getByTestId("dashboard-error");
  await expect(error).toContainText("GP Clinic details not found.");
  await expectAccessible(admin);
  await admin.goto("/dashboard/specialist");
  await expect(error).toContainText("Specialist-specific details not found.");
  await error.getByRole("link", { name: "Return to Home" }).click();
  await expect(admin).toHaveURL(/\/$/);
  await admin.context().close();
});

test("without React: the dashboards load only small scripts; the share panel copies by keyboard and says so", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const { email, password } = await createChampion(page, "Priya Sharelink");
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard\/champion$/);
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: new URL(page.url()).origin });

  // The server's page, as a visit or a reload gets it (signing in drew it with React, in place).
  const scripts: string[] = [];
  page.on("request", (r) => r.resourceType() === "script" && scripts.push(new URL(r.url()).pathname));
  await page.reload({ waitUntil: "networkidle" });
  expect(
    scripts.filter((file) => reactFile.test(file)),
    "React's files",
  ).toEqual([]);
  expect(scripts.some((file) => file.includes("enhance-share-panel"))).toBe(true);

  // With the script, the captions' <details> give way to their buttons, as with React.
  const panel = page.getByRole("region", { name: "Share the Movement" });
  await expect(panel.getByText("Caption for Facebook", { exact: true })).toHaveCount(0);
  await expect(panel.getByRole("button", { name: /^Copy Caption for / })).toHaveCount(3);

  const copyLink = panel.getByTestId("copy-link");
  await copyLink.focus();
  await page.keyboard.press("Enter");
  await expect(copyLink).toHaveAccessibleName("Copied!");
  await expect(copyLink).toBeFocused();
  await expect(panel.getByRole("status")).toHaveText("Link copied to the clipboard.");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/signup\/champion\?ref=[\w-]+$/);
  // Two seconds later the button says what it does again, and the announcement is gone.
  await expect(copyLink).toHaveAccessibleName("Copy Sharable Link", { timeout: 5_000 });
  await expect(panel.getByRole("status")).toHaveText("");

  const linkedin = panel.getByRole("button", { name: "Copy Caption for LinkedIn" });
  await linkedin.focus();
  await page.keyboard.press("Space");
  await expect(panel.getByTestId("copy-caption-linkedin")).toHaveAccessibleName("Copied!");
  await expect(panel.getByRole("status")).toHaveText("LinkedIn caption copied to the clipboard.");
  const caption = await page.evaluate(() => navigator.clipboard.readText());
  expect(caption).toContain("I'm proud to support RID-CRC");
  expect(caption).toMatch(/\/signup\/champion\?ref=[\w-]+$/);
  await expectAccessible(page);
  await context.close();
});
