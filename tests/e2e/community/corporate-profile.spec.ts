import { expect, test, type Browser, type Page } from "@playwright/test";
import { signIn } from "../fixtures/accounts";
import { expectAccessible, expectAccessibleAsShown } from "../fixtures/axe";

/**
 * "Correct my data" for a corporate contact (issue 29): the demo contact opens the company's details
 * from the dashboard, is told at the field about a bad UEN (nothing saved), saves a new designation,
 * finds where to correct each thing on Your data, and puts the designation back. With JavaScript and
 * without: the profile form is a plain POST. A new name or UEN waiting for review is in
 * tests/integration/partners/corporate-profile.test.ts (the demo company's name is asserted by other journeys).
 */
const CONTACT = { email: "corporate@demo.rid-crc.local", password: "Demo-Corporate-Pass-1" };
const DESIGNATION = "Sustainability Lead";

async function journey(page: Page, browser: Browser | null) {
  const axe = () => (browser ? expectAccessibleAsShown(page, browser) : expectAccessible(page));
  const save = () => page.getByRole("button", { name: /^Save/ }).click();
  await signIn(page, CONTACT.email, CONTACT.password);
  await expect(page).toHaveURL(/\/dashboard\/corporate$/);
  await page.getByRole("link", { name: "Edit company details" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Company Profile Settings" })).toBeVisible();
  await expect(page.getByLabel("Company name")).toHaveValue("Banyan Circuit Technologies Pte Ltd");
  await expect(page.getByLabel("Designation")).toHaveValue(DESIGNATION);
  await axe();

  await page.getByLabel("UEN number").fill("NOT-A-UEN");
  await page.getByLabel("Designation").fill("Head of Sustainability");
  await save();
  await expect(
    page.getByText("Enter the UEN as ACRA issued it, e.g. 53312345K, 201534871K or T09LL0001B"),
  ).toBeVisible();
  await expect(page.getByLabel("UEN number")).toHaveAttribute("aria-invalid", "true");
  await axe();

  await page.getByLabel("UEN number").fill("201809452M");
  await page.getByLabel("Designation").fill("Head of Sustainability");
  await save();
  await expect(page.getByRole("status").filter({ hasText: "Company details updated successfully!" })).toBeVisible();
  await page.goto("/profile/corporate");
  await expect(page.getByLabel("Designation")).toHaveValue("Head of Sustainability");
  await expect(page.getByText(/waiting for the RID-CRC team's review/)).toHaveCount(0);

  await page.goto("/account/data");
  await expect(page.getByRole("heading", { level: 2, name: "Correct your data" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Company profile settings" })).toHaveAttribute(
    "href",
    "/profile/corporate",
  );
  await expect(page.getByRole("link", { name: "Your pledges" })).toHaveAttribute("href", "/account/pledges");
  await axe();

  await page.goto("/profile/corporate");
  await page.getByLabel("Designation").fill(DESIGNATION);
  await save();
  await expect(page.getByRole("status").filter({ hasText: "Company details updated successfully!" })).toBeVisible();
}

test.describe("a corporate contact corrects the company's details", () => {
  test.describe.configure({ mode: "serial", timeout: 90_000 });

  test("with JavaScript", async ({ page }) => {
    await journey(page, null);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the same, as plain forms", async ({ page, browser }) => {
      await journey(page, browser);
    });
  });
});
