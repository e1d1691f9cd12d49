import { expect, test, type Browser, type Page } from "@playwright/test";
import { PASSWORD, createChampion, signIn } from "../fixtures/accounts";
import { expectAccessible, watchConsole } from "../fixtures/axe";
import { uniqueEmail } from "../fixtures/mailbox";
import { baseURL } from "../../../playwright.config";

// Spec accounts §8, word for word.
const T = {
  signedIn: "Welcome back! You have been signed in successfully.",
  signedUp: "Account created successfully! Please check your email to verify your account.",
  signedOut: "You have been signed out successfully.",
  resetSent: "Password reset email sent! Check your inbox for instructions.",
  passwordUpdated: "Your password has been updated successfully.",
  sessionExpired: "Your session has expired. Please sign in again.",
  verifyEmail: "Please verify your email address before signing in.",
  signInFailed: "Sign in failed: Invalid email or password. Please check your credentials and try again.",
  signUpFailed: "Sign up failed: Too many signup attempts. Please wait a few minutes and try again.",
  resetFailed:
    "Password reset failed: Your password reset link has expired or is invalid. Please request a new one from the login page.",
  updateFailed: "Password update failed: Your current password is not correct.",
};

/** The Sonner toast (JavaScript on). */
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").getByText(text, { exact: true });
/** The server-rendered message region (JavaScript off): role status, or alert for errors. */
const region = (page: Page) => page.getByRole("region", { name: "Notifications" });

async function signUpForm(page: Page, email: string) {
  await page.goto("/signup/champion");
  await page.getByLabel("Full name").fill("Toast Journey");
  await page.getByLabel("Email address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole("button", { name: "Create My Champion Account" }).click();
}

async function changePassword(page: Page, current: string, next: string) {
  await page.goto("/account/password");
  await page.getByLabel("Current password").fill(current);
  await page.getByLabel("New password", { exact: true }).fill(next);
  await page.getByLabel("Confirm new password").fill(next);
  await page.getByRole("button", { name: "Change Password" }).click();
}

async function signOut(page: Page) {
  await page.locator("summary", { hasText: "Siti" }).first().click();
  await page.getByRole("button", { name: "Sign Out" }).first().click();
}

/** Three sign-ups of one address spend its hourly allowance (limits.signUpPerAddress). */
async function spendSignUps(page: Page, email: string) {
  for (let i = 0; i < 3; i++) {
    await page.request.post("/signup/champion", {
      headers: { origin: baseURL },
      form: { fullName: "Toast", email, password: PASSWORD, confirmPassword: PASSWORD, agreedToTerms: "on" },
      maxRedirects: 0,
    });
  }
  // Those sign-ups left their own "account created" flash: not part of what is checked next.
  await page.context().clearCookies({ name: "rid_flash" });
}

/** axe on the page as a browser without JavaScript shows it (axe itself needs JavaScript). */
async function expectAccessibleAsShown(page: Page, browser: Browser) {
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, "");
  const context = await browser.newContext({ javaScriptEnabled: true });
  const copy = await context.newPage();
  await copy.route("**/__as-shown", (route) => route.fulfill({ body: html, contentType: "text/html" }));
  await copy.goto("/__as-shown");
  await expectAccessible(copy);
  await context.close();
}

/** A browser still holding a session cookie the server does not know (expired, revoked). */
async function staleSession(page: Page) {
  await page.context().addCookies([{ name: "better-auth.session_token", value: "gone.gone", url: baseURL }]);
}

