import { expect, test } from "@playwright/test";
import { expectAccessible } from "../fixtures/axe";
import { createChampion, PASSWORD, signIn } from "../fixtures/accounts";
import { readMailbox, uniqueEmail } from "../fixtures/mailbox";

test.describe("sign-in", () => {
  test("both addresses show the one form, accessible", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Champion Sign In");
    await expect(page.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/forgot-password");
    await expect(page.getByRole("link", { name: "Join the movement" })).toHaveAttribute("href", "/join-the-movement");
    await expectAccessible(page);
    await page.goto("/champion-sign-in");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome Back");
  });

  test("empty fields and wrong passwords get the spec's messages", async ({ page }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();
    await signIn(page, uniqueEmail("nobody"), "whatever-1");
    await expect(
      page.getByRole("main").getByText("Invalid email or password. Please check your credentials and try again."),
    ).toBeVisible();
  });

  // Spec accounts §5: "clear a field's error when it is edited" (issue 23): one rule of use-schema-form.
  test("a field's message clears as soon as it is edited; the others stay until the next submission", async ({
    page,
  }) => {
    await page.goto("/login");
    await page.getByRole("button", { name: "Sign In" }).click();
    const email = page.getByLabel("Email address");
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await email.pressSequentially("siti");
    await expect(page.getByText("Email is required")).toBeHidden();
    await expect(email).not.toHaveAttribute("aria-invalid");
    await expect(email).toHaveValue("siti");
    await expect(page.getByText("Password is required")).toBeVisible();
    await expectAccessible(page);
    // The next answer shows what is wrong now.
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Password is required")).toBeVisible();
  });

  test("the password can be shown and hidden", async ({ page }) => {
    await page.goto("/login");
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("secret");
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Hide password" }).click();
    await expect(password).toHaveAttribute("type", "password");
  });

  test("an unverified address gets the yellow notice and can resend the link", async ({ page, request }) => {
    const email = uniqueEmail("unverified");
    await page.goto("/signup/champion");
    await page.getByLabel("Full name").fill("Not Yet Verified");
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm password").fill(PASSWORD);
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole("button", { name: "Create My Champion Account" }).click();
    await expect(page).toHaveURL(/champion-signup-success/);
    await signIn(page, email, PASSWORD);
    await expect(
      page.getByText(
        "Please check your email and click the confirmation link before signing in. If you don't see the email, check your spam folder.",
      ),
    ).toBeVisible();
    const before = (await readMailbox(request)).filter((m) => m.to === email).length;
    await page.getByRole("button", { name: "Resend verification email" }).click();
    await expect(
      page.getByText("If that account is waiting for verification, a new confirmation email is on its way."),
    ).toBeVisible();
    await expect.poll(async () => (await readMailbox(request)).filter((m) => m.to === email).length).toBe(before + 1);
  });

  test("returns to the page first asked for; refuses off-site redirects", async ({ page }) => {
    const { email, password } = await createChampion(page);
    await page.goto("/account/password");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount%2Fpassword$/);
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/account\/password$/);
    // Sign out (POST), then try an off-site target.
    await page.locator("summary", { hasText: "Siti" }).first().click();
    await page.getByRole("button", { name: "Sign Out" }).first().click();
    await expect(page).toHaveURL(/\/login\?message=signed-out$/);
    await expect(page.getByRole("main").getByText("You have been signed out successfully.")).toBeVisible();
    for (const target of ["//evil.example/x", "https://evil.example/", "javascript:alert(1)"]) {
      await page.goto(`/login?redirectTo=${encodeURIComponent(target)}`);
      await page.getByLabel("Email address").fill(email);
      await page.getByLabel("Password", { exact: true }).fill(password);
      await page.getByRole("button", { name: "Sign In" }).click();
      await expect(page).toHaveURL(/\/dashboard\/champion$/);
      await page.context().clearCookies();
    }
  });

  test("remember me decides whether the session outlives the browser", async ({ page, context }) => {
    const { email, password } = await createChampion(page);
    await signIn(page, email, password);
    await expect(page).toHaveURL(/\/dashboard\/champion$/);
    const browserSession = (await context.cookies()).find((c) => c.name.endsWith("session_token"));
    expect(browserSession?.expires).toBe(-1);
    await context.clearCookies();
    await page.goto("/login");
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByLabel("Remember me for 30 days").check();
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/dashboard\/champion$/);
    const remembered = (await context.cookies()).find((c) => c.name.endsWith("session_token"));
    const days = (remembered!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(remembered?.httpOnly).toBe(true);
    expect(remembered?.sameSite).toBe("Lax");
  });

  test("a new session id on every sign-in, and sign-out ends it on the server", async ({ page, context, browser }) => {
    const { email, password } = await createChampion(page);
    await signIn(page, email, password);
    await expect(page).toHaveURL(/\/dashboard\/champion$/);
    const first = (await context.cookies()).find((c) => c.name.endsWith("session_token"))!.value;
    await context.clearCookies();
    await signIn(page, email, password);
    await expect(page).toHaveURL(/\/dashboard\/champion$/);
    const second = (await context.cookies()).find((c) => c.name.endsWith("session_token"))!.value;
    expect(second).not.toBe(first);
    // Replaying the cookie after sign-out no longer works.
    await page.locator("summary", { hasText: "Siti" }).first().click();
    await page.getByRole("button", { name: "Sign Out" }).first().click();
    const replay = await browser.newContext();
    await replay.addCookies([{ name: "better-auth.session_token", value: second, domain: "localhost", path: "/" }]);
    const other = await replay.newPage();
    await other.goto("/dashboard/champion");
    await expect(other).toHaveURL(/\/login\?redirectTo=/);
    await replay.close();
  });

  test("five failures a minute for one address lock further tries with HTTP 429", async ({
    page,
    request,
    baseURL,
  }) => {
    const { email } = await createChampion(page);
    for (let i = 0; i < 5; i++) {
      const r = await request.post("/login", {
        headers: { origin: baseURL! },
        form: { email, password: `wrong-${i}` },
      });
      expect(r.status()).toBe(401);
    }
    const blocked = await request.post("/login", {
      headers: { origin: baseURL! },
      form: { email, password: PASSWORD },
    });
    expect(blocked.status()).toBe(429);
    expect(await blocked.text()).toContain("Too many sign-in attempts. Please wait a minute and try again.");
  });

  test("?error and ?message show only known texts", async ({ page }) => {
    await page.goto("/login?error=invalid_token");
    await expect(
      page.getByText("This confirmation link has expired or is invalid. Sign in to get a new one."),
    ).toBeVisible();
    await page.goto("/login?message=session-expired");
    await expect(page.getByText("Your session has expired. Please sign in again.")).toBeVisible();
    await page.goto("/login?message=Your+account+is+locked.+Call+555");
    await expect(page.getByText("Call 555")).toHaveCount(0);
    await page.goto("/login?error=%3Cb%3Ephish%3C%2Fb%3E");
    await expect(page.getByText("Sign in failed")).toBeVisible();
    await expect(page.getByText("phish")).toHaveCount(0);
  });

  test("sign-in works without JavaScript", async ({ browser, page }) => {
    const { email, password } = await createChampion(page);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const noJs = await context.newPage();
    await signIn(noJs, email, password);
    await expect(noJs).toHaveURL(/\/dashboard\/champion$/);
    await context.close();
  });
});
