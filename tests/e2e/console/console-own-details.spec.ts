import { expectAccessible, expectAccessibleAsShown } from "../fixtures/axe";
import { adminPage, expect, test } from "../fixtures/console";
import { expectNoSidewaysScroll } from "../fixtures/crawl";

/**
 * "Correct my data" for the team (issue 29): the super admin finds "Your details" above every
 * console page and corrects their own name and phone, with and without JavaScript; a bad form keeps
 * what was typed beside each field's message; the change is in the audit log, and /account/data
 * points there. On the lane's shared server: no other file reads this admin's name or phone.
 */
test.describe.configure({ timeout: 120_000 });

// The profiles' words (profile-options.ts, which Playwright cannot load: it imports JSON).
const m = {
  fullNameRequired: "Full name is required",
  phoneInvalid: "Please enter a valid phone number",
  updated: "Profile updated successfully!",
};

test("with JavaScript: from the console's header to the saved details, the audit log and Your data", async ({
  browser,
  team,
}) => {
  const admin = await adminPage(browser, team);
  await admin.goto("/admin/dashboard");
  await admin.getByRole("link", { name: "Your details" }).click();
  await expect(admin).toHaveURL(/\/admin\/profile$/);
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText("Your details");
  await expect(admin.getByLabel("Email address")).toHaveValue(team.admin.email);
  await expectAccessible(admin);
  await expectNoSidewaysScroll(admin, "/admin/profile");

  await admin.getByLabel("Full name").fill("");
  await admin.getByLabel("Phone number").fill("call me");
  await admin.getByRole("button", { name: "Save Changes" }).click();
  await expect(admin.getByText(m.fullNameRequired)).toBeVisible();
  await expect(admin.getByText(m.phoneInvalid)).toBeVisible();
  await expect(admin.getByLabel("Phone number")).toHaveValue("call me");
  await expectAccessible(admin);

  await admin.getByLabel("Full name").fill("Tan Journey Admin");
  await admin.getByLabel("Phone number").fill("+65 6123 4567");
  await admin.getByRole("button", { name: "Save Changes" }).click();
  await expect(admin.getByText(m.updated)).toBeVisible();
  await expect(admin.getByText(m.phoneInvalid)).toHaveCount(0);
  await expectAccessible(admin);
  await admin.reload();
  await expect(admin.getByLabel("Full name")).toHaveValue("Tan Journey Admin");
  await expect(admin.getByLabel("Phone number")).toHaveValue("+65 6123 4567");

  await admin.goto("/admin/audit");
  await expect(admin.getByRole("cell", { name: /Corrected their own name or phone number/ }).first()).toBeVisible();

  await admin.goto("/account/data");
  await expect(admin.getByRole("link", { name: "Your details", exact: true })).toHaveAttribute(
    "href",
    "/admin/profile",
  );
  await admin.context().close();
});

test("without JavaScript: a refused form keeps what was typed, then the change is saved", async ({ browser, team }) => {
  const admin = await adminPage(browser, team, false);
  await admin.goto("/admin/profile");
  await admin.getByLabel("Full name").fill("Lim No Script");
  await admin.getByLabel("Phone number").fill("12");
  await admin.getByRole("button", { name: "Save Changes" }).click();
  await expect(admin.getByText(m.phoneInvalid)).toBeVisible();
  await expect(admin.getByLabel("Full name")).toHaveValue("Lim No Script");
  await expect(admin.getByLabel("Phone number")).toHaveValue("12");
  await expectAccessibleAsShown(admin, browser);

  await admin.getByLabel("Phone number").fill("+65 9876 5432");
  await admin.getByRole("button", { name: "Save Changes" }).click();
  await expect(admin.getByText(m.updated)).toBeVisible();
  await expect(admin.getByLabel("Full name")).toHaveValue("Lim No Script");
  await expect(admin.getByLabel("Phone number")).toHaveValue("+65 9876 5432");
  await expectAccessibleAsShown(admin, browser);
  await expectNoSidewaysScroll(admin, "/admin/profile");
  await admin.context().close();
});
