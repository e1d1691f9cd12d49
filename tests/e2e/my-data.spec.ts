import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { createChampion, signIn } from "./fixtures/accounts";
import { expectAccessible } from "./fixtures/axe";

/**
 * "Download my data" (issue 29): a new Champion signs in, opens Your data from the account area,
 * downloads one JSON file that a real parser reads (their own address in it, no password hash), and
 * reads the same as a page. With JavaScript and without: the download is a plain form's POST.
 */
async function downloadAndParse(page: Page, email: string) {
  await page.goto("/account/data");
  await expect(page.getByRole("heading", { level: 1, name: "Your data" })).toBeVisible();
  await expectAccessible(page);
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
  await expect(page.getByText(email).first()).toBeVisible();
  await expectAccessible(page);
}

test.describe("download my data", () => {
  test("with JavaScript: the file parses as JSON and the page reads the same", async ({ page }) => {
    test.setTimeout(90_000);
    const { email, password } = await createChampion(page);
    await signIn(page, email, password);
    await expect(page).toHaveURL(/\/dashboard\/champion$/);
    await downloadAndParse(page, email);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the same download and page", async ({ page }) => {
      test.setTimeout(90_000);
      const { email, password } = await createChampion(page);
      await signIn(page, email, password);
      await expect(page).toHaveURL(/\/dashboard\/champion$/);
      await downloadAndParse(page, email);
    });
  });

  test("signed out, the page sends you to sign in and back", async ({ page }) => {
    await page.goto("/account/data");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount%2Fdata$/);
  });
});
