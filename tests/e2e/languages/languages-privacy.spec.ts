import { expect, test, type Browser, type Page } from "@playwright/test";
import { createChampion, signIn } from "../fixtures/accounts";
import { expectAccessible, expectAccessibleAsShown } from "../fixtures/axe";
import { expectNoSidewaysScroll } from "../fixtures/crawl";
import { checkedIn, read, type Lang } from "../fixtures/languages";
import { latestEmail, uniqueEmail } from "../fixtures/mailbox";

/**
 * Issue 27: a Champion's own data pages (Your data, as a page, My consents, Delete my account) and
 * the newsletter's pages (sign-up, confirm, unsubscribe) in Chinese, Tamil and Malay, with and
 * without JavaScript: the pages' words, a field error and the answers in the page's language, the
 * password toggle's name, axe, and no sideways scroll at phone widths.
 */
test.describe.configure({ timeout: 120_000 });

async function privacyPages(page: Page, lang: Lang, browser?: Browser) {
  const axe = () => (browser ? expectAccessibleAsShown(page, browser) : expectAccessible(page));
  const w = read(lang, "privacy");
  const { email, password } = await createChampion(page);
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard\/champion$/);

  // Your data: the page's words, where to correct each thing, the translation's state.
  await page.goto(`/${lang}/account/data`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.data!.title!);
  await expect(page.getByText(read(lang, "shell").language!.reviewPending!)).toBeVisible();
  await expect(page.getByRole("heading", { name: w.data!.correctHeading! })).toBeVisible();
  await expect(page.getByText(w.corrections!.champion!.what!, { exact: true })).toBeVisible();
  // (`link` is also a String method: the file's tree is read as such here.)
  const screening = w.corrections!.screening! as unknown as Record<string, string>;
  await expect(page.getByRole("link", { name: screening.link! })).toHaveAttribute(
    "href",
    `/${lang}/dashboard/screening`,
  );
  await checkedIn(page, lang, browser ?? null);

  // The same as a page: each table's heading in the language.
  await page.getByRole("link", { name: w.data!.summaryLink! }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/account/data/summary$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.summary!.title!);
  await expect(page.getByRole("heading", { level: 2, name: read(lang, "declaration").users!.label! })).toBeVisible();
  await checkedIn(page, lang, browser ?? null);

  // My consents: the reminders' consent named in the language, withdrawn, the answer in it.
  await page.goto(`/${lang}/account/data`);
  await page.getByRole("link", { name: w.data!.consentsLink! }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/account/consents$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.consents!.title!);
  const reminders = w.consents!.kinds!["screening-reminders"]!;
  await expect(page.getByText(reminders, { exact: true })).toBeVisible();
  await axe();
  await page.getByRole("button", { name: `${w.consents!.withdraw!}: ${reminders}` }).click();
  await expect(page.getByText(w.says!.withdrawn!, { exact: true })).toBeVisible();
  await expect(page.getByText(w.consents!.none!)).toBeVisible();
  await expectNoSidewaysScroll(page, page.url());

  // Delete my account: no password, then a wrong one, each refused at the field in the language.
  await page.goto(`/${lang}/account/data`);
  await page.getByRole("link", { name: w.data!.deleteLink! }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/account/delete$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.delete!.title!);
  await page.getByRole("button", { name: w.delete!.submit! }).click();
  await expect(page.getByText(w.says!.passwordRequired!, { exact: true })).toBeVisible();
  await page.getByLabel(w.delete!.password!).fill("not-my-password");
  await page.getByRole("button", { name: w.delete!.submit! }).click();
  await expect(page.getByText(w.says!.confirmWrongPassword!, { exact: true })).toBeVisible();
  await expect(page.getByLabel(w.delete!.password!)).toHaveAttribute("aria-invalid", "true");
  await checkedIn(page, lang, browser ?? null);
  // Still signed in: nothing was filed.
  await page.goto(`/${lang}/account/data`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.data!.title!);
}

