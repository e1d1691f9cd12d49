import { expect, test, type Browser, type Page } from "@playwright/test";
import { createChampion, signIn } from "../fixtures/accounts";
import { expectAccessible, expectAccessibleAsShown } from "../fixtures/axe";
import { latestEmail } from "../fixtures/mailbox";

/**
 * "Delete my account" (issue 29): a new Champion opens it from Your data, is refused with a wrong
 * password at the field, confirms with the right one, sees the date 14 days on and is signed out;
 * signing in again cancels the deletion and the e-mail says so. With JavaScript and without (a plain
 * form's POST); axe on the page as shown.
 */
async function requestAndCancel(page: Page, email: string, password: string, browser: Browser | null) {
  const axe = () => (browser ? expectAccessibleAsShown(page, browser) : expectAccessible(page));
  await page.goto("/account/data");
  await page.getByRole("link", { name: "Delete my account" }).click();
  await expect(page).toHaveURL(/\/account\/delete$/);
  await expect(page.getByRole("heading", { level: 1, name: "Delete my account" })).toBeVisible();
  await axe();

  await page.getByLabel("Your password").fill("not-my-password");
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByText("That password is not correct.")).toBeVisible();
  await expect(page.getByLabel("Your password")).toHaveAttribute("aria-invalid", "true");
  await axe();

  await page.getByLabel("Your password").fill(password);
  await page.getByRole("button", { name: "Delete my account" }).click();
  // Signed out everywhere: the sign-in page says when, as the e-mail does.
  await expect(page).toHaveURL(/\/login$/);
  // With JavaScript the toast (sonner's, not a status role) goes after a few seconds: read it first,
  // then compare with the e-mail.
  const toast = page.getByText(/Your account will be deleted on/).first();
  await expect(toast).toBeVisible();
  const shown = (await toast.textContent()) ?? "";
  await axe();
  const mail = await latestEmail(page.request, email, "Your RID-CRC account will be deleted");
  const when = /deleted on (.+?) \(Singapore time\)/.exec(mail.text)![1]!;
  expect(shown).toContain(`Your account will be deleted on ${when}`);
  // Signed out: the account pages send you to sign in.
  await page.goto("/account/data");
  await expect(page).toHaveURL(/\/login\?redirectTo=/);

  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard\/champion$/);
  await latestEmail(page.request, email, "Your RID-CRC account will not be deleted");
}

test.describe("delete my account", () => {
  test("with JavaScript: confirmed with the password, the grace date, cancelled by signing in", async ({ page }) => {
    test.setTimeout(90_000);
    const { email, password } = await createChampion(page);
    await signIn(page, email, password);
    await expect(page).toHaveURL(/\/dashboard\/champion$/);
    await requestAndCancel(page, email, password, null);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the same, with plain forms", async ({ page, browser }) => {
      test.setTimeout(90_000);
      const { email, password } = await createChampion(page);
      await signIn(page, email, password);
      await expect(page).toHaveURL(/\/dashboard\/champion$/);
      await requestAndCancel(page, email, password, browser);
    });
  });
});
