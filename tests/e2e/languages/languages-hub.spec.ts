import { expect, test, type Page } from "@playwright/test";
import { expectAccessible, watchConsole } from "../fixtures/axe";
import { expectNoSidewaysScroll } from "../fixtures/crawl";

/**
 * Issue 27, the patient hub, the FAQ, the events list and the footer's sign-up in Chinese, Malay
 * and Tamil: each page's language, its headings and words, its canonical and hreflang, axe clean,
 * no sideways scrolling at 320 px; the home search's suggestion keeps the language.
 */
async function expectLanguagePage(page: Page, path: string, tag: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", tag);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path}$`));
  await expect(page.locator(`link[rel="alternate"][hreflang="${tag}"]`)).toHaveAttribute(
    "href",
    new RegExp(`${path}$`),
  );
}

test("the FAQ in Chinese: its words, the screening answers translated with their figures, the rest in English under a note", async ({
  page,
}) => {
  const errors = watchConsole(page);
  await expectLanguagePage(page, "/zh/education/faqs", "zh-Hans-SG");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("常见问题");
  await expect(page.getByRole("heading", { level: 2, name: "筛检" })).toBeVisible();
  const age = page.locator("details").filter({ hasText: "我应该从几岁开始做大肠癌筛检？" });
  await age.locator("summary").click();
  // The figure comes from facts.json (50), never typed in the translation.
  await expect(age).toContainText("从 50 岁开始筛检");
  // Links in answers stay in Chinese.
  await page.locator("details").filter({ hasText: "什么是 FIT" }).locator("summary").click();
  await expect(page.getByRole("link", { name: "寻找家庭医生" }).first()).toHaveAttribute("href", "/zh/find-a-gp");
  await expect(page.getByText("本部分的解答目前只有英文版本。").first()).toBeVisible();
  await expect(page.locator('details[lang="en"]').first()).toBeVisible();
  await expect(page.getByText("已翻译；待审核")).toBeVisible();
  // The search answers in Chinese too.
  await page.goto("/zh/education/faqs?q=FIT");
  await expect(page.getByRole("status").filter({ hasText: "与“FIT”相符" })).toBeVisible();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page, "/zh/education/faqs");
  expect(errors).toEqual([]);
});

test("the patient hub in Malay and a topic page in Tamil: headings, cards, links in the language", async ({ page }) => {
  const errors = watchConsole(page);
  await expectLanguagePage(page, "/ms/education/patients", "ms");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hab Pendidikan Pesakit");
  await expect(page.getByRole("heading", { level: 2, name: "Layari mengikut Topik" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Asas Kanser Kolorektal" })).toHaveAttribute(
    "href",
    "/ms/education/patients/basics",
  );
  await expect(page.getByText(/minit membaca/).first()).toBeVisible();
  // The footer's sign-up in the page's language, posting to its address in that language.
  const footerForm = page.locator("#footer-subscribe-email").locator("xpath=ancestor::form");
  await expect(page.getByRole("heading", { name: "Langgan Berita Terkini" })).toBeVisible();
  await expect(page.getByLabel("E-mel untuk berita terkini")).toBeVisible();
  await expect(footerForm).toHaveAttribute("action", "/ms/newsletter/subscribe");
  await expectAccessible(page);
  await expectNoSidewaysScroll(page, "/ms/education/patients");

  await expectLanguagePage(page, "/ta/education/patients/symptoms", "ta");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("அறிகுறிகள் & அடையாளங்கள்");
  await expect(page.getByRole("heading", { name: "முக்கியம்: உடனே மருத்துவரைப் பாருங்கள்" })).toBeVisible();
  await expect(page.getByRole("link", { name: "நோயாளர் கல்வி மையம் பக்கத்திற்குத் திரும்பவும்" })).toHaveAttribute(
    "href",
    "/ta/education/patients",
  );
  await expectAccessible(page);
  await expectNoSidewaysScroll(page, "/ta/education/patients/symptoms");
  expect(errors).toEqual([]);
});

test("the events list in Tamil: its words, its filter, axe clean, no sideways scroll", async ({ page }) => {
  await expectLanguagePage(page, "/ta/upcoming-events", "ta");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("வரவிருக்கும் நிகழ்வுகள் & செய்திகள்");
  await expect(page.getByLabel("நிகழ்வு வகை")).toBeVisible();
  await expect(page.getByRole("button", { name: "நிகழ்வுகளைக் காட்டு" })).toBeVisible();
  await page.goto("/ta/upcoming-events?type=Party");
  await expect(page.getByText("“Party” என்பது நாங்கள் பயன்படுத்தும் நிகழ்வு வகை அல்ல")).toBeVisible();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page, "/ta/upcoming-events");
});

test("a home search suggestion on the Chinese home page leads to the Chinese page", async ({ page }) => {
  const errors = watchConsole(page);
  await page.goto("/zh");
  await page.waitForLoadState("networkidle");
  const box = page.getByRole("combobox", { name: "搜索健康主题" });
  await expect(async () => {
    await box.fill("x");
    await expect(box).toHaveValue("x", { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await box.fill("");
  // The suggestions are in the page's language (search.json).
  await box.pressSequentially("全科");
  await expect(page.getByRole("option", { name: "寻找全科医生" })).toBeVisible();
  await box.press("ArrowDown");
  await box.press("Enter");
  await expect(page).toHaveURL(/\/zh\/find-a-gp$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hans-SG");
  expect(errors).toEqual([]);
});
