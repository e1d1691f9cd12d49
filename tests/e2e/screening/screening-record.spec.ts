import { readFileSync } from "node:fs";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectAccessible, expectAccessibleAsShown, watchConsole } from "../fixtures/axe";
import { createChampion, signIn } from "../fixtures/accounts";
import { latestEmail, uniqueEmail } from "../fixtures/mailbox";
import { reactFile } from "../fixtures/react-files";

/**
 * The screening record (issue 26): a Champion records a negative FIT and sees "due on", takes the
 * calendar file and turns reminders off; another records a positive FIT without JavaScript and is
 * told to book a colonoscopy; a visitor asks for a due-date reminder and confirms it by e-mail.
 */

/** The server checks every form (ADR 0013): the browser logs its 400 answer to a rejected form. */
const unexpected = (errors: string[]) => errors.filter((e) => !e.includes("status of 400 (Bad Request)"));

const sgDay = (offsetDays = 0) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Singapore" }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );
const sgLabel = (isoDate: string) =>
  new Intl.DateTimeFormat("en-SG", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
const nextYear = (isoDate: string) => `${Number(isoDate.slice(0, 4)) + 1}${isoDate.slice(4)}`;

async function championIn(browser: Browser, javaScriptEnabled: boolean) {
  const setup = await browser.newContext();
  const champion = await createChampion(await setup.newPage(), "Lim Screening");
  await setup.close();
  const context = await browser.newContext({ javaScriptEnabled, acceptDownloads: true });
  const page = await context.newPage();
  await signIn(page, champion.email, champion.password);
  await expect(page).toHaveURL(/\/dashboard\/champion$/);
  return { page, close: () => context.close() };
}

async function addTest(page: Page, kind: string, testedOn: string, result: RegExp) {
  await page.getByRole("radio", { name: kind }).check();
  await page.getByLabel("Date of the test").fill(testedOn);
  await page.getByRole("radio", { name: result }).check();
  await page.getByRole("button", { name: "Add test" }).click();
}

test.describe("my screening record", () => {
  test("a negative FIT: due on a date, the calendar file, reminders off; the tile says so", async ({ browser }) => {
    test.setTimeout(90_000);
    const { page, close } = await championIn(browser, true);
    const errors = watchConsole(page);
    const tile = page
      .getByRole("region", { name: "Your next steps" })
      .getByRole("link", { name: /^Track My Screening/ });
    await expect(tile).toContainText("Record your first test");
    // The page ships no React (ADR 0024): its result choices are the result-choices script's.
    const scripts: string[] = [];
    page.on("request", (r) => r.resourceType() === "script" && scripts.push(r.url()));
    await tile.click();
    await expect(page).toHaveURL(/\/dashboard\/screening$/);
    await expect(page.getByTestId("screening-state")).toHaveAttribute("data-state", "first-test");
    await expectAccessible(page);

    // A date in the future is answered at the field, and nothing is recorded.
    await addTest(page, "FIT (stool test)", sgDay(2), /^Negative/);
    await expect(page.getByText("The date of the test cannot be in the future")).toBeVisible();
    await expect(page.getByLabel("Date of the test")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByTestId("screening-entry")).toHaveCount(0);
    // With JavaScript the results offered are the FIT's own.
    await expect(page.getByRole("radio", { name: /^Normal/ })).toHaveCount(0);
    await expect(page.getByLabel("Date of the test")).toBeFocused();
    expect(scripts.filter((url) => reactFile.test(url))).toEqual([]);
    await expectAccessible(page);

    const tested = sgDay(-30);
    await page.getByLabel("Date of the test").fill(tested);
    await page.getByRole("button", { name: "Add test" }).click();
    const due = nextYear(tested);
    await expect(page.getByRole("heading", { name: `Your next screening is due on ${sgLabel(due)}` })).toBeVisible();
    await expect(page.getByTestId("screening-entry")).toHaveCount(1);

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Add to calendar (.ics)" }).click();
    const file = readFileSync((await (await download).path())!, "utf8");
    expect(file).toContain(`DTSTART;VALUE=DATE:${due.replace(/-/g, "")}`);

    await page.getByRole("button", { name: "Turn reminders off" }).click();
    await expect(page.getByTestId("reminders-status")).toHaveText(/^Off:/);
    await expect(page.getByRole("button", { name: "Turn reminders on" })).toBeVisible();
    await expectAccessible(page);

    await page.goto("/dashboard/champion");
    await expect(tile).toContainText(`Your next screening is due on ${sgLabel(due)}`);
    expect(unexpected(errors)).toEqual([]);
    await close();
  });

  test("without JavaScript: a positive FIT says book your colonoscopy; a bad date is answered at the field", async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const { page, close } = await championIn(browser, false);
    await page.goto("/dashboard/screening");
    await addTest(page, "FIT (stool test)", "1949-06-01", /^Positive/);
    await expect(page.getByText("Enter a date from 1950 onwards")).toBeVisible();
    await expectAccessibleAsShown(page, browser);
    await page.getByLabel("Date of the test").fill(sgDay(-3));
    await page.getByRole("radio", { name: /^Positive/ }).check();
    await page.getByRole("button", { name: "Add test" }).click();
    await expect(page).toHaveURL(/\/dashboard\/screening$/);
    await expect(page.getByRole("heading", { name: "Book your colonoscopy now" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Add to calendar (.ics)" })).toHaveCount(0);
    // Delete asks first, then deletes.
    await page.getByRole("link", { name: /^Delete/ }).click();
    await expect(page.getByTestId("delete-confirm")).toBeVisible();
    await expectAccessibleAsShown(page, browser);
    await page.getByRole("button", { name: "Yes, delete it" }).click();
    await expect(page.getByTestId("screening-entry")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Record your first test" })).toBeVisible();
    await close();
  });
});

test.describe("a visitor's due-date reminder", () => {
  test("asks, confirms by e-mail (a button, not the link alone), and can remove it", async ({ page }) => {
    const email = uniqueEmail("remind");
    const dueOn = sgDay(200);
    await page.goto(`/get-screened/remind?dueOn=${dueOn}&rule=fit-up-to-date`);
    await expectAccessible(page);
    await page.getByLabel("Your e-mail address").fill(email);
    await page.getByRole("button", { name: `E-mail me on ${sgLabel(dueOn)}` }).click();
    await expect(page.getByText(/^Check your inbox/)).toBeVisible();
    const mail = await latestEmail(page.request, email, "Confirm your screening reminder");
    await page.goto(mail.links.find((l) => l.includes("/get-screened/reminder/"))!);
    await expectAccessible(page);
    await page.getByRole("button", { name: "Confirm my reminder" }).click();
    await expect(page.getByText(/^Confirmed:/)).toBeVisible();
    await page.reload();
    await page.getByRole("button", { name: "Remove my reminder" }).click();
    await expect(page.getByText(/^Removed:/)).toBeVisible();
  });

  test("an altered opt-out link is not valid", async ({ page }) => {
    const response = await page.goto(
      `/screening-reminders/${"0".repeat(8)}-0000-4000-8000-${"0".repeat(12)}.${"A".repeat(43)}`,
    );
    expect(response!.status()).toBe(404);
    await expect(page.getByText("This link is not valid.", { exact: false })).toBeVisible();
    await expect(page.getByRole("button", { name: "Stop reminders" })).toHaveCount(0);
    await expectAccessible(page);
  });
});
