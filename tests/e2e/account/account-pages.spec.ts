import { expect, test } from "@playwright/test";
import { expectAccessible } from "../fixtures/axe";
import { signIn } from "../fixtures/accounts";
import { readMailbox, uniqueEmail } from "../fixtures/mailbox";

// The embedded demo's partner accounts (db/seed.ts).
const demo = {
  gpclinic: {
    email: "gp@demo.rid-crc.local",
    password: "Demo-Clinic-Pass-1",
    dashboard: "/dashboard/gp-clinic",
    type: "GP Clinic",
  },
  specialist: {
    email: "specialist@demo.rid-crc.local",
    password: "Demo-Specialist-Pass-1",
    dashboard: "/dashboard/specialist",
    type: "Specialist",
  },
  corporate: {
    email: "corporate@demo.rid-crc.local",
    password: "Demo-Corporate-Pass-1",
    dashboard: "/dashboard/corporate",
    type: "Corporate Partner",
  },
};

test.describe("each role lands on its own dashboard", () => {
  for (const [role, account] of Object.entries(demo)) {
    test(`${role}: sign-in, dashboard with name, type and status, accessible, share panel`, async ({ page }) => {
      await signIn(page, account.email, account.password);
      await expect(page).toHaveURL(new RegExp(`${account.dashboard}$`));
      await expect(page.getByTestId("account-type")).toHaveText(account.type);
      // The status in words (dashboards.json), not the stored value.
      await expect(page.getByTestId("account-status")).toHaveText("Active");
      await expect(page.getByRole("heading", { name: "Share the Movement" })).toBeVisible();
      await expectAccessible(page);
      // Another role's dashboard sends them back to their own.
      await page.goto("/dashboard/champion");
      await expect(page).toHaveURL(new RegExp(`${account.dashboard}$`));
      // The header's user menu shows the first name, the type, and its four items.
      await page.locator("summary", { hasText: "account menu" }).first().click();
      await expect(page.getByRole("link", { name: "My Dashboard" }).first()).toHaveAttribute("href", account.dashboard);
      await expect(page.getByRole("link", { name: "Profile Settings" }).first()).toBeVisible();
      await expect(page.getByRole("link", { name: "Change Password" }).first()).toHaveAttribute(
        "href",
        "/account/password",
      );
      await expect(page.getByRole("button", { name: "Sign Out" }).first()).toBeVisible();
    });
  }
});

test("partners have a way in of their own: Professional Portals → Partner Sign In → their dashboard", async ({
  page,
}) => {
  await page.goto("/");
  // The header keeps the spec's "Champion Sign In"; the footer's Professional Portals adds the partners' door.
  await expect(page.getByRole("link", { name: "Champion Sign In" }).first()).toBeAttached();
  await page.getByRole("contentinfo").getByRole("link", { name: "Partner Sign In" }).click();
  await expect(page).toHaveURL(/\/partner-sign-in$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Partner Sign In");
  await expect(page.getByText("For GP clinics, specialists and corporate partners")).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Email address").fill(demo.specialist.email);
  await page.getByLabel("Password", { exact: true }).fill(demo.specialist.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard\/specialist$/);
});

test("the Welcome Back sign-in page is accessible", async ({ page }) => {
  await page.goto("/champion-sign-in");
  await expectAccessible(page);
});

test("a cross-site sign-up post is refused and writes nothing", async ({ request }) => {
  const email = uniqueEmail("csrf");
  const response = await request.post("/signup/champion", {
    headers: { origin: "https://evil.example" },
    form: {
      fullName: "Forged",
      email,
      password: "Forged-Pass-1",
      confirmPassword: "Forged-Pass-1",
      agreedToTerms: "on",
    },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
  await new Promise((r) => setTimeout(r, 1000));
  expect((await readMailbox(request)).filter((m) => m.to === email)).toHaveLength(0);
});