test.describe("toasts with JavaScript", () => {
  // Toasts fade in over 0.4 s; axe measuring contrast half-way through would see a faded text. With
  // reduced motion (which Sonner honours) a toast is shown at once, as it settles after the fade.
  test.use({ reducedMotion: "reduce" });

  test("sign-in, sign-out and the password change each say so once, as a toast", async ({ page }) => {
    const errors = watchConsole(page);
    const { email, password } = await createChampion(page);
    await signIn(page, email, password);
    await expect(page).toHaveURL(/\/dashboard\/champion$/);
    await expect(toast(page, T.signedIn)).toBeVisible();
    // One message for a screen reader: the no-JavaScript region has gone.
    await expect(page.getByText(T.signedIn)).toHaveCount(1);
    await expectAccessible(page);

    await changePassword(page, "not-my-password", "Journey-Pass-43");
    await expect(toast(page, T.updateFailed)).toBeVisible();
    await changePassword(page, password, "Journey-Pass-43");
    await expect(page).toHaveURL(/\/account\/password$/);
    await expect(toast(page, T.passwordUpdated)).toBeVisible();
    await expectAccessible(page);

    await signOut(page);
    await expect(page).toHaveURL(/\/login\?message=signed-out$/);
    await expect(toast(page, T.signedOut)).toBeVisible();
    await expectAccessible(page);
    // Shown once: the next page has no toast, and no cookie is left behind.
    await page.goto("/about-us");
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain("rid_flash");
    // Sonner's styles come from a stylesheet: nothing broke the Content-Security-Policy (the one
    // other console line is the browser's note on the refused password change, HTTP 400).
    expect(errors.filter((e) => !e.startsWith("Failed to load resource"))).toEqual([]);
  });

  test("sign-up, unverified and failed sign-in, session expiry", async ({ page }) => {
    const email = uniqueEmail("toast");
    await signUpForm(page, email);
    await expect(page).toHaveURL(/\/champion-signup-success$/);
    await expect(toast(page, T.signedUp)).toBeVisible();
    await expectAccessible(page);

    await signIn(page, email, PASSWORD);
    await expect(toast(page, T.verifyEmail)).toBeVisible();
    await signIn(page, email, "Wrong-Password-1");
    await expect(toast(page, T.signInFailed)).toBeVisible();
    await expectAccessible(page);

    const spent = uniqueEmail("toast-limit");
    await spendSignUps(page, spent);
    await signUpForm(page, spent);
    await expect(toast(page, T.signUpFailed)).toBeVisible();

    await staleSession(page);
    await page.goto("/account/password");
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
    await expect(toast(page, T.sessionExpired)).toBeVisible();
    await expectAccessible(page);
  });

  test("password reset: e-mail sent, and a dead link", async ({ page }) => {
    await page.goto("/forgot-password");
    await page.getByLabel("Email address").fill(uniqueEmail("toast-reset"));
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(toast(page, T.resetSent)).toBeVisible();
    await expectAccessible(page);

    await page.goto("/reset-password?token=not-a-real-token");
    await page.getByLabel("New password", { exact: true }).fill("Journey-Pass-44");
    await page.getByLabel("Confirm new password").fill("Journey-Pass-44");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(toast(page, T.resetFailed)).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe("toasts without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("each message is on the next page, as a status or an alert, once", async ({ page, browser }) => {
    test.setTimeout(120_000);
    const { email, password } = await createChampion(page);
    await signIn(page, email, password);
    await expect(page).toHaveURL(/\/dashboard\/champion$/);
    await expect(region(page).getByRole("status")).toHaveText(T.signedIn);
    await expectAccessibleAsShown(page, browser);
    await page.reload();
    await expect(region(page)).toHaveCount(0);

    await changePassword(page, "not-my-password", "Journey-Pass-43");
    await expect(region(page).getByRole("alert")).toHaveText(T.updateFailed);
    await expectAccessibleAsShown(page, browser);
    await changePassword(page, password, "Journey-Pass-43");
    await expect(page).toHaveURL(/\/account\/password$/);
    await expect(region(page).getByRole("status")).toHaveText(T.passwordUpdated);

    await signOut(page);
    await expect(page).toHaveURL(/\/login\?message=signed-out$/);
    await expect(region(page).getByRole("status")).toHaveText(T.signedOut);
    await expectAccessibleAsShown(page, browser);

    await signIn(page, email, "Wrong-Password-1");
    await expect(region(page).getByRole("alert")).toHaveText(T.signInFailed);
    await expectAccessibleAsShown(page, browser);
    // The failed POST showed it in place: the next page does not show it again.
    await page.goto("/login");
    await expect(region(page)).toHaveCount(0);
  });

  test("sign-up, unverified sign-in, failed sign-up, session expiry", async ({ page, browser }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail("toast-nojs");
    await signUpForm(page, email);
    await expect(page).toHaveURL(/\/champion-signup-success$/);
    await expect(region(page).getByRole("status")).toHaveText(T.signedUp);
    await expectAccessibleAsShown(page, browser);

    await signIn(page, email, PASSWORD);
    await expect(region(page).getByRole("status")).toHaveText(T.verifyEmail);

    const spent = uniqueEmail("toast-nojs-limit");
    await spendSignUps(page, spent);
    await signUpForm(page, spent);
    await expect(region(page).getByRole("alert")).toHaveText(T.signUpFailed);
    await expectAccessibleAsShown(page, browser);

    await staleSession(page);
    await page.goto("/account/password");
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
    await expect(region(page).getByRole("status")).toHaveText(T.sessionExpired);
  });

  test("password reset: e-mail sent, and a dead link", async ({ page, browser }) => {
    await page.goto("/forgot-password");
    await page.getByLabel("Email address").fill(uniqueEmail("toast-nojs-reset"));
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(region(page).getByRole("status")).toHaveText(T.resetSent);
    await expectAccessibleAsShown(page, browser);

    await page.goto("/reset-password?token=not-a-real-token");
    await page.getByLabel("New password", { exact: true }).fill("Journey-Pass-44");
    await page.getByLabel("Confirm new password").fill("Journey-Pass-44");
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expect(region(page).getByRole("alert")).toHaveText(T.resetFailed);
  });

  test("a forged or altered flash cookie shows nothing and is cleared", async ({ page }) => {
    const forged = Buffer.from(JSON.stringify({ k: "error", m: "<b id=x>Call 555</b>", i: "1" })).toString("base64url");
    for (const value of [`${forged}.AAAA`, forged, "not-a-flash"]) {
      await page.context().addCookies([{ name: "rid_flash", value, url: baseURL }]);
      const response = await page.goto("/about-us");
      await expect(region(page)).toHaveCount(0);
      await expect(page.getByText("Call 555")).toHaveCount(0);
      expect((await response!.allHeaders())["set-cookie"]).toContain("rid_flash=; Path=/; Max-Age=0");
    }
  });
});
