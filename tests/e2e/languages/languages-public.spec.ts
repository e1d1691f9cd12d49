import { expect, test, type Page } from "@playwright/test";
import { expectAccessible, watchConsole } from "../fixtures/axe";
import { expectNoSidewaysScroll } from "../fixtures/crawl";

/**
 * Issue 27: /clinics, /search with the home search's suggestions, the nomination section of
 * /join-the-movement with /nominate-clinician, and /stories (with a story's page when the server
 * has one), in Chinese, Malay and Tamil: the page's words, a
 * lookup or search with a result and one with none, the form's field message, in the page's
 * language; axe clean; no sideways scrolling at 320 px.
 */
const words = {
  zh: {
    stories: "真实故事，真实影响。",
    role: "身份",
    caregiver: "照顾者",
    location: "地点",
    malaysia: "马来西亚",
    show: "显示故事",
    empty: "找不到故事",
    readFull: "阅读完整故事",
    back: "真实故事",
    tag: "zh-Hans-SG",
    clinics: "诊所查询",
    lookupLabel: "医生、诊所、地区或名单编号",
    search: "搜索",
    match: "好消息：他们在我们的信赖名单上",
    noMatch: "在我们的信赖名单中找不到符合的结果",
    searchAgain: "重新搜索",
    searchTitle: "搜索本网站",
    results: /^\d+ 个结果/,
    kind: "文章",
    noResults: "找不到与“xylophone quasar”相关的结果。",
    typed: "医生",
    suggestion: "寻找全科医生",
    suggestNone: "找不到与“xyz”相关的结果",
    nominate: "提名一位医生",
    clinician: "医生姓名",
    send: "提交提名",
    nominatePage: "提名一位医生",
    clinicError: "请填写他们行医的诊所或医院",
    pending: "已翻译；待审核",
  },
  ms: {
    stories: "Kisah Benar. Kesan Sebenar.",
    role: "Peranan",
    caregiver: "Penjaga",
    location: "Lokasi",
    malaysia: "Malaysia",
    show: "Tunjukkan Kisah",
    empty: "Tiada Kisah Ditemui",
    readFull: "Baca kisah penuh",
    back: "Kisah Benar",
    tag: "ms",
    clinics: "Semakan Klinik",
    lookupLabel: "Doktor, klinik, daerah atau kod panel",
    search: "Cari",
    match: "Berita baik: mereka dalam panel dipercayai kami",
    noMatch: "Kami tidak menemui padanan dalam panel dipercayai kami",
    searchAgain: "Cari Semula",
    searchTitle: "Cari di laman ini",
    results: /^\d+ hasil/,
    kind: "Artikel",
    noResults: "Tiada hasil ditemui untuk “xylophone quasar”.",
    typed: "pakar",
    suggestion: "Cari pakar",
    suggestNone: "Tiada hasil ditemui untuk “xyz”",
    nominate: "Calonkan seorang doktor",
    clinician: "Nama doktor",
    send: "Hantar Pencalonan",
    nominatePage: "Calonkan Seorang Doktor",
    clinicError: "Sila masukkan klinik atau hospital tempat mereka bertugas",
    pending: null,
  },
  ta: {
    stories: "உண்மைக் கதைகள். உண்மையான தாக்கம்.",
    role: "பங்கு",
    caregiver: "பராமரிப்பாளர்",
    location: "இடம்",
    malaysia: "மலேசியா",
    show: "கதைகளைக் காட்டு",
    empty: "கதைகள் எதுவும் கிடைக்கவில்லை",
    readFull: "முழுக் கதையைப் படியுங்கள்",
    back: "உண்மைக் கதைகள்",
    tag: "ta",
    clinics: "மருத்துவமனைத் தேடல்",
    lookupLabel: "மருத்துவர், மருத்துவமனை, வட்டாரம் அல்லது பட்டியல் குறியீடு",
    search: "தேடு",
    match: "நல்ல செய்தி: அவர்கள் எங்கள் நம்பகமான பட்டியலில் உள்ளனர்",
    noMatch: "எங்கள் நம்பகமான பட்டியலில் பொருத்தம் கிடைக்கவில்லை",
    searchAgain: "மீண்டும் தேடு",
    searchTitle: "இந்தத் தளத்தில் தேடுங்கள்",
    results: /^\d+ முடிவு/,
    kind: "கட்டுரை",
    noResults: "“xylophone quasar” என்பதற்கு முடிவுகள் எதுவும் கிடைக்கவில்லை.",
    typed: "சிறப்பு",
    suggestion: "சிறப்பு மருத்துவரைக் கண்டறியுங்கள்",
    suggestNone: "“xyz” என்பதற்கு முடிவுகள் எதுவும் கிடைக்கவில்லை",
    nominate: "ஒரு மருத்துவரைப் பரிந்துரையுங்கள்",
    clinician: "மருத்துவரின் பெயர்",
    send: "பரிந்துரையை அனுப்பு",
    nominatePage: "ஒரு மருத்துவரைப் பரிந்துரையுங்கள்",
    clinicError: "அவர்கள் பணிபுரியும் மருத்துவமனை அல்லது கிளினிக்கை உள்ளிடுங்கள்",
    pending: null,
  },
} as const;
type Lang = keyof typeof words;

