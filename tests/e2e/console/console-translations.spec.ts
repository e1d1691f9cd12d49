import { expectAccessible, expectAccessibleAsShown } from "../fixtures/axe";
import { adminPage, expect, test } from "../fixtures/console";

/**
 * Issue 27, "health content people can trust": a translated article says in its own language that
 * its review is pending; the team marks it reviewed in the console (audited) and the page then
 * names the reviewer; an article with no translation says, in the page's language, that it is in
 * English only, and its words are marked English for screen readers. On a server of its own (the
 * console fixture), since it writes a review.
 *
 * Needs the two routes the lead registers at merge: the article under the `:lang?` prefix, and
 * route("content/translations", admin("content-translations.tsx")) in the console.
 */
test.describe.configure({ timeout: 120_000 });

test("a translation's review: pending, marked in the console, then shown", async ({ browser, team }) => {
  const visitorContext = await browser.newContext({ javaScriptEnabled: false });
  const visitor = await visitorContext.newPage();
  expect((await visitor.goto("/zh/education/article/early-warning-signs"))?.status()).toBe(200);
  await expect(visitor.getByRole("heading", { level: 1 })).toHaveText("大肠癌的早期警示信号：需要留意什么");
  await expect(visitor.locator("article[aria-labelledby=article-title]")).toHaveAttribute("lang", "zh-Hans-SG");
  await expect(visitor.getByTestId("article-language")).toHaveText("已翻译；尚待审核。");
  // The figures come from facts.json: the emergency number, filled in, never a raw placeholder.
  await expect(visitor.getByText("请前往最近的急诊部，或拨打995：")).toBeVisible();
  await expect(visitor.getByText("{{fact")).toHaveCount(0);
  // Links inside the body stay in the reader's language.
  await expect(visitor.getByRole("link", { name: "粪便带血意味着什么" })).toHaveAttribute(
    "href",
    "/zh/education/article/blood-in-stool-what-it-means",
  );
  await expectAccessibleAsShown(visitor, browser);

  const admin = await adminPage(browser, team);
  await admin.goto("/admin/content/translations");
  await expect(admin.getByTestId("translation-row")).toHaveCount(15);
  await expectAccessible(admin);
  const row = admin.locator("#translation-zh-early-warning-signs");
  await expect(row.getByText("Current; review pending")).toBeVisible();
  await row.getByText("Mark reviewed").first().click();
  // A name too short: the field's message, nothing written.
  await row.getByLabel("Reviewer (reads 中文)").fill("Dr");
  await row.getByRole("button", { name: "Mark reviewed" }).click();
  const again = admin.locator("#translation-zh-early-warning-signs");
  await expect(again.getByText("The reviewer's name must be 3 to 120 characters.")).toBeVisible();
  await expect(again.getByLabel("Reviewer (reads 中文)")).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(admin);
  await again.getByLabel("Reviewer (reads 中文)").fill("Dr Tan Mei Ling");
  await again.getByLabel("Reviewed on").fill("2026-11-20");
  await again.getByRole("button", { name: "Mark reviewed" }).click();
  await expect(
    admin.getByText("Marked “Early Warning Signs of Colorectal Cancer: What to Watch For” (中文) reviewed."),
  ).toBeVisible();
  await expect(admin.locator("#translation-zh-early-warning-signs").getByText("Current; reviewed")).toBeVisible();
  await admin.goto("/admin/audit");
  const log = admin.getByRole("table", { name: "Audit log, newest first" });
  await expect(
    log
      .getByRole("row")
      .filter({ hasText: "Marked a translation reviewed" })
      .filter({ hasText: "zh/early-warning-signs" }),
  ).toContainText("changed to Dr Tan Mei Ling");

  await visitor.goto("/zh/education/article/early-warning-signs");
  await expect(visitor.getByTestId("article-language")).toHaveText("译文已由Dr Tan Mei Ling于2026年11月20日审核。");
});

test("an article not translated: English words, a note in the page's language", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  expect((await page.goto("/ta/education/article/kaiser-crc-study"))?.status()).toBe(200);
  await expect(page.locator("article[aria-labelledby=article-title]")).toHaveAttribute("lang", "en-SG");
  const note = page.getByTestId("article-language");
  await expect(note).toHaveAttribute("lang", "ta");
  await expect(note).toHaveText("இந்தக் கட்டுரை ஆங்கிலத்தில் மட்டுமே கிடைக்கிறது.");
  await expectAccessibleAsShown(page, browser);
  expect((await page.goto("/xx/education/article/kaiser-crc-study"))?.status()).toBe(404);
});
