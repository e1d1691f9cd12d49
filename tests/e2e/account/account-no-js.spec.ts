import { expect, test } from "@playwright/test";
import { expectAccessibleAsShown } from "../fixtures/axe";
import { createChampion, signIn } from "../fixtures/accounts";
import { latestEmail } from "../fixtures/mailbox";
import { totp } from "../fixtures/totp";

// Both forms below replace the session they were posted with; without JavaScript the browser loads
// the next page itself, so it must arrive with the new session and say what happened.
test.use({ javaScriptEnabled: false });

test.describe("account pages without JavaScript", () => {
  test("enrolling in two-step verification shows the backup codes; a code signs in once", async ({
    page,
    context,
    browser,
  }) => {
    // Sign-up, enrolment and two sign-ins, with axe on three pages: more than the default 30 s allows.
    test.setTimeout(120_000);
    const { email, password } = await createChampion(page);
    await signIn(page, email, password);
    await expect(page).toHaveURL(/\/dashboard\/champion$/);

    await page.goto("/account/two-factor");
    await page.getByLabel("Your password").fill(password);
    await page.getByRole("button", { name: "Set Up Two-Step Verification" }).click();
    await expect(page.getByRole("img", { name: "QR code to add RID-CRC to your authenticator app" })).toBeVisible();
    await expectAccessibleAsShown(page, browser);
    const secret = (await page.getByTestId("totp-secret").textContent())!.replace(/\s+/g, "");
    await page.getByLabel("6-digit code").fill("12");
    await page.getByRole("button", { name: "Turn On Two-Step Verification" }).click();
    await expect(page.getByText("Enter the 6-digit code from your app")).toBeVisible();
    await expect(page.getByTestId("totp-secret")).toHaveText(/\S/);
    expect((await page.getByTestId("totp-secret").textContent())!.replace(/\s+/g, "")).toBe(secret);
    await page.getByLabel("6-digit code").fill(totp(secret));
    await page.getByRole("button", { name: "Turn On Two-Step Verification" }).click();

    await expect(page).toHaveURL(/\/account\/two-factor$/);
    await expect(page.getByText("Two-step verification is on.")).toBeVisible();
    const backupCodes = await page.getByTestId("backup-codes").locator("li").allTextContents();
    expect(backupCodes.length).toBeGreaterThanOrEqual(8);
    await expectAccessibleAsShown(page, browser);
    // Still signed in, and the codes are not shown a second time.
    await page.reload();
    await expect(page.getByText("Two-step verification is on for your account.")).toBeVisible();
    await expect(page.getByTestId("backup-codes")).toHaveCount(0);

    // The app's next code signs in once; the same code at the next sign-in is refused.
    const code = totp(secret, Date.now() + 30_000);
    await context.clearCookies();
    await signIn(page, email, password);
    await expect(page).toHaveURL(/\/login\/two-factor/);
    await page.getByLabel("Verification code").fill(code);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(/\/dashboard\/champion$/);

    await context.clearCookies();
    await signIn(page, email, password);
    await expect(page).toHaveURL(/\/login\/two-factor/);
    await page.getByLabel("Verification code").fill(code);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(
      page.getByText("This code has already been used. Wait for the next code in your authenticator app."),
    ).toBeVisible();
    await expectAccessibleAsShown(page, browser);
    expect((await context.cookies()).some((c) => c.name.endsWith("session_token"))).toBe(false);
    // A backup code still completes this sign-in: the refusal left the challenge open.
    await page.getByLabel("Verification code").fill(backupCodes[0]!);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(/\/dashboard\/champion$/);
  });

  test("changing the password lands on a page that says it worked", async ({ page, request, browser }) => {
    const { email, password } = await createChampion(page);
    await signIn(page, email, password);
    await expect(page).toHaveURL(/\/dashboard\/champion$/);
    await page.goto("/account/password");
    const newPassword = "Journey-Pass-43";
    await page.getByLabel("Current password").fill(password);
    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirm new password").fill(newPassword);
    await page.getByRole("button", { name: "Change Password" }).click();

    await expect(page).toHaveURL(/\/account\/password$/);
    await expect(page.getByRole("main").getByText("Your password has been updated successfully.")).toBeVisible();
    await expect(page.getByLabel("Current password")).toHaveValue("");
    await expectAccessibleAsShown(page, browser);
    await latestEmail(request, email, "Your RID-CRC password was changed");
    // Still signed in: the dashboard opens, and the notice was for that one view.
    await page.goto("/dashboard/champion");
    await expect(page).toHaveURL(/\/dashboard\/champion$/);
    await page.goto("/account/password");
    await expect(page.getByText("Your password has been updated successfully.")).toHaveCount(0);
  });
});
