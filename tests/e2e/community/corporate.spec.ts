import type { Browser } from "@playwright/test";
import { signIn } from "../fixtures/accounts";
import { expectAccessible, expectAccessibleAsShown } from "../fixtures/axe";
import { adminPage, expect, test } from "../fixtures/console";

/**
 * Corporate CSR (issue #15), on a server of its own (its pledge is approved in the console): the
 * embedded demo's corporate contact manages Banyan Circuit Technologies (Platinum, S$200,000).
 */
test.describe.configure({ timeout: 120_000 });

const CONTACT = { email: "corporate@demo.rid-crc.local", password: "Demo-Corporate-Pass-1" };
const COMPANY = "Banyan Circuit Technologies Pte Ltd";

async function contactPage(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  await signIn(page, CONTACT.email, CONTACT.password);
  await expect(page).toHaveURL(/\/dashboard\/corporate$/);
  return page;
}

test("a pledge raised without JavaScript, approved in the console, changes the tier, figures and certificate", async ({
  browser,
  team,
}) => {
  // The contact's dashboard as seeded: every figure from the database.
  const contact = await contactPage(browser, false);
  await expect(contact.getByRole("heading", { name: COMPANY })).toBeVisible();
  const figures = contact.getByRole("region", { name: /Your impact/ });
  await expect(figures.getByText("Platinum Tier").first()).toBeVisible();
  await expect(contact.getByText("563/1000 lives impacted toward Diamond Champion tier")).toBeVisible();
  await expect(contact.getByRole("progressbar", { name: "Tier progress" })).toBeVisible();
  await expect(contact.getByTestId("invite-link")).toContainText("/join-the-movement?company=");
  await expect(contact.getByRole("img", { name: "QR code of your company's invite link" })).toBeVisible();
  const figure = (page: typeof contact, label: string) =>
    page.locator("dl > div").filter({ hasText: label }).locator("dd");
  await expect(figure(contact, "Employee participation")).toHaveText("0");

  // An employee joins as a Champion through the invite link: participation counts them.
  const invite = (await contact.getByTestId("invite-link").textContent())!.trim();
  const employee = await (await browser.newContext()).newPage();
  await employee.goto(invite);
  await employee.getByLabel("Full name").fill("Employee Journey");
  await employee.getByLabel("Email address").fill(`employee-${Date.now()}@journey.test`);
  await employee.getByLabel("Password", { exact: true }).fill("Journey-Pass-42");
  await employee.getByLabel("Confirm password").fill("Journey-Pass-42");
  await employee.getByLabel(/I agree to the/).check();
  await employee.getByRole("button", { name: "Create My Champion Account" }).click();
  await expect(employee).toHaveURL(/\/champion-signup-success$/);
  await employee.context().close();

  // The pledge form, without JavaScript: a refused amount keeps what was typed, then a real one.
  const pledge = contact.getByLabel("Pledge (S$)");
  await pledge.fill("360250");
  await contact.getByRole("button", { name: "Submit pledge for approval" }).click();
  await expect(contact.getByText("Enter a pledge in steps of 500.")).toBeVisible();
  await expect(contact.getByLabel("Pledge (S$)")).toHaveValue("360250");
  await expectAccessibleAsShown(contact, browser);
  await contact.getByLabel("Pledge (S$)").fill("360000");
  await contact.getByRole("button", { name: "Submit pledge for approval" }).click();
  await expect(contact.getByText("Thank you! Your pledge is waiting for our team's approval")).toBeVisible();
  await contact.goto("/dashboard/corporate");
  await expect(contact.getByText("Diamond Tier, S$360,000 (Awaiting approval)")).toBeVisible();
  // Not counted yet.
  await expect(contact.getByText("563/1000 lives impacted toward Diamond Champion tier")).toBeVisible();

  // The team approves it in the console.
  const admin = await adminPage(browser, team);
  await admin.goto("/admin/partners/pledges");
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText("Corporate pledges");
  const item = admin.getByTestId("pledge").filter({ hasText: COMPANY });
  await expect(item).toContainText("S$360,000");
  // A top-up: the team sees the total and tier approving brings, not the top-up's alone (issue 23).
  await expect(item).toContainText(
    "Funds 1,014 screening tests. A top-up: approving brings the company's approved pledges from S$200,000 to S$560,000, funding 1,577 screening tests: Diamond Champion.",
  );
  // The demo's own waiting pledge, marked as sample data.
  await expect(admin.getByTestId("pledge").filter({ hasText: "Orchid Quay Hospitality" })).toContainText("Sample");
  await expectAccessible(admin);
  await item.getByRole("button", { name: "Approve pledge" }).click();
  await expect(admin.getByText(`Approved ${COMPANY}'s pledge; the contact has been e-mailed.`)).toBeVisible();
  await expect(admin.getByTestId("pledge").filter({ hasText: COMPANY })).toHaveCount(0);

  // The dashboard now counts it, with JavaScript; the certificate downloads as a PDF.
  const live = await contactPage(browser, true);
  // A top-up adds to what was approved before (issue 23): S$200,000 + S$360,000 fund 563 + 1,014 tests.
  await expect(live.getByText("1577 lives impacted: Diamond Champion, our top tier")).toBeVisible();
  await expect(live.getByRole("heading", { name: "Your impact (Diamond Tier, S$560,000 approved)" })).toBeVisible();
  await expect(live.getByText("Diamond Tier, S$360,000 (Active)")).toBeVisible();
  await expect(figure(live, "Employee participation")).toHaveText("1");
  await expect(figure(live, "Early detections")).toHaveText("78");
  await expectAccessible(live);
  // What a new pledge would make of the total, as it is typed: drawn by React after signing in, and
  // by the pledge-preview script on the server's page (a visit, a reload: no React).
  await live.getByLabel("Pledge (S$)").fill("50,000");
  const preview = "With this pledge, once approved: S$610,000 in all, Diamond Champion.";
  await expect(live.getByTestId("pledge-preview")).toHaveText(preview);
  await live.reload();
  await expect(live.getByTestId("pledge-preview")).toHaveText("");
  await live.getByLabel("Pledge (S$)").pressSequentially("50,000");
  await expect(live.getByTestId("pledge-preview")).toHaveText(preview);
  // A refused amount comes back at the form, the field focused (form-feedback).
  await live.getByLabel("Pledge (S$)").fill("100");
  await live.getByRole("button", { name: "Submit pledge for approval" }).click();
  await expect(live).toHaveURL(/\/dashboard\/corporate#raise-pledge$/);
  await expect(live.getByLabel("Pledge (S$)")).toBeFocused();
  await expect(live.getByLabel("Pledge (S$)")).toHaveAttribute("aria-invalid", "true");
  const [file] = await Promise.all([
    live.waitForEvent("download"),
    live.getByRole("link", { name: "Download your certificate (PDF)" }).click(),
  ]);
  expect(file.suggestedFilename()).toBe("rid-crc-certificate-banyan-circuit-technologies-pte-ltd.pdf");
  const chunks: Buffer[] = [];
  for await (const chunk of (await file.createReadStream())!) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe("%PDF-");
});