async function check(page: Page) {
  await expectAccessible(page);
  await expectNoSidewaysScroll(page, page.url());
}

for (const lang of Object.keys(words) as Lang[]) {
  const w = words[lang];

  test.describe(`in ${lang}`, () => {
    test("/clinics: the trusted-panel lookup finds a clinic, and says when it finds none", async ({ page }) => {
      const errors = watchConsole(page);
      await page.goto(`/${lang}/clinics`);
      await expect(page.locator("html")).toHaveAttribute("lang", w.tag);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.clinics);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/${lang}/clinics$`));
      if (w.pending) await expect(page.getByText(w.pending)).toBeVisible();
      await check(page);

      await page.getByLabel(w.lookupLabel).fill("Jurong West");
      await page.getByRole("button", { name: w.search }).first().click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/clinics\\?q=Jurong`));
      await expect(page.getByRole("heading", { name: w.match })).toBeVisible();
      await check(page);

      await page.getByRole("link", { name: w.searchAgain }).click();
      await page.getByLabel(w.lookupLabel).fill("Moonbase Medical");
      await page.getByRole("button", { name: w.search }).first().click();
      await expect(page.getByRole("heading", { name: w.noMatch })).toBeVisible();
      await check(page);
      expect(errors).toEqual([]);
    });

    test("/search: results with their kind, and the no-match advice, in the language", async ({ page }) => {
      await page.goto(`/${lang}/search`);
      await expect(page.locator("html")).toHaveAttribute("lang", w.tag);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.searchTitle);
      await page.getByRole("main").getByLabel(w.searchTitle).fill("colonoscopy");
      await page.getByRole("main").getByRole("button", { name: w.search, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/search\\?q=colonoscopy$`));
      await expect(page.getByText(w.results)).toBeVisible();
      await expect(page.getByText(w.kind, { exact: true }).first()).toBeVisible();
      // A result's link keeps the language.
      await expect(page.getByRole("main").locator("ol h2 a").first()).toHaveAttribute("href", new RegExp(`^/${lang}/`));
      await check(page);

      await page.goto(`/${lang}/search?q=xylophone%20quasar`);
      await expect(page.getByText(w.noResults)).toBeVisible();
      await check(page);
    });

    test("the home search's suggestions and no-match message come in the language", async ({ page }) => {
      const errors = watchConsole(page);
      await page.goto(`/${lang}`);
      await page.waitForLoadState("networkidle");
      const box = page.getByRole("combobox");
      await expect(async () => {
        await box.fill("x");
        await expect(box).toHaveValue("x", { timeout: 1_000 });
      }).toPass({ timeout: 15_000 });
      await box.fill("xyz");
      await expect(page.getByRole("status").getByText(w.suggestNone)).toBeVisible();
      await box.fill(w.typed);
      await expect(page.getByRole("option", { name: w.suggestion })).toBeVisible();
      await box.press("ArrowDown");
      await expect(page.getByRole("option", { name: w.suggestion })).toHaveAttribute("aria-selected", "true");
      await box.press("Enter");
      await expect(page).toHaveURL(new RegExp(`/${lang}/find-a-(gp|specialist)$`));
      expect(errors).toEqual([]);
    });

    test("the nomination section, and /nominate-clinician's field message, in the language", async ({ page }) => {
      await page.goto(`/${lang}/join-the-movement`);
      const section = page.locator("#nominate-clinician");
      await expect(section.getByRole("heading", { name: w.nominate })).toBeVisible();
      await check(page);

      await section.getByLabel(w.clinician).fill("Dr Tan Wei Ming");
      await section.getByRole("button", { name: w.send }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/nominate-clinician$`));
      await expect(page.locator("html")).toHaveAttribute("lang", w.tag);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.nominatePage);
      await expect(page.getByText(w.clinicError).first()).toBeVisible();
      await expect(page.getByLabel(w.clinician)).toHaveValue("Dr Tan Wei Ming");
      await check(page);
    });

    test("/stories: its words and filters in the language, the filters' values as stored", async ({ page }) => {
      await page.goto(`/${lang}/stories`);
      await expect(page.locator("html")).toHaveAttribute("lang", w.tag);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.stories);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/${lang}/stories$`));
      await check(page);
      await page.getByLabel(w.role).selectOption({ label: w.caregiver });
      await page.getByLabel(w.location).selectOption({ label: w.malaysia });
      await page.getByRole("button", { name: w.show }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/stories\\?role=Caregiver&location=Malaysia$`));
      await expect(page.getByLabel(w.role)).toHaveValue("Caregiver");
      // The demo has no story from a caregiver in Malaysia (other journeys may have added others).
      const full = page.getByRole("link", { name: w.readFull }).first();
      if ((await full.count()) === 0) await expect(page.getByRole("heading", { name: w.empty })).toBeVisible();
      await check(page);

      await page.goto(`/${lang}/stories`);
      if ((await full.count()) > 0) {
        await full.click();
        await expect(page).toHaveURL(new RegExp(`/${lang}/stories/[0-9a-f-]{36}$`));
        await expect(page.getByRole("link", { name: w.back, exact: true })).toHaveAttribute("href", `/${lang}/stories`);
        await check(page);
      }
    });
  });
}
