import { expect, test, type Browser, type Page } from "@playwright/test";
import { createChampion, signIn } from "../fixtures/accounts";
import { expectAccessible, expectAccessibleAsShown } from "../fixtures/axe";
import { latestEmail } from "../fixtures/mailbox";

/**
 * "Correct my data" (issue 29): from Your data, a Champion changes their sign-in address (a wrong
 * password refused at the field, a link to the new address, the change made by its button, the old
 * address told), then corrects an appointment request sent with it and withdraws it. With
 * JavaScript and without (plain forms); axe on every state.
 */
async function correctMyData(page: Page, browser: Browser | null) {
  const axe = () => (browser ? expectAccessibleAsShown(page, browser) : expectAccessible(page));
  const { email, password } = await createChampion(page);
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard\/champion$/);

  // The sign-in address.
  await page.goto("/account/data");
  await page.getByRole("link", { name: "Change your email address" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Change email address" })).toBeVisible();
  await axe();
  const fresh = email.replace("@", "-new@");
  await page.getByLabel("New email address").fill(fresh);
  await page.getByLabel("Current password").fill("not-my-password");
  await page.getByRole("button", { name: "Send confirmation link" }).click();
  await expect(page.getByText("That password is not correct.")).toBeVisible();
  await axe();
  await page.getByLabel("New email address").fill(fresh);
  await page.getByLabel("Current password").fill(password);
  await page.getByRole("button", { name: "Send confirmation link" }).click();
  await expect(page.getByText(`We have sent a link to ${fresh}.`)).toBeVisible();
  await axe();

  const mail = await latestEmail(page.request, fresh, "Confirm your new e-mail address");
  const link = mail.text.match(/https?:\/\/\S+\/account\/email\/confirm\/\S+/)![0];
  await page.goto(new URL(link).pathname);
  await expect(page.getByText(`Confirm that you want to sign in with ${fresh} from now on.`)).toBeVisible();
  await axe();
  await page.getByRole("button", { name: "Confirm new address" }).click();
  await expect(page.getByText(`Your email address is now ${fresh}.`)).toBeVisible();
  await axe();
  await latestEmail(page.request, email, "The e-mail address of your RID-CRC account was changed");
  // Still signed in, under the new address.
  await page.goto("/profile/champion");
  await expect(page.getByLabel("Email address")).toHaveValue(fresh);

  // An appointment request sent with that address, corrected then withdrawn.
  await page.goto("/appointments/new");
  await page.getByLabel("Name", { exact: true }).fill("Siti Journey");
  await page.getByLabel("Email", { exact: true }).fill(fresh);
  await page.getByLabel("Phone", { exact: true }).fill("9123 4567");
  await page.getByLabel("Preferred clinic").fill("Bedok Journey Clinic");
  const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel("Preferred date").fill(inAWeek);
  await page.getByLabel("Morning (9AM-12PM)").check();
  await page.getByRole("button", { name: "Schedule My Screening" }).click();
  await expect(page.getByTestId("appointment-thank-you")).toBeVisible();

  await page.goto("/account/data");
  await page.getByRole("link", { name: "My appointment requests" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My appointment requests" })).toBeVisible();
  await axe();
  await page.getByRole("link", { name: /Correct or withdraw this request/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Correct your appointment request" })).toBeVisible();
  await axe();
  await page.getByLabel("Phone", { exact: true }).fill("12");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Please enter a valid phone number", { exact: false })).toBeVisible();
  await axe();
  await page.getByLabel("Phone", { exact: true }).fill("+65 9876 5432");
  await page.getByLabel("Message (optional)").fill("I have seen blood in my stool.");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Your request has been updated and the clinic has been told.")).toBeVisible();
  // The safety rule applies to the corrected message, as on the form.
  await expect(page.getByTestId("appointment-symptom-advice")).toBeVisible();
  await expect(page.getByLabel("Phone", { exact: true })).toHaveValue("+65 9876 5432");
  await axe();
  await page.getByRole("button", { name: "Withdraw request" }).click();
  await expect(page).toHaveURL(/\/account\/appointments$/);
  await expect(page.getByText("Your request has been withdrawn and the clinic has been told.")).toBeVisible();
  await axe();
  await expect(page.getByText("You have not sent any appointment requests with this email address.")).toBeVisible();
}

test.describe("correct my data", () => {
  // Its two appointment requests from an address of its own: appointments.spec.ts, on the same
  // server, sends up to the hourly limit per client address (five) from 127.0.0.1.
  test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.84" } });
  test("with JavaScript: a new sign-in address, an appointment request corrected and withdrawn", async ({ page }) => {
    test.setTimeout(120_000);
    await correctMyData(page, null);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the same, with plain forms", async ({ page, browser }) => {
      test.setTimeout(120_000);
      await correctMyData(page, browser);
    });
  });
});
