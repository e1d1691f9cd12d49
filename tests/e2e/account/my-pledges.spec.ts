import type { Browser, Page } from "@playwright/test";
import { signIn } from "../fixtures/accounts";
import { expectAccessible, expectAccessibleAsShown } from "../fixtures/axe";
import { adminPage, expect, test, type Team } from "../fixtures/console";
import { readMailbox } from "../fixtures/mailbox";

/**
 * "Correct my data" for pledges (issue 29), on a server of its own (the console approves the demo
 * company's pledge, which changes its tier): the demo's corporate contact raises a pledge, finds it
 * under "Your pledges", corrects it (the dashboard's field and messages) and withdraws it; raised
 * again, the team approves it while the contact has it open, and the correction is refused, the
 * pledge read-only. With JavaScript and without; axe on every state.
 */
test.describe.configure({ timeout: 120_000 });
// A server of its own: corporate.spec.ts, in the same lane, counts the demo company's approved pledges.
test.use({ serverOf: "my-pledges" });

const CONTACT = { email: "corporate@demo.rid-crc.local", password: "Demo-Corporate-Pass-1" };
const COMPANY = "Banyan Circuit Technologies Pte Ltd";

async function contactPage(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  await signIn(page, CONTACT.email, CONTACT.password);
  await expect(page).toHaveURL(/\/dashboard\/corporate$/);
  return page;
}

async function raise(page: Page, amount: string) {
  await page.getByLabel("Pledge (S$)").fill(amount);
  await page.getByRole("button", { name: "Submit pledge for approval" }).click();
  await expect(page.getByText("Thank you! Your pledge is waiting for our team's approval")).toBeVisible();
}

async function openPending(page: Page, amount: string) {
  await page.goto("/dashboard/corporate");
  await page.getByRole("link", { name: "Correct or withdraw it" }).click();
  await expect(page).toHaveURL(/\/account\/pledges$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your pledges" })).toBeVisible();
  await page.getByRole("link", { name: `Correct or withdraw this pledge of ${amount}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Correct or withdraw a pledge" })).toBeVisible();
}

test("without JavaScript: a pending pledge corrected at the dashboard's field, then withdrawn", async ({ browser }) => {
  const page = await contactPage(browser, false);
  const axe = () => expectAccessibleAsShown(page, browser);
  await raise(page, "100000");
  await page.goto("/dashboard/corporate");
  await page.getByRole("link", { name: "Your pledges" }).click();
  // The seeded, approved pledge is read-only; the new one opens.
  const decided = page.getByTestId("pledge").filter({ hasText: "Status: Active" });
  await expect(decided.first()).toContainText("write to the team");
  await expect(decided.getByRole("link")).toHaveCount(0);
  await expect(page.getByTestId("pledge").filter({ hasText: "Awaiting approval" })).toContainText("S$100,000");
  await axe();

  await openPending(page, "S$100,000");
  const field = page.getByLabel("Pledge (S$)");
  await expect(field).toHaveValue("100000");
  await axe();
  // The dashboard's rules and words, at the field; what was typed stays.
  await field.fill("150250");
  await page.getByRole("button", { name: "Correct pledge" }).click();
  await expect(page.getByText("Enter a pledge in steps of 500.")).toBeVisible();
  await expect(field).toHaveValue("150250");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await axe();
  await field.fill("150000");
  await page.getByRole("button", { name: "Correct pledge" }).click();
  await expect(
    page.getByText("Your pledge is now S$150,000. It is still waiting for our team's approval."),
  ).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await axe();
  const team = await readMailbox(page.request);
  expect(team.some((m) => m.subject === `Pledge corrected, to review: ${COMPANY}`)).toBe(true);

  await page.getByRole("button", { name: "Withdraw pledge" }).click();
  await expect(page).toHaveURL(/\/account\/pledges$/);
  await expect(page.getByText("Your pledge has been withdrawn.")).toBeVisible();
  await expect(page.getByTestId("pledge").filter({ hasText: "Awaiting approval" })).toHaveCount(0);
  await axe();
  await page.context().close();
});

test("with JavaScript: the team approves while the contact corrects; the pledge is then read-only", async ({
  browser,
  team,
}: {
  browser: Browser;
  team: Team;
}) => {
  const page = await contactPage(browser, true);
  await raise(page, "100000");
  await openPending(page, "S$100,000");
  const field = page.getByLabel("Pledge (S$)");
  // The total it would make, as it is typed (pledge-preview), and a refused amount focused (form-feedback).
  await field.fill("");
  await field.pressSequentially("50,000");
  await expect(page.getByTestId("pledge-preview")).toContainText("With this pledge, once approved:");
  await field.fill("100");
  await page.getByRole("button", { name: "Correct pledge" }).click();
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page);

  // The team decides meanwhile.
  const admin = await adminPage(browser, team);
  await admin.goto("/admin/partners/pledges");
  const item = admin.getByTestId("pledge").filter({ hasText: COMPANY });
  await item.getByRole("button", { name: "Approve pledge" }).click();
  await expect(admin.getByText(`Approved ${COMPANY}'s pledge; the contact has been e-mailed.`)).toBeVisible();
  await admin.context().close();

  await field.fill("120000");
  await page.getByRole("button", { name: "Correct pledge" }).click();
  const decided =
    "Our team has decided on this pledge: it can no longer be changed. To change it, please write to the team.";
  await expect(page.getByText(decided)).toBeVisible();
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByText(decided)).toBeVisible();
  await expect(page.getByRole("button", { name: "Correct pledge" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Withdraw pledge" })).toHaveCount(0);
  await expectAccessible(page);
  await page.goto("/dashboard/corporate");
  await expect(page.getByText(/S\$100,000 \(Active\)/)).toBeVisible();
  await page.context().close();
});
