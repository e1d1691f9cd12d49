import { expect, test } from "@playwright/test";
import { expectAccessible } from "../fixtures/axe";
import { createChampion, PASSWORD, signIn } from "../fixtures/accounts";
import { latestEmail, readMailbox, uniqueEmail } from "../fixtures/mailbox";

test.describe("champion sign-up", () => {
  for (const path of ["/join-the-movement", "/join-movement", "/signup/champion"]) {
    test(`${path} shows the sign-up form`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Become a Champion");
      await expectAccessible(page);
    });
  }

  test("every validation message of the spec, and nothing typed is lost", async ({ page }) => {
    await page.goto("/signup/champion");
    await page.getByRole("button", { name: "Create My Champion Account" }).click();
    for (const message of [
      "Full name is required",
      "Email is required",
      "Password is required",
      "Please confirm your password",
      "You must agree to the terms and conditions",
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    // A box's message clears once it is ticked, as a text field's does once typed in (spec §5).
    await page.getByLabel(/I agree to the/).check();
    await expect(page.getByText("You must agree to the terms and conditions")).toBeHidden();
    await expect(page.getByText("Please confirm your password")).toBeVisible();
    await page.getByLabel(/I agree to the/).uncheck();
    await page.getByLabel("Full name").fill("Tan Ah Kow");
    await page.getByLabel("Email address").fill("not-an-email");
    await page.getByLabel("Password", { exact: true }).fill("abc");
    await page.getByLabel("Confirm password").fill("abd");
    await page.getByRole("button", { name: "Create My Champion Account" }).click();
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expect(page.getByText("Password must be at least 6 characters long")).toBeVisible();
    await expect(page.getByText("Passwords do not match")).toBeVisible();
    await expect(page.getByText("Full name is required")).toBeHidden();
    await expect(page.getByLabel("Full name")).toHaveValue("Tan Ah Kow");
    await expectAccessible(page);
  });

  test("the strength meter scores 0-5 and hints without blocking", async ({ page }) => {
    await page.goto("/signup/champion");
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("abc");
    await expect(page.getByText("Password strength: Weak")).toBeVisible();
    await expect(
      page.getByText("Consider using a stronger password with uppercase letters, numbers, and special characters"),
    ).toBeVisible();
    await password.fill("abcdefgh1");
    await expect(page.getByText("Password strength: Good")).toBeVisible();
    await expect(page.getByText(/Consider using a stronger password/)).toBeHidden();
    await password.fill("Abcdefgh1!");
    await expect(page.getByText("Password strength: Excellent")).toBeVisible();
  });

  test("works without JavaScript, with the server's messages", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/join-movement");
    await page.getByLabel("Full name").fill("No Script Champion");
    await page.getByRole("button", { name: "Create My Champion Account" }).click();
    await expect(page.getByText("Email is required")).toBeVisible();
    await expect(page.getByLabel("Full name")).toHaveValue("No Script Champion");
    const email = uniqueEmail("noscript");
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm password").fill(PASSWORD);
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole("button", { name: "Create My Champion Account" }).click();
    await expect(page).toHaveURL(/\/champion-signup-success$/);
    await context.close();
  });

  test("sign up, verify by e-mail, sign in, land on the champion dashboard", async ({ page }) => {
    const { email, password } = await createChampion(page, "Lim Mei Ling");
    await expect(page.getByText("Your email address has been verified. You can now sign in.")).toBeVisible();
    await signIn(page, email, password);
    await expect(page).toHaveURL(/\/dashboard\/champion$/);
    await expect(page.getByTestId("account-type")).toHaveText("Champion");
    // A signed-in visitor who opens sign-up is sent to their own dashboard.
    await page.goto("/signup/champion");
    await expect(page).toHaveURL(/\/dashboard\/champion$/);
  });

  test("the success page says what happens next", async ({ page }) => {
    await page.goto("/champion-signup-success");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you for joining as a Champion!");
    await expect(page.getByText("Check your email for verification and next steps")).toBeVisible();
    await expect(page.getByText("1 in 13")).toBeVisible();
    await expect(page.getByText("90%")).toBeVisible();
    await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: "Learn More" })).toHaveAttribute("href", "/join-the-movement");
    await expectAccessible(page);
  });

  test("an address that already has an account is not revealed; its owner is told by e-mail", async ({
    page,
    request,
  }) => {
    const { email } = await createChampion(page);
    const before = (await readMailbox(request)).length;
    await page.goto("/signup/champion");
    await page.getByLabel("Full name").fill("Someone Else");
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("Another-Pass-1");
    await page.getByLabel("Confirm password").fill("Another-Pass-1");
    await page.getByLabel(/I agree to the/).check();
    await page.getByRole("button", { name: "Create My Champion Account" }).click();
    await expect(page).toHaveURL(/\/champion-signup-success$/);
    const mail = await latestEmail(request, email, "Someone tried to join");
    expect(mail.text).toContain("An account with this email already exists. Try signing in instead.");
    expect((await readMailbox(request)).length).toBeGreaterThan(before);
  });

  test("a user type sent with the form is ignored", async ({ page, request, baseURL }) => {
    const email = uniqueEmail("sneaky");
    const response = await request.post("/signup/champion", {
      headers: { origin: baseURL! },
      form: {
        fullName: "Sneaky",
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        agreedToTerms: "on",
        userType: "super_admin",
        user_type: "admin",
        status: "active",
        isSuperAdmin: "true",
      },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    const mail = await latestEmail(request, email, "Confirm your e-mail");
    await page.goto(mail.links.find((l) => l.includes("/verify-email"))!);
    await signIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/dashboard\/champion$/);
    await expect(page.getByTestId("account-type")).toHaveText("Champion");
  });
});
