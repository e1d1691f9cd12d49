import { expect, test, type Page } from "@playwright/test";
import { createChampion, signIn } from "../fixtures/accounts";
import { checkedIn, fill, read } from "../fixtures/languages";
import { latestEmail, uniqueEmail } from "../fixtures/mailbox";

/**
 * Issue 27 with issue 29: "correct my data" in Chinese, Malay and Tamil, with and without
 * JavaScript: the e-mail change and its link, one's own appointment requests, event registrations
 * and referrals, and the dashboard's account links; each page's words, a field error and the
 * answers in the page's language, axe, and no sideways scroll at phone widths.
 */
test.describe.configure({ timeout: 120_000 });

async function signedIn(page: Page, name?: string) {
  const account = await createChampion(page, name);
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard\/champion$/);
  return account;
}

test("with JavaScript, in Chinese: the dashboard's account links, the e-mail change and its link", async ({ page }) => {
  const w = read("zh", "account");
  const shell = read("zh", "shell");
  const { email, password } = await signedIn(page);

  // The dashboard's account links and the header's account menu, in the language and to the pages in it.
  await page.goto("/zh/dashboard/champion");
  await page.locator("summary", { hasText: shell.header!.accountMenu!.trim() }).first().click();
  for (const [key, path] of [
    ["myAppointments", "appointments"],
    ["myEvents", "events"],
    ["myReferrals", "referrals"],
  ] as const)
    await expect(page.getByRole("link", { name: shell.header![key]!, exact: true }).first()).toHaveAttribute(
      "href",
      `/zh/account/${path}`,
    );
  await page.locator("summary", { hasText: shell.header!.accountMenu!.trim() }).first().click();
  const links = page.getByRole("navigation", { name: shell.account!.nav! });
  await expect(links.getByRole("link", { name: shell.account!.referrals! })).toHaveAttribute(
    "href",
    "/zh/account/referrals",
  );
  await links.getByRole("link", { name: shell.account!.appointments! }).click();
  await expect(page).toHaveURL(/\/zh\/account\/appointments$/);

  // The e-mail change: a wrong password refused at the field, then the link sent (a save with JavaScript).
  await page.goto("/zh/account/email");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.emailChange!.title!);
  const fresh = email.replace("@", "-zh@");
  await page.getByLabel(w.emailChange!.newEmail!).fill(fresh);
  await page.getByLabel(w.emailChange!.password!).fill("not-my-password");
  await page.getByRole("button", { name: w.emailChange!.submit! }).click();
  await expect(page.getByText(w.says!.enrolmentWrongPassword!, { exact: true })).toBeVisible();
  await expect(page.getByLabel(w.emailChange!.password!)).toHaveAttribute("aria-invalid", "true");
  await checkedIn(page, "zh", null);
  await page.getByLabel(w.emailChange!.newEmail!).fill(fresh);
  await page.getByLabel(w.emailChange!.password!).fill(password);
  await page.getByRole("button", { name: w.emailChange!.submit! }).click();
  await expect(page.getByText(fill(w.says!.emailChangeSent!, { email: fresh }), { exact: true })).toBeVisible();

  // The link (in the account's language, English here) opened on the Chinese page, and used.
  const mail = await latestEmail(page.request, fresh, "Confirm your new e-mail address");
  const link = new URL(mail.text.match(/https?:\/\/\S+\/account\/email\/confirm\/\S+/)![0]).pathname;
  await page.goto(`/zh${link}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.emailConfirm!.title!);
  await expect(page.getByText(fill(w.says!.emailChangeConfirm!, { email: fresh }), { exact: true })).toBeVisible();
  await checkedIn(page, "zh", null);
  await page.getByRole("button", { name: w.emailConfirm!.submit! }).click();
  await expect(page.getByText(fill(w.says!.emailChanged!, { email: fresh }), { exact: true })).toBeVisible();
  // Once used, the link is spent: said in the language.
  await page.goto(`/zh${link}`);
  await expect(page.getByText(w.says!.emailChangeInvalid!, { exact: true })).toBeVisible();
});

test.describe("an appointment request", () => {
  // From an address of its own: appointments.spec.ts, on the same server, sends up to the hourly
  // limit per client address (five) from 127.0.0.1.
  test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.83" } });

  test("with JavaScript, in Malay: an appointment request corrected", async ({ page }) => {
    const w = read("ms", "directory");
    const { email } = await signedIn(page);
    // The request itself, sent with the account's address (the form's own journeys test it in Malay).
    await page.goto("/appointments/new");
    await page.getByLabel("Name", { exact: true }).fill("Siti Bahasa");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Phone", { exact: true }).fill("9123 4567");
    await page.getByLabel("Preferred clinic").fill("Bedok Bahasa Clinic");
    const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel("Preferred date").fill(inAWeek);
    await page.getByLabel("Morning (9AM-12PM)").check();
    await page.getByRole("button", { name: "Schedule My Screening" }).click();
    await expect(page.getByTestId("appointment-thank-you")).toBeVisible();

    await page.goto("/ms/account/appointments");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.mine!.title!);
    await expect(page.getByText(w.mine!.status!.new!, { exact: false }).first()).toBeVisible();
    await checkedIn(page, "ms", null);
    await page.getByRole("link", { name: new RegExp(w.mine!.open!) }).click();
    await expect(page).toHaveURL(/\/ms\/account\/appointments\/[0-9a-f-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.mine!.editTitle!);
    const phone = page.getByLabel(w.appointment!.phone!, { exact: true });
    await phone.fill("12");
    await page.getByRole("button", { name: w.mine!.save! }).click();
    await expect(page.getByText(w.errors!.phoneInvalid!, { exact: true })).toBeVisible();
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await checkedIn(page, "ms", null);
    await phone.fill("+65 9876 5432");
    await page.getByRole("button", { name: w.mine!.save! }).click();
    await expect(page.getByText(w.says!.edited!, { exact: true })).toBeVisible();
    await expect(phone).toHaveValue("+65 9876 5432");
    await page.getByRole("button", { name: w.mine!.withdraw! }).click();
    await expect(page).toHaveURL(/\/ms\/account\/appointments$/);
    await expect(page.getByText(w.says!.withdrawn!, { exact: true })).toBeVisible();
    await expect(page.getByText(w.mine!.none!, { exact: true })).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("in Tamil: an event registration's name corrected, then cancelled", async ({ page, browser }) => {
    const w = read("ta", "events");
    await signedIn(page, "Wei Ling Tamil");
    await page.goto("/upcoming-events");
    await page
      .getByRole("link", { name: /Sample event: Understanding Your FIT Result/ })
      .first()
      .click();
    await page.getByRole("button", { name: "Register" }).click();

    await page.goto("/ta/account/events");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.mine!.title!);
    await expect(page.getByText(w.status!.registered!, { exact: true }).first()).toBeVisible();
    await checkedIn(page, "ta", browser);
    await page
      .getByRole("link", { name: new RegExp(w.mine!.open!) })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.mine!.editTitle!);
    const name = page.getByLabel(w.mine!.name!, { exact: true });
    await name.fill(" ");
    await page.getByRole("button", { name: w.mine!.save! }).click();
    await expect(page.getByText(w.outcome!.nameRequired!, { exact: true })).toBeVisible();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await checkedIn(page, "ta", browser);
    // A save without JavaScript: the plain form, answered by the server in the language.
    await name.fill("Tan Wei Ling");
    await page.getByRole("button", { name: w.mine!.save! }).click();
    await expect(page.getByText(w.says!.corrected!, { exact: true })).toBeVisible();
    await expect(name).toHaveValue("Tan Wei Ling");
    await page.getByRole("button", { name: w.mine!.cancel! }).click();
    await expect(page).toHaveURL(/\/ta\/account\/events$/);
    await expect(page.getByText(w.outcome!.cancelled!, { exact: true })).toBeVisible();
    await expect(page.getByText(w.says!.cancelledAlready!, { exact: true }).first()).toBeVisible();
  });

  test("in Malay: a referral refused at the field, then withdrawn; in Chinese, the e-mail change's field error", async ({
    page,
    browser,
  }) => {
    const w = read("ms", "community");
    const me = await signedIn(page, "Tan Mei Ling");
    const friend = uniqueEmail("kawan");
    await page.goto("/refer-friend");
    await page.getByLabel("Friend's email 1", { exact: true }).fill(friend);
    await page.getByRole("button", { name: "Send Lifesaving Invitations" }).click();
    await expect(page.getByText("Successfully sent 1 invitation!")).toBeVisible();

    await page.goto("/ms/account/referrals");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.referrals!.title!);
    await expect(page.getByTestId("referral").filter({ hasText: friend })).toContainText(w.referrals!.status!.pending!);
    await checkedIn(page, "ms", browser);
    await page.getByRole("link", { name: new RegExp(w.referrals!.open!) }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.referrals!.editTitle!);
    const address = page.getByLabel(w.referrals!.friendEmail!, { exact: true });
    await address.fill(me.email);
    await page.getByRole("button", { name: w.referrals!.submit! }).click();
    await expect(page.getByText(w.says!.ownAddress!, { exact: true })).toBeVisible();
    await expect(address).toHaveAttribute("aria-invalid", "true");
    await checkedIn(page, "ms", browser);
    await page.getByRole("button", { name: w.referrals!.withdraw! }).click();
    await expect(page).toHaveURL(/\/ms\/account\/referrals$/);
    await expect(page.getByText(w.says!.withdrawn!, { exact: true })).toBeVisible();
    await expect(page.getByText(w.referrals!.none!)).toBeVisible();

    // The e-mail change without JavaScript: no new address, refused at the field in Chinese.
    const account = read("zh", "account");
    await page.goto("/zh/account/email");
    await page
      .getByRole("main")
      .locator("form")
      .evaluate((f) => f.setAttribute("novalidate", ""));
    await page.getByRole("button", { name: account.emailChange!.submit! }).click();
    await expect(page.getByText(account.says!.newEmailRequired!, { exact: true })).toBeVisible();
    await checkedIn(page, "zh", browser);
  });
});
