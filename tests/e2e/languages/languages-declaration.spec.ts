import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { createChampion, signIn } from "../fixtures/accounts";
import { expectAccessible } from "../fixtures/axe";
import { expectNoSidewaysScroll } from "../fixtures/crawl";

/**
 * Issue 27: "Your data, as a page" gives each table's name, purpose and period in the page's
 * language (declaration.json, its numbers the declaration's) and the records' dates written in that
 * language; the column names stay the database's, as in the download.
 */
test.describe.configure({ timeout: 120_000 });

type Table = { label: string; purpose: string; retention: string };
const declaration = (lang: string) =>
  JSON.parse(readFileSync(`app/locales/${lang}/declaration.json`, "utf8")) as Record<string, Table>;
const privacy = (lang: string) =>
  JSON.parse(readFileSync(`app/locales/${lang}/privacy.json`, "utf8")) as Record<string, Record<string, string>>;

/** The profile's section: its heading, its purpose and period, and when the account was made. */
async function profileSection(page: Page, lang: string) {
  const words = declaration(lang).users!;
  const section = page.getByRole("region", { name: words.label });
  await expect(section.getByText(words.purpose)).toBeVisible();
  // The sign-up's period is the declaration's 7 days, filled into the translation.
  await expect(section.getByText(words.retention.replace("{{n0}}", "7"))).toBeVisible();
  await expect(section.getByText("created_at", { exact: true })).toBeVisible();
  return section.locator("dt", { hasText: /^created_at$/ }).locator("xpath=following-sibling::dd[1]");
}

test("in Chinese and Tamil: each table's purpose and period, and the dates in the language", async ({ page }) => {
  const { email, password } = await createChampion(page);
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard\/champion$/);

  await page.goto("/zh/account/data/summary");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(privacy("zh").summary!.title!);
  await expect(await profileSection(page, "zh")).toHaveText(/^\d{4}年\d{1,2}月\d{1,2}日/);
  const stories = declaration("zh").stories!;
  await expect(page.getByRole("region", { name: stories.label }).getByText(stories.purpose)).toBeVisible();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page, page.url());

  await page.goto("/ta/account/data");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(privacy("ta").data!.title!);
  await expectAccessible(page);
  await expectNoSidewaysScroll(page, page.url());
  await page.goto("/ta/account/data/summary");
  const month = new Intl.DateTimeFormat("ta", { month: "short", timeZone: "Asia/Singapore" }).format(new Date());
  await expect(await profileSection(page, "ta")).toContainText(month);
  await expectAccessible(page);
  await expectNoSidewaysScroll(page, page.url());
});
