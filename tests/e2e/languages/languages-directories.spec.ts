import type { Browser, Page } from "@playwright/test";
import { weekdayAheadInSingapore } from "../../support/weekday";
import { safetyReply } from "../../../app/features/safety";
import { expectAccessible, expectAccessibleAsShown } from "../fixtures/axe";
import { expect, test } from "../fixtures/console";
import { expectNoSidewaysScroll } from "../fixtures/crawl";
import { uniqueEmail } from "../fixtures/mailbox";

/**
 * Issue 27: find a GP by postal code, then ask it for a screening, in Chinese and Tamil, with and
 * without JavaScript: the directory's words and distances, the form's field errors and its answer
 * in the page's language, the symptom advice the safety rules give in that language. On a server
 * of its own: the requests count against the hourly limit per address that appointments.spec.ts
 * uses on the shared server.
 */
test.describe.configure({ timeout: 90_000 });
// The console lane's worker keeps one server for several files, and directories.spec.ts asks for
// appointments there too: from an address of its own (the server trusts its loopback proxy), this
// file's four requests stay within the hourly limit of five per client address.
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.27" } });

const words = {
  zh: {
    tag: "zh-Hans-SG",
    findGp: "寻找全科医生",
    postal: "您的邮区编号",
    search: "搜索",
    count: /^找到 \d+ 家诊所$/,
    distance: /距离(约[\d.]+公里|不到1公里)/,
    schedule: /^预约筛查/,
    title: "预约筛查",
    submit: "预约我的筛查",
    name: "姓名",
    email: "电子邮件",
    phone: "电话",
    date: "首选日期",
    morning: "上午（9AM-12PM）",
    message: "留言（可选）",
    errors: ["请填写姓名", "请填写电子邮件", "请填写电话号码", "请填写首选日期", "请选择首选时段"],
    thanks: (name: string) => `谢谢您，${name}！`,
    sent: "您的筛查预约请求已发送。",
    pending: "已翻译；待审核",
  },
  ta: {
    tag: "ta",
    findGp: "பொது மருத்துவரைக் கண்டறியுங்கள்",
    postal: "உங்கள் அஞ்சல் குறியீடு",
    search: "தேடு",
    count: /^\d+ மருத்துவமனை(கள்)? கிடைத்த(து|ன)$/,
    distance: /(சுமார் [\d.]+ கி\.மீ\.|1 கி\.மீ\.க்குக் குறைவான) தொலைவில்/,
    schedule: /^பரிசோதனையைத் திட்டமிடு/,
    title: "உங்கள் பரிசோதனையைத் திட்டமிடுங்கள்",
    submit: "என் பரிசோதனையைத் திட்டமிடு",
    name: "பெயர்",
    email: "மின்னஞ்சல்",
    phone: "தொலைபேசி",
    date: "விரும்பும் தேதி",
    morning: "காலை (9AM-12PM)",
    message: "செய்தி (விருப்பத்தேர்வு)",
    errors: ["பெயர் தேவை", "மின்னஞ்சல் தேவை", "தொலைபேசி எண் தேவை", "விரும்பும் தேதி தேவை", "விரும்பும் நேரம் தேவை"],
    thanks: (name: string) => `நன்றி, ${name}!`,
    sent: "உங்கள் பரிசோதனைக் கோரிக்கை அனுப்பப்பட்டது.",
    pending: null,
  },
} as const;
type Lang = keyof typeof words;

async function checkState(page: Page, browser: Browser, javaScriptEnabled: boolean) {
  await (javaScriptEnabled ? expectAccessible(page) : expectAccessibleAsShown(page, browser));
  await expectNoSidewaysScroll(page, page.url());
}

async function journey(page: Page, browser: Browser, lang: Lang, javaScriptEnabled: boolean, symptoms: boolean) {
  const w = words[lang];
  // The directory, nearest first from a postal code in Tampines.
  await page.goto(`/${lang}/find-a-gp`);
  await expect(page.locator("html")).toHaveAttribute("lang", w.tag);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.findGp);
  await page.getByLabel(w.postal).fill("529510");
  await page.getByRole("button", { name: w.search, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`^[^?]*/${lang}/find-a-gp\\?.*postalCode=529510`));
  await expect(page.getByRole("status").getByText(w.count)).toBeVisible();
  const first = page.getByRole("article").first();
  await expect(first.getByText(w.distance)).toBeVisible();
  await checkState(page, browser, javaScriptEnabled);

  // The card's link keeps the language.
  const schedule = first.getByRole("link", { name: w.schedule });
  await expect(schedule).toHaveAttribute("href", new RegExp(`^/${lang}/appointments/new\\?gp=[0-9a-f-]{36}$`));
  await schedule.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.title);
  await expect(page.locator("html")).toHaveAttribute("lang", w.tag);
  await expect(page.getByTestId("chosen-clinic")).toBeVisible();

  // Sent empty: each field's message in the language, at the field.
  await page.getByRole("button", { name: w.submit }).click();
  for (const error of w.errors) await expect(page.getByText(error, { exact: true })).toBeVisible();
  await expect(page.getByLabel(w.name, { exact: true })).toHaveAttribute("aria-invalid", "true");
  await checkState(page, browser, javaScriptEnabled);

  // Sent filled: the answer in the language.
  const person = lang === "zh" ? "陈美玲" : "கவிதா";
  await page.getByLabel(w.name, { exact: true }).fill(person);
  await page.getByLabel(w.email, { exact: true }).fill(uniqueEmail(`dir-${lang}`));
  await page.getByLabel(w.phone, { exact: true }).fill("+65 9123 4567");
  await page.getByLabel(w.date).fill(weekdayAheadInSingapore());
  await page.getByLabel(w.morning).check();
  if (symptoms) await page.getByLabel(w.message).fill("There has been blood in my stool for two weeks");
  await page.getByRole("button", { name: w.submit }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.thanks(person));
  await expect(page.getByText(w.sent)).toBeVisible();
  const advice = page.getByTestId("appointment-symptom-advice");
  if (symptoms) {
    // The safety rules' own advice, in the page's language (the message was in English).
    const [seeADoctor] = safetyReply({ level: "red-flag", language: lang }).text.split("\n\n");
    await expect(advice).toContainText(seeADoctor!);
    await expect(advice).toContainText("995");
    await expect(advice).toHaveAttribute("lang", lang);
  } else {
    await expect(advice).toHaveCount(0);
  }
  await checkState(page, browser, javaScriptEnabled);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("in Chinese: find a GP by postal code, the form's errors and answer, the symptom advice in Chinese", async ({
    page,
    browser,
  }) => {
    await journey(page, browser, "zh", false, true);
  });

  test("in Tamil: find a GP by postal code, the form's errors and answer in Tamil", async ({ page, browser }) => {
    await journey(page, browser, "ta", false, false);
  });
});

test("with JavaScript, in Chinese: the same journey, the answer without a reload", async ({ page, browser }) => {
  await journey(page, browser, "zh", true, false);
});

test("with JavaScript, in Tamil: the same journey, the symptom advice in Tamil", async ({ page, browser }) => {
  await journey(page, browser, "ta", true, true);
});

test("the directory's head: its canonical and alternates in the page's language", async ({ page }) => {
  await page.goto("/zh/find-a-specialist");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/zh\/find-a-specialist$/);
  await expect(page.locator('link[rel="alternate"][hreflang="ta"]')).toHaveAttribute(
    "href",
    /\/ta\/find-a-specialist$/,
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("寻找专科医生");
  await expect(page.getByText(words.zh.pending)).toBeVisible();
  await expectAccessible(page);
});
