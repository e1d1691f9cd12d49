import { expect, test, type Page } from "@playwright/test";
import { expectAccessible, watchConsole } from "../fixtures/axe";
import { expectNoSidewaysScroll } from "../fixtures/crawl";

/**
 * Issue 27: the floating chat window speaks the page's language: the launcher, the window's title,
 * greeting, suggestions, field, its failure messages and its Close button, on a page without React
 * (the Chinese home page: the enhance script opens the window) and on a page with React (the Tamil
 * sign-up page: the footer's launcher does). The words come with the window's code, at the click.
 */
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.95" } });

const zh = {
  launcher: "和我聊天！",
  tooltip: "和我们聊聊吧，倡导者！",
  title: "与 RID-CRC 聊天",
  greeting: "您好，倡导者！我是 RID-CRC 机器人。",
  field: "您的问题",
  suggestions: "试试问",
  first: "大肠癌的早期症状是什么？",
  close: "关闭聊天",
};
const ta = {
  launcher: "என்னுடன் உரையாடுங்கள்!",
  title: "RID-CRC உடன் உரையாடுங்கள்",
  field: "உங்கள் கேள்வி",
  network: "ஐயோ, இப்போது என்னால் பதிலளிக்க முடியவில்லை.",
  banner: "உரையாடல் சேவையுடன் இணைக்க முடியவில்லை",
  close: "உரையாடலை மூடு",
};

/** Focuses the launcher until its code runs (the footer's code loads on a focus after hydration). */
async function openWindow(page: Page, launcherName: string, title: string) {
  const link = page.getByRole("link", { name: launcherName });
  await expect(async () => {
    await link.blur();
    await link.focus();
    await expect(page.locator("a[data-chat-ready]")).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await link.press("Enter");
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  return { link, dialog };
}

test("the Chinese home page's chat window speaks Chinese and answers in Chinese", async ({ page }) => {
  test.setTimeout(90_000);
  const errors = watchConsole(page);
  await page.goto("/zh");
  const launcher = page.getByRole("link", { name: zh.launcher });
  await expect(launcher).toHaveAttribute("href", "/zh/chat");
  await expect(launcher).toHaveAccessibleDescription(zh.tooltip);

  const { link, dialog } = await openWindow(page, zh.launcher, zh.title);
  await expect(dialog.getByLabel(zh.field)).toBeFocused();
  await expect(dialog.getByRole("list", { name: "对话" })).toContainText(zh.greeting);
  const suggestions = dialog.getByRole("list", { name: zh.suggestions }).getByRole("button");
  await expect(suggestions).toHaveCount(3);
  await expect(suggestions.first()).toHaveText(zh.first);
  await expectAccessible(page);
  await expectNoSidewaysScroll(page, "/zh");

  // An empty question is refused at the field, in Chinese.
  await dialog.getByRole("button", { name: "发送" }).click();
  await expect(dialog.getByText("请先输入您的问题。")).toBeVisible();

  await dialog.getByLabel(zh.field).fill("我几岁开始要做大肠癌筛检？");
  await dialog.getByLabel(zh.field).press("Enter");
  const reply = dialog.getByRole("list", { name: "对话" }).locator(":scope > li").nth(2);
  await expect(reply).toContainText("50");
  await expect(reply).toContainText(/筛查|筛检/);
  await expectAccessible(page);

  await dialog.getByRole("button", { name: zh.close }).click();
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
  expect(errors).toEqual([]);
});

test("the Tamil sign-up page's chat window says a failure in Tamil", async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto("/ta/signup/champion");
  const { dialog } = await openWindow(page, ta.launcher, ta.title);
  await expect(dialog.getByLabel(ta.field)).toBeFocused();
  // The network goes: the window says so in Tamil, with the banner.
  await page.route("**/chat/api", (route) => route.abort());
  await dialog.getByLabel(ta.field).fill("FIT இலவசமா?");
  await dialog.getByLabel(ta.field).press("Enter");
  await expect(dialog.getByRole("list").first()).toContainText(ta.network);
  await expect(dialog.getByRole("status")).toContainText(ta.banner);
  await expectAccessible(page);
  await dialog.getByRole("button", { name: ta.close }).click();
  await expect(dialog).toBeHidden();
});