async function newsletterPages(page: Page, lang: Lang, browser?: Browser) {
  const axe = () => (browser ? expectAccessibleAsShown(page, browser) : expectAccessible(page));
  const w = read(lang, "newsletter");
  const shell = read(lang, "shell");

  // A bad address: the sign-up page, its message at the field in the language.
  await page.goto(`/${lang}/newsletter/subscribe`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.subscribe!.title!);
  const main = page.getByRole("main");
  await main.getByLabel(w.subscribe!.label!).fill("not an address");
  await main.locator("form").evaluate((f) => f.setAttribute("novalidate", ""));
  await main.getByRole("button", { name: w.subscribe!.submit! }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/newsletter/subscribe$`));
  await expect(page.getByText(w.says!.emailInvalid!, { exact: true })).toBeVisible();
  await checkedIn(page, lang, browser ?? null);

  // Then a good one: the e-mail's link opens the confirmation in the language; confirm, then stop.
  const email = uniqueEmail(`news-${lang}`);
  await main.getByLabel(w.subscribe!.label!).fill(email);
  await main.getByRole("button", { name: w.subscribe!.submit! }).click();
  await expect(page.getByText(shell.newsletter!.checkInbox!)).toBeVisible();
  const mail = await latestEmail(page.request, email, read(lang, "email").newsletter!.confirm!.subject!);
  await page.goto(mail.links.find((l) => l.includes("/newsletter/confirm/"))!);
  await expect(page).toHaveURL(new RegExp(`/${lang}/newsletter/confirm/`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.confirm!.title!);
  await page.getByRole("button", { name: w.confirm!.submit! }).click();
  await expect(page.getByText(w.says!.confirmed!, { exact: true })).toBeVisible();
  await axe();
  await page.getByRole("main").getByRole("link", { name: w.confirm!.stop! }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/newsletter/unsubscribe/`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.unsubscribe!.title!);
  await page.getByRole("button", { name: w.unsubscribe!.submit! }).click();
  await expect(page.getByText(w.says!.unsubscribed!, { exact: true })).toBeVisible();
  await checkedIn(page, lang, browser ?? null);

  // An altered link: "not valid", in the language.
  await page.goto(`/${lang}/newsletter/unsubscribe/not-a-token`);
  await expect(page.getByText(w.says!.linkInvalid!, { exact: true })).toBeVisible();
}

test("with JavaScript, in Chinese: Your data, as a page, consents, deletion refused; two-step settings; the password toggle", async ({
  page,
}) => {
  await privacyPages(page, "zh");
  const shell = read("zh", "shell");
  // The two-step settings: the page's words and its refusals in the language.
  const account = read("zh", "account");
  await page.goto("/zh/account/two-factor");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(account.twoFactorSetup!.title!);
  await page.getByRole("button", { name: account.twoFactorSetup!.start! }).click();
  await expect(page.getByText(account.says!.enterPassword!, { exact: true })).toBeVisible();
  await page.getByLabel(account.twoFactorSetup!.password!, { exact: true }).fill("not-my-password");
  await page.getByRole("button", { name: account.twoFactorSetup!.start! }).click();
  await expect(page.getByText(account.says!.enrolmentWrongPassword!, { exact: true })).toBeVisible();
  await checkedIn(page, "zh", null);
  await page.goto("/zh/account/password");
  await expect(page.getByRole("button", { name: shell.field!.showPassword! }).first()).toBeVisible();
  await page.getByRole("button", { name: shell.field!.showPassword! }).first().click();
  await expect(page.getByRole("button", { name: shell.field!.hidePassword! }).first()).toBeVisible();
});

test("with JavaScript, in Malay: the newsletter's sign-up, confirmation and stop", async ({ page }) => {
  await newsletterPages(page, "ms");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("in Tamil: Your data, as a page, consents, deletion refused", async ({ page, browser }) => {
    await privacyPages(page, "ta", browser);
  });

  test("in Tamil: the newsletter's sign-up, confirmation and stop", async ({ page, browser }) => {
    await newsletterPages(page, "ta", browser);
  });

  test("in Chinese: the newsletter's sign-up with a bad address", async ({ page, browser }) => {
    const w = read("zh", "newsletter");
    await page.goto("/zh/newsletter/subscribe");
    await page
      .getByRole("main")
      .locator("form")
      .evaluate((f) => f.setAttribute("novalidate", ""));
    await page.getByRole("main").getByRole("button", { name: w.subscribe!.submit! }).click();
    await expect(page.getByText(w.says!.emailRequired!, { exact: true })).toBeVisible();
    await expectAccessibleAsShown(page, browser);
  });
});
