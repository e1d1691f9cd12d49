import { expect, test, type Browser, type Page } from "@playwright/test";
import { createChampion, signIn } from "../fixtures/accounts";
import { expectAccessible, expectAccessibleAsShown } from "../fixtures/axe";
import { latestEmail } from "../fixtures/mailbox";
import { messages, myRegistrationMessages as m } from "../../../app/features/events/messages";

/**
 * "My event registrations" (issue 29): a Champion registers for the demo's webinar (no seat limit,
 * so other journeys' counts stay as they are), finds the registration from the dashboard's account
 * links, corrects the name (an empty one refused at the field), then cancels it and is e-mailed.
 * With JavaScript and without (plain forms); axe on every state.
 */
const webinar = /Sample event: Understanding Your FIT Result/;

async function myEvents(page: Page, browser: Browser | null) {
  const axe = () => (browser ? expectAccessibleAsShown(page, browser) : expectAccessible(page));
  const { email, password } = await createChampion(page, "Wei Ling Journey");
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard\/champion$/);

  await page.goto("/upcoming-events");
  await page.getByRole("link", { name: webinar }).first().click();
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByText(messages.registered)).toBeVisible();

  // From the dashboard's account links, beside Your data.
  await page.goto("/dashboard/champion");
  const account = page.getByRole("navigation", { name: "Your account" });
  await expect(account.getByRole("link", { name: "My appointment requests" })).toHaveAttribute(
    "href",
    "/account/appointments",
  );
  await expect(account.getByRole("link", { name: "My referrals" })).toHaveAttribute("href", "/account/referrals");
  await account.getByRole("link", { name: "My event registrations" }).click();
  await expect(page.getByRole("heading", { level: 1, name: m.title })).toBeVisible();
  await expect(page.getByText("Registered", { exact: true })).toBeVisible();
  await axe();

  await page.getByRole("link", { name: /Correct or cancel this registration/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: m.editTitle })).toBeVisible();
  await axe();
  const name = page.getByLabel("Name", { exact: true });
  await expect(name).toHaveValue("Wei Ling Journey");
  await name.fill(" ");
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByText(messages.nameRequired)).toBeVisible();
  await axe();
  await name.fill("Tan Wei Ling");
  await page.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByText(m.corrected)).toBeVisible();
  await expect(name).toHaveValue("Tan Wei Ling");
  await axe();

  await page.getByRole("button", { name: "Cancel registration" }).click();
  await expect(page).toHaveURL(/\/account\/events$/);
  await expect(page.getByText(messages.cancelled)).toBeVisible();
  await expect(page.getByText("Cancelled", { exact: true })).toBeVisible();
  await expect(page.getByText(m.cancelledAlready)).toBeVisible();
  await axe();
  const mail = await latestEmail(page.request, email, "cancel");
  expect(mail.text).toContain("Tan Wei Ling");
}

test.describe("my event registrations", () => {
  test("with JavaScript: a registration's name corrected, then the registration cancelled", async ({ page }) => {
    test.setTimeout(120_000);
    await myEvents(page, null);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the same, with plain forms", async ({ page, browser }) => {
      test.setTimeout(120_000);
      await myEvents(page, browser);
    });
  });
});
