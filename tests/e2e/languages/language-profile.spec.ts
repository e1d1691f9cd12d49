import { expect, test } from "@playwright/test";
import { expectAccessible } from "../fixtures/axe";
import { createChampion, signIn } from "../fixtures/accounts";
import { latestEmail } from "../fixtures/mailbox";

/**
 * Issue 27: a signed-in person's language lives in their profile. Switching to 中文 while signed in
 * stores it; after signing out, on a browser that remembers nothing, signing in brings the site back
 * in Chinese, and their e-mails (here a password reset) are in Chinese.
 */
test("switch to 中文 while signed in, sign out, sign in: the site comes back in Chinese", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { email, password } = await createChampion(page, "Siti Language");
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard\/champion$/);
  await page.goto("/education");
  await expect(page.locator("html")).toHaveAttribute("lang", "en-SG");
  await page.getByRole("navigation", { name: "Language" }).first().getByRole("link", { name: "中文" }).click();
  await expect(page).toHaveURL(/\/zh\/education$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hans-SG");
  await expectAccessible(page);

  // Sign out from an English page, then forget the remembered language: only the profile has it now.
  await page.goto("/account/password");
  await page.locator("summary", { hasText: "Siti" }).first().click();
  await page.getByRole("button", { name: "Sign Out" }).first().click();
  await expect(page).toHaveURL(/\/login\?message=signed-out$/);
  await page.context().clearCookies();

  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/zh(\/|$)/);
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hans-SG");
  await expectAccessible(page);
  // The remembered language follows the profile too: the bare home page leads to Chinese.
  await page.goto("/");
  await expect(page).toHaveURL(/\/zh$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("智胜大肠癌的全国运动。");

  // The account's e-mails are in its language, their links to its pages.
  await page.context().clearCookies();
  await page.goto("/forgot-password");
  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: /reset/i }).click();
  const mail = await latestEmail(page.request, email, "重设您的 RID-CRC 密码");
  expect(mail.links.find((l) => l.includes("/reset-password/"))).toContain("callbackURL=%2Fzh%2Freset-password");
});
