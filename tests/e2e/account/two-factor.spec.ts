import { expect, test, type Page } from "@playwright/test";
import { expectAccessible } from "../fixtures/axe";
import { ADMIN, createChampion, signIn } from "../fixtures/accounts";
import { totp } from "../fixtures/totp";

/**
 * A code is accepted once (RFC 6238 §5.2), so the sign-in right after enrolment cannot reuse the
 * enrolment's code: it uses the app's next one, which the server already accepts (one step of
 * clock drift either way), instead of waiting up to 30 seconds for it.
 */
const nextCode = (secret: string) => totp(secret, Date.now() + 30_000);

async function enrol(page: Page, password: string): Promise<{ secret: string; backupCodes: string[] }> {
  await page.getByLabel("Your password").fill(password);
  await page.getByRole("button", { name: "Set Up Two-Step Verification" }).click();
  await expect(page.getByRole("img", { name: "QR code to add RID-CRC to your authenticator app" })).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").textContent())!.replace(/\s+/g, "");
  await page.getByLabel("6-digit code").fill("000000");
  await page.getByRole("button", { name: "Turn On Two-Step Verification" }).click();
  await expect(page.getByText("That code is not valid. Check your authenticator app and try again.")).toBeVisible();
  await page.getByLabel("6-digit code").fill(totp(secret));
  await page.getByRole("button", { name: "Turn On Two-Step Verification" }).click();
  await expect(page.getByText("Two-step verification is on.")).toBeVisible();
  const backupCodes = await page.getByTestId("backup-codes").locator("li").allTextContents();
  expect(backupCodes.length).toBeGreaterThanOrEqual(8);
  return { secret, backupCodes };
}

test.describe("two-step verification", () => {
  test("a champion enrols, then signs in with a code, then with a backup code", async ({ page, context }) => {
    const { email, password } = await createChampion(page);
    await signIn(page, email, password);
    await expect(page).toHaveURL(/\/dashboard\/champion$/);
    await page.goto("/account/two-factor");
    await expectAccessible(page);
    const { secret, backupCodes } = await enrol(page, password);

    await context.clearCookies();
    await signIn(page, email, password);
    await expect(page).toHaveURL(/\/login\/two-factor/);
    await expectAccessible(page);
    await page.getByLabel("Verification code").fill("123456");
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByText("That code is not valid. Check your authenticator app and try again.")).toBeVisible();
    await page.getByLabel("Verification code").fill(nextCode(secret));
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(/\/dashboard\/champion$/);

    await context.clearCookies();
    await signIn(page, email, password);
    await page.getByLabel("Verification code").fill(backupCodes[0]!);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(/\/dashboard\/champion$/);
  });

  test("the key stays the same when the set-up page is reloaded, until a new one is asked for", async ({ page }) => {
    const { email, password } = await createChampion(page);
    await signIn(page, email, password);
    await expect(page).toHaveURL(/\/dashboard\/champion$/);
    await page.goto("/account/two-factor");
    await page.getByLabel("Your password").fill(password);
    await page.getByRole("button", { name: "Set Up Two-Step Verification" }).click();
    const key = page.getByTestId("totp-secret");
    const first = (await key.textContent())!;
    // A reload (the form posted again) and a fresh visit both show the key the app already scanned.
    await page.reload();
    await expect(key).toHaveText(first);
    await page.goto("/account/two-factor");
    await expect(key).toHaveText(first);
    await expectAccessible(page);
    // Asked for on purpose, a new key replaces it.
    await page.getByRole("button", { name: "Start again with a new key" }).click();
    await expect(page.getByText("Confirm your password to get a new key.")).toBeVisible();
    await page.getByLabel("Your password").fill(password);
    await page.getByRole("button", { name: "Set Up Two-Step Verification" }).click();
    await expect(key).not.toHaveText(first);
    const second = (await key.textContent())!.replace(/\s+/g, "");
    await page.goto("/account/two-factor");
    await page.getByLabel("6-digit code").fill(totp(second));
    await page.getByRole("button", { name: "Turn On Two-Step Verification" }).click();
    await expect(page.getByText("Two-step verification is on.")).toBeVisible();
  });

  test("the second step cannot be reached without the password step", async ({ page }) => {
    await page.goto("/login/two-factor");
    await expect(page).toHaveURL(/\/login\?message=session-expired$/);
  });

  test("an admin must enrol before the admin area opens, then signs in with a code", async ({ page, context }) => {
    await page.goto("/admin/login");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admin Portal");
    await expect(page.getByText(/All login attempts are logged/)).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel("Admin email").fill(ADMIN.email);
    await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
    await page.getByRole("button", { name: "Access Admin Portal" }).click();
    await expect(page).toHaveURL(/\/account\/two-factor$/);
    await expect(
      page.getByText("Administrator accounts must turn on two-step verification before the admin area opens."),
    ).toBeVisible();
    const { secret, backupCodes } = await enrol(page, ADMIN.password);
    await page.goto("/admin/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Super Administrator Dashboard");
    await expect(page.getByText(`Welcome ${ADMIN.email}`)).toBeVisible();
    await page.goto("/super-admin/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Super Administrator Dashboard");

    // Next time: password, then code, then the dashboard.
    await context.clearCookies();
    await page.goto("/admin/login");
    await page.getByLabel("Admin email").fill(ADMIN.email);
    await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
    await page.getByRole("button", { name: "Access Admin Portal" }).click();
    await expect(page).toHaveURL(/\/login\/two-factor/);
    await page.getByLabel("Verification code").fill(nextCode(secret));
    await page.getByRole("button", { name: "Verify" }).click();
    // Spec accounts §4: a super admin's dashboard is /super-admin/dashboard (issue 23).
    await expect(page).toHaveURL(/\/super-admin\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Super Administrator Dashboard");
    // Signed in as admin, the Admin Portal sends straight to the dashboard (spec §2.2: /admin/dashboard).
    await page.goto("/admin/login");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);

    // The ordinary sign-in leads a super admin to the same dashboard (a backup code: the TOTP was used).
    await context.clearCookies();
    await signIn(page, ADMIN.email, ADMIN.password);
    await expect(page).toHaveURL(/\/login\/two-factor/);
    await page.getByLabel("Verification code").fill(backupCodes[0]!);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(/\/super-admin\/dashboard$/);
  });
});
