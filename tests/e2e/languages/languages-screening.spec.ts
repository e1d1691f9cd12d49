import { expect, test, type Page } from "@playwright/test";
import { expectAccessible, expectAccessibleAsShown, watchConsole } from "../fixtures/axe";
import { expectNoSidewaysScroll } from "../fixtures/crawl";

/**
 * Issue 27: the screening journey in Chinese, Malay and Tamil: /get-screened with its checker
 * (with and without JavaScript, its messages and its answer in the page's language) and the
 * costs page, each with its `<html lang>`, hreflang set, review note, axe 0 and no sideways
 * scrolling at 320 px. The English journeys (screening-checker.spec.ts) stay as they were.
 */
const pages = {
  zh: {
    tag: "zh-Hans-SG",
    heading: "接受筛检",
    age: "您的年龄",
    lastTest: "没有，或我不知道",
    submit: "查看该怎么做",
    answer: "您该做筛检了",
    error: "请以整数填写您的年龄",
    symptom: "粪便带血，或肛门出血",
    urgent: "请马上看医生",
  },
  ta: {
    tag: "ta",
    heading: "பரிசோதனை செய்துகொள்ளுங்கள்",
    age: "உங்கள் வயது",
    lastTest: "எதுவுமில்லை, அல்லது எனக்குத் தெரியாது",
    submit: "என்ன செய்வது என்று பாருங்கள்",
    answer: "உங்களுக்கு நேரம் வந்துவிட்டது",
    error: "உங்கள் வயதை முழு எண்ணாக உள்ளிடுங்கள்",
    symptom: "மலத்தில் இரத்தம், அல்லது ஆசனவாயிலிருந்து இரத்தப்போக்கு",
    urgent: "இப்போதே மருத்துவரைப் பாருங்கள்",
  },
} as const;

const reviewPending = /review pending|待审核|menunggu semakan|மதிப்பாய்வு நிலுவையில்/;

async function hreflangs(page: Page) {
  return page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      links.map((l) => `${l.getAttribute("hreflang")} ${new URL(l.getAttribute("href")!).pathname}`),
    );
}

for (const [lang, words] of Object.entries(pages))
  for (const js of [true, false])
    test(`/${lang}/get-screened ${js ? "with" : "without"} JavaScript: the checker asked and answered in ${lang}`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: js, viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const errors = watchConsole(page);
      const response = await page.goto(`/${lang}/get-screened`);
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", words.tag);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.heading);
      await expect(page.getByText(reviewPending)).toHaveCount(1);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/${lang}/get-screened$`));
      expect((await hreflangs(page)).sort()).toEqual(
        [
          "en-SG /get-screened",
          "ms /ms/get-screened",
          "ta /ta/get-screened",
          "x-default /get-screened",
          "zh-Hans-SG /zh/get-screened",
        ].sort(),
      );
      // The guideline's figures come from facts.json.
      await expect(page.locator("main")).toContainText("50");
      if (js) await expectAccessible(page);
      else await expectAccessibleAsShown(page, browser);
      await expectNoSidewaysScroll(page, `/${lang}/get-screened`);
      await page.setViewportSize({ width: 390, height: 844 });

      // A bad age: the message at the field and in the summary, in the page's language.
      const form = page.locator("form#checker");
      await form.getByLabel(words.age).fill("abc");
      await form.getByRole("button", { name: words.submit }).click();
      await expect(page.locator("html")).toHaveAttribute("lang", words.tag);
      await expect(page.getByRole("alert").first()).toContainText(words.error.slice(0, 6));
      await expect(form).toContainText(words.error.slice(0, 6));

      // 55, no symptoms, no test yet: the FIT answer, in the language, the address still this page.
      await form.getByLabel(words.age).fill("55");
      await form.getByLabel(words.lastTest).check();
      await form.getByRole("button", { name: words.submit }).click();
      const answer = page.locator("#answer");
      await expect(answer.getByRole("heading", { level: 2 })).toContainText(words.answer);
      await expect(page).toHaveURL(new RegExp(`/${lang}/get-screened(#checker)?$`));
      await expect(answer.getByRole("link", { name: /./ }).first()).toHaveAttribute("href", /./);
      await expect(answer.locator(`a[href="/${lang}/get-screened/costs"]`)).toHaveCount(1);
      if (js) await expectAccessible(page);
      else await expectAccessibleAsShown(page, browser);

      // A symptom: the urgent answer and the safety rules' own line with 995, in the language.
      await page.goto(`/${lang}/get-screened`);
      await page.locator("form#checker").getByLabel(words.age).fill("60");
      await page.locator("form#checker").getByLabel(words.symptom).check();
      await page.locator("form#checker").getByLabel(words.lastTest).check();
      await page.locator("form#checker").getByRole("button", { name: words.submit }).click();
      await expect(answer.getByRole("heading", { level: 2 })).toContainText(words.urgent);
      await expect(answer).toContainText("995");
      // The rejected answer above is a 400 by design (the page with its messages); nothing else.
      expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
      await context.close();
    });

test("/ms/get-screened/costs: the costs in Malay, figures from facts.json, dates by Intl", async ({ page }) => {
  const errors = watchConsole(page);
  const response = await page.goto("/ms/get-screened/costs");
  expect(response?.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "ms");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kos saringan");
  await expect(page.getByText(reviewPending)).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 2, name: "MediSave untuk kolonoskopi" })).toBeVisible();
  await expect(page.locator("main")).toContainText("Sehingga $950, serta $300 sehari");
  await expect(page.locator("main")).toContainText("Tanya klinik anda");
  await expect(page.locator("main")).toContainText(/\d{1,2} Nov 2026/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/ms\/get-screened\/costs$/);
  await expect(page.getByRole("link", { name: "Jawab beberapa soalan" })).toHaveAttribute(
    "href",
    "/ms/get-screened#checker",
  );
  await expectAccessible(page);
  await expectNoSidewaysScroll(page, "/ms/get-screened/costs");
  expect(errors).toEqual([]);
});
