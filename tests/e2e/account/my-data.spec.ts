import { readFile } from "node:fs/promises";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { createChampion, signIn } from "../fixtures/accounts";
import { expectAccessible, expectAccessibleAsShown } from "../fixtures/axe";

/**
 * "Download my data" (issue 29): a new Champion signs in, opens Your data from the account area,
 * downloads one JSON file that a real parser reads (their own address in it, no password hash), and
 * reads the same as a page, then withdraws a consent in one click. With JavaScript and without: the
 * download and the withdrawal are plain forms' POSTs. axe runs on each page (without JavaScript, on
 * the page as the server sent it).
 */
async function downloadAndParse(page: Page, email: string, browser: Browser | null) {
  const axe = () => (browser ? expectAccessibleAsShown(page, browser) : expectAccessible(page));
  await page.goto("/account/data");
  await expect(page.getByRole("heading", { level: 1, name: "Your data" })).toBeVisible();
  await axe();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download my data (JSON)" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^rid-crc-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const text = await readFile((await download.path())!, "utf8");
  const file = JSON.parse(text) as {
    person: { email: string };
    tables: Record<string, { purpose: string; rows: Array<Record<string, unknown>> }>;
  };
  expect(file.person.email).toBe(email);
  expect(file.tables.users!.rows).toEqual([expect.objectContaining({ email, full_name: "Siti Journey" })]);
  expect(file.tables.sessions!.rows.length).toBeGreaterThanOrEqual(1);
  expect(file.tables.stories!.purpose).toMatch(/stories/);
  expect(text).not.toContain("$argon2");
  // Still on the page: the browser saved the file.
  await expect(page).toHaveURL(/\/account\/data$/);

  await page.getByRole("link", { name: "Read it as a page" }).click();
  await expect(page).toHaveURL(/\/account\/data\/summary$/);
  await expect(page.getByRole("heading", { level: 2, name: /^Profile/ })).toBeVisible();
  await expect(page.getByRole("main").getByText(email).first()).toBeVisible();
  await axe();

  // A new Champion's one consent: screening reminders. Withdrawn in one click, at once.
  await page.goto("/account/consents");
  await expect(page.getByTestId("consent")).toHaveCount(1);
  await axe();
  await page.getByRole("button", { name: "Withdraw: E-mail me screening reminders" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Withdrawn. It takes effect at once." })).toBeVisible();
  await expect(page.getByTestId("consent")).toHaveCount(0);
  await expect(page.getByText("You have no consents to withdraw.")).toBeVisible();
}

test.describe("download my data", () => {
  test("with JavaScript: the file parses as JSON and the page reads the same", async ({ page }) => {
    test.setTimeout(90_000);
    const { email, password } = await createChampion(page);
    await signIn(page, email, password);
    await expect(page).toHaveURL(/\/dashboard\/champion$/);
    await downloadAndParse(page, email, null);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the same download and page", async ({ page, browser }) => {
      test.setTimeout(90_000);
      const { email, password } = await createChampion(page);
      await signIn(page, email, password);
      await expect(page).toHaveURL(/\/dashboard\/champion$/);
      await downloadAndParse(page, email, browser);
    });
  });

  test("signed out, the page sends you to sign in and back", async ({ page }) => {
    await page.goto("/account/data");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount%2Fdata$/);
  });
});
