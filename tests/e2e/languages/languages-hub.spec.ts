import { expect, test, type Page } from "@playwright/test";
import { expectAccessible, watchConsole } from "../fixtures/axe";
import { expectNoSidewaysScroll } from "../fixtures/crawl";
import { readFileSync } from "node:fs";
import { checkedIn, fill, read } from "../fixtures/languages";

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

/** A translation's title, from its front matter (content/articles/<lang>/<slug>.md). */
const translatedTitle = (lang: string, slug: string) =>
  /^title: (.+)$/m.exec(readFileSync(`content/articles/${lang}/${slug}.md`, "utf8"))![1]!;

const englishLabels =
  /Show articles for|Featured articles|Topics for patients|News and events|Search articles|All articles|min read|Active filters|Remove filter|No articles found|Clear Search/;

for (const javaScript of [false, true])
  test(`the education hub in Tamil, and a Chinese search on it, ${javaScript ? "with" : "without"} JavaScript, at 320 px (issue 27)`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: javaScript, viewport: { width: 320, height: 800 } });
    const page = await context.newPage();
    const errors = watchConsole(page);
    const ta = read("ta", "education");
    await page.goto("/ta/education");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(read("ta", "shell").nav!.education!.hub!);
    await expect(page.getByRole("heading", { level: 2, name: ta.featured as unknown as string })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: ta.topics!.patients! })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: ta.news!.heading! })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: ta.audience!.nav! }).getByRole("link", { name: ta.audience!.clinicians! }),
    ).toHaveAttribute("href", "/ta/education?audience=clinicians");
    await expect(page.getByRole("searchbox", { name: ta.hub!.search! })).toHaveAttribute(
      "placeholder",
      ta.hub!.placeholder!,
    );
    // A translated article's card in Tamil; the others in English, marked so.
    await expect(page.getByRole("link", { name: translatedTitle("ta", "colonoscopy-gold-standard") })).toHaveAttribute(
      "href",
      "/ta/education/article/colonoscopy-gold-standard",
    );
    await expect(page.getByText(read("ta", "patients").card!.englishOnly!, { exact: false }).first()).toBeVisible();
    await expect(page.getByRole("main")).not.toContainText(englishLabels);
    await checkedIn(page, "ta", javaScript ? null : browser);

    // A search from the Chinese hub stays in Chinese: its count, chip, Clear, the translated card.
    const zh = read("zh", "education");
    await page.goto("/zh/education");
    await page.getByRole("searchbox", { name: zh.hub!.search! }).fill("colonoscopy");
    await page
      .getByRole("search", { name: zh.hub!.search! })
      .getByRole("button", { name: read("zh", "shell").header!.search! })
      .click();
    await expect(page).toHaveURL(/\/zh\/education\?search=colonoscopy$/);
    const results = page.getByRole("region", { name: zh.results!.filtered! });
    await expect(results.getByRole("status")).toHaveText(
      new RegExp(`^${zh.results!.count_other!.replace("{{count}}", "\\d+")}$`),
    );
    await expect(
      page.getByRole("link", {
        name: `${zh.filters!.remove!} ${fill(zh.filters!.search!, { search: "colonoscopy" })}`,
      }),
    ).toHaveAttribute("href", "/zh/education");
    await expect(page.getByRole("link", { name: zh.filters!.clear!, exact: true })).toHaveAttribute(
      "href",
      "/zh/education",
    );
    await expect(results.getByRole("link", { name: translatedTitle("zh", "colonoscopy-gold-standard") })).toBeVisible();
    await expect(page.getByRole("main")).not.toContainText(englishLabels);
    await checkedIn(page, "zh", javaScript ? null : browser);

    // No match: the language's message and its way back.
    await page.goto("/zh/education?search=zzzz-no-such-words");
    await expect(page.getByText(zh.results!.none!)).toBeVisible();
    await expect(page.getByRole("link", { name: zh.results!.clearSearch! })).toHaveAttribute("href", "/zh/education");
    expect(errors).toEqual([]);
    await context.close();
  });

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
  await expect(
    page.getByRole("search").getByRole("button", { name: read("zh", "shell").header!.search! }),
  ).toBeVisible();
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
  // The search button is the header's word in the language (shell.json), on the topic pages too.
  await expect(
    page
      .getByRole("search", { name: read("ms", "patients").hub!.search! })
      .getByRole("button", { name: read("ms", "shell").header!.search! }),
  ).toBeVisible();
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
