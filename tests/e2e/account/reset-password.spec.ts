import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "../fixtures/axe";
import { createChampion, signIn } from "../fixtures/accounts";
import { latestEmail, readMailbox, uniqueEmail } from "../fixtures/mailbox";

const NEW_PASSWORD = "Brand-New-Pass-7";

async function requestReset(page: Page, email: string) {
  await page.goto("/forgot-password");
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
}

test.describe("forgot and reset password", () => {
  test("the same answer whether or not the address has an account", async ({ page, request }) => {
    await page.goto("/forgot-password");
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByText("Please enter your email address")).toBeVisible();
    await expectAccessible(page);

    const stranger = uniqueEmail("stranger");
    await requestReset(page, stranger);
    await expect(
      page.getByText(
        `Password reset instructions have been sent to ${stranger}. Please check your inbox (and spam folder) for the reset link.`,
      ),
    ).toBeVisible();
    await expect(page.getByText("The reset link will expire in 24 hours.")).toBeVisible();
    // Nothing was sent to an address without an account.
    expect((await readMailbox(request)).filter((m) => m.to === stranger)).toHaveLength(0);
  });

  test("reset with the e-mailed link: rule, success, other sessions end, link is single use", async ({
    page,
    browser,
    request,
  }) => {
    // A long journey (two browsers, four e-mails, a 3-second redirect): ~25 s on a quiet machine.
    test.setTimeout(120_000);
    const { email, password } = await createChampion(page);
    // Another device is signed in.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await signIn(otherPage, email, password);
    await expect(otherPage).toHaveURL(/\/dashboard\/champion$/);

    await requestReset(page, email);
    const mail = await latestEmail(request, email, "Reset your RID-CRC password");
    const link = mail.links.find((l) => l.includes("/reset-password/"))!;
    await page.goto(link);
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    await expectAccessible(page);
    // Hydrated (the show-password button comes with it), so the form's answers arrive without a
    // reload and the refill below cannot race a page still taking over its server HTML.
    await expect(page.getByRole("button", { name: "Show password" }).first()).toBeVisible();

    await page.getByLabel("New password", { exact: true }).fill("weakpass");
    await page.getByLabel("Confirm new password").fill("weakpass");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(
      page
        .getByText(
          "Password must be at least 8 characters with at least one uppercase letter, one lowercase letter, and one number",
        )
        .last(),
    ).toBeVisible();
    // The answer is in once the field in error has the focus (useSchemaForm moves it there).
    await expect(page.getByLabel("New password", { exact: true })).toBeFocused();

    await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Confirm new password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(
      page.getByText("Your password has been successfully reset! You will be redirected to login in a few seconds."),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login\?message=password-reset$/, { timeout: 6000 });

    // The other device was signed out.
    await otherPage.goto("/dashboard/champion");
    await expect(otherPage).toHaveURL(/\/login\?redirectTo=/);
    await other.close();

    // The account holder is told by e-mail, the old password fails and the new one works.
    await latestEmail(request, email, "Your RID-CRC password was changed");
    await signIn(page, email, password);
    await expect(
      page.getByRole("main").getByText("Invalid email or password. Please check your credentials and try again."),
    ).toBeVisible();
    await signIn(page, email, NEW_PASSWORD);
    await expect(page).toHaveURL(/\/dashboard\/champion$/);

    // Using the same link again shows the expired message.
    await page.context().clearCookies();
    await page.goto(link);
    await expect(
      page.getByText(
        "Your password reset link has expired or is invalid. Please request a new one from the login page.",
      ),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Request New Link" })).toHaveAttribute("href", "/forgot-password");
  });

  test("a made-up token or no token shows the expired message", async ({ page }) => {
    for (const path of ["/reset-password", "/auth/reset-password?token=nope", "/reset-password?error=INVALID_TOKEN"]) {
      await page.goto(path);
      if (path.includes("token=nope")) {
        await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
        await page.getByLabel("Confirm new password").fill(NEW_PASSWORD);
        await page.getByRole("button", { name: "Reset Password" }).click();
      }
      // Exactly the page's message: after a submit, the toast says it too, after "Password reset failed:".
      await expect(
        page.getByText(
          "Your password reset link has expired or is invalid. Please request a new one from the login page.",
          { exact: true },
        ),
      ).toBeVisible();
    }
  });

  test("three reset e-mails per address per hour", async ({ page }) => {
    const { email } = await createChampion(page);
    for (let i = 0; i < 3; i++) {
      await requestReset(page, email);
      await expect(page.getByText(/Password reset instructions have been sent/)).toBeVisible();
    }
    await requestReset(page, email);
    await expect(page.getByRole("main").getByText("Too many reset attempts. Please try again later.")).toBeVisible();
  });

  test("changing the password while signed in notifies the account", async ({ page, request }) => {
    const { email, password } = await createChampion(page);
    await signIn(page, email, password);
    await expect(page).toHaveURL(/\/dashboard\/champion$/);
    await page.goto("/account/password");
    await page.getByLabel("Current password").fill("not-my-password");
    await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Confirm new password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Change Password" }).click();
    await expect(page.getByRole("main").getByText("Your current password is not correct.")).toBeVisible();
    await page.getByLabel("Current password").fill(password);
    await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel("Confirm new password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Change Password" }).click();
    await expect(page.getByRole("main").getByText("Your password has been updated successfully.")).toBeVisible();
    await latestEmail(request, email, "Your RID-CRC password was changed");
    await expectAccessible(page);
  });
});
