import type { Browser, Page } from "@playwright/test";
import { expectAccessible, expectAccessibleAsShown } from "../fixtures/axe";
import { expect, test } from "../fixtures/console";
import { expectNoSidewaysScroll } from "../fixtures/crawl";
import { uniqueEmail } from "../fixtures/mailbox";

/**
 * Issue 27: the enquiry forms (/contact in Chinese, /signup-trial in Malay without JavaScript,
 * /register/government in Tamil) and the chat page (Chinese, and Tamil without JavaScript): the
 * page's words, a field's message in the page's language, a send acknowledged in it, one question
 * answered; axe clean; no sideways scrolling at 320 px.
 */
test.describe.configure({ timeout: 90_000 });
// On the shared server the English journeys send enquiries too (ten an hour per client address):
// this file's three sends and its questions come from an address of its own (the server trusts
// its loopback proxy).
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.61" } });

async function check(page: Page, browser: Browser, javaScript: boolean) {
  await (javaScript ? expectAccessible(page) : expectAccessibleAsShown(page, browser));
  await expectNoSidewaysScroll(page, page.url());
}

test("/zh/contact: its words, the fields' messages and the thanks in Chinese", async ({ page, browser }) => {
  await page.goto("/zh/contact");
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hans-SG");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("联系我们");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/zh\/contact$/);
  await expect(page.getByText("已翻译；待审核")).toBeVisible();
  await expect(page.getByRole("heading", { name: "这不是医疗建议" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "接下来会怎样" })).toBeVisible();
  await check(page, browser, true);

  await page.getByLabel("姓名").fill("李美云");
  await page.getByRole("button", { name: "发送留言" }).click();
  await expect(page.getByRole("heading", { name: "请检查表格" })).toBeVisible();
  await expect(page.getByLabel("电邮地址")).toHaveAccessibleDescription(/请填写电邮地址/);
  await expect(page.getByLabel("您的留言")).toHaveAccessibleDescription(/请写下您的留言/);
  await expect(page.getByLabel(/我同意 RID-CRC 团队/)).toHaveAccessibleDescription(/请同意我们就您的询问与您联系/);
  await expect(page.getByLabel("姓名")).toHaveValue("李美云");
  await check(page, browser, true);

  const email = uniqueEmail("zh-contact");
  await page.getByLabel("电邮地址").fill(email);
  await page.getByLabel("您的留言").fill("哪里可以拿到 FIT 检验包？");
  await page.getByLabel(/我同意 RID-CRC 团队/).check();
  await page.getByRole("button", { name: "发送留言" }).click();
  const sent = page
    .getByRole("status")
    .filter({ has: page.getByRole("heading", { name: "谢谢，我们已收到您的留言" }) });
  await expect(sent).toContainText(`我们已把您的询问副本发送到 ${email}。`);
  await expect(sent.getByRole("link", { name: "返回首页" })).toHaveAttribute("href", "/zh");
  await check(page, browser, true);
});

test("/ta/register/government: its choices, a field's message and the thanks in Tamil", async ({ page, browser }) => {
  await page.goto("/ta/register/government");
  await expect(page.locator("html")).toHaveAttribute("lang", "ta");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("அரசாங்கப் பங்காளர் விசாரணை");
  await check(page, browser, true);

  await page.getByLabel("முழுப் பெயர்").fill("Tan Mei Ling");
  await page.getByLabel("தொலைபேசி எண் (விருப்பமானது)").fill("12");
  await page.getByRole("button", { name: "விசாரணையை அனுப்பு" }).click();
  await expect(page.getByRole("heading", { name: "படிவத்தைச் சரிபாருங்கள்" })).toBeVisible();
  await expect(page.getByLabel("தொலைபேசி எண் (விருப்பமானது)")).toHaveAccessibleDescription(
    /சிங்கப்பூர் தொலைபேசி எண்ணை உள்ளிடுங்கள்/,
  );
  await expect(page.getByLabel("அமைப்பு", { exact: true })).toHaveAccessibleDescription(/அமைப்பின் பெயரை உள்ளிடுங்கள்/);
  await expect(page.getByLabel("உங்கள் விசாரணை எதைப் பற்றியது?")).toHaveAccessibleDescription(
    /உங்கள் விசாரணை எதைப் பற்றியது என்பதைத் தேர்ந்தெடுங்கள்/,
  );
  await check(page, browser, true);

  const email = uniqueEmail("ta-government");
  await page.getByLabel("தொலைபேசி எண் (விருப்பமானது)").fill("");
  await page.getByLabel("மின்னஞ்சல் முகவரி").fill(email);
  await page.getByLabel("அமைப்பு", { exact: true }).fill("Health Promotion Board");
  await page.getByLabel("பதவி").fill("Manager");
  // The label in Tamil, the value the schema's English (what is stored).
  await page.getByLabel("உங்கள் விசாரணை எதைப் பற்றியது?").selectOption({ label: "பொது விழிப்புணர்வு இயக்கங்கள்" });
  await expect(page.getByLabel("உங்கள் விசாரணை எதைப் பற்றியது?")).toHaveValue("Public awareness campaigns");
  await page.getByLabel(/RID-CRC குழு மின்னஞ்சல் அல்லது தொலைபேசி/).check();
  await page.getByRole("button", { name: "விசாரணையை அனுப்பு" }).click();
  const sent = page
    .getByRole("status")
    .filter({ has: page.getByRole("heading", { name: "நன்றி, உங்கள் விசாரணை எங்களுக்குக் கிடைத்தது" }) });
  await expect(sent).toContainText(email);
  await check(page, browser, true);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("/ms/signup-trial: a field's message and the thanks in Malay", async ({ page, browser }) => {
    await page.goto("/ms/signup-trial");
    await expect(page.locator("html")).toHaveAttribute("lang", "ms");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Daftar Minat dalam Ujian Klinikal");
    await check(page, browser, false);

    await page.getByLabel("Nama penuh").fill("Siti Aminah");
    await page.getByRole("button", { name: "Daftar Minat Saya" }).click();
    await expect(page.getByRole("heading", { name: "Sila semak borang ini" })).toBeVisible();
    await expect(page.getByLabel("Kumpulan umur anda")).toHaveAccessibleDescription(/Sila pilih kumpulan umur anda/);
    await expect(page.getByLabel("Alamat e-mel")).toHaveAccessibleDescription(/Sila masukkan alamat e-mel anda/);
    await expect(page.getByLabel("Nama penuh")).toHaveValue("Siti Aminah");
    await check(page, browser, false);

    const email = uniqueEmail("ms-trial");
    await page.getByLabel("Alamat e-mel").fill(email);
    await page.getByLabel("Kumpulan umur anda").selectOption({ label: "50–59 tahun" });
    await page
      .getByLabel("Kajian mana yang anda minati?")
      .selectOption({ label: "Kajian saringan dan pengesanan awal" });
    await page.getByLabel(/Saya bersetuju penyelaras ujian RID-CRC/).check();
    await page.getByRole("button", { name: "Daftar Minat Saya" }).click();
    const sent = page
      .getByRole("status")
      .filter({ has: page.getByRole("heading", { name: "Terima kasih atas minat anda dalam ujian klinikal" }) });
    await expect(sent).toContainText(`Kami telah menghantar salinan pertanyaan anda ke ${email}.`);
    await check(page, browser, false);
  });

  test("/ta/chat: the page's words, and a question answered", async ({ page, browser }) => {
    await page.goto("/ta/chat");
    await expect(page.locator("html")).toHaveAttribute("lang", "ta");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("RID-CRC உடன் உரையாடுங்கள்");
    await expect(page.getByRole("heading", { name: "இப்படிக் கேட்டுப் பாருங்கள்" })).toBeVisible();
    await check(page, browser, false);

    const conversation = page.getByRole("list", { name: "உரையாடல்" });
    await page.getByRole("button", { name: "FIT மலப் பரிசோதனை இலவசமா?" }).click();
    await expect(conversation.locator(":scope > li")).toHaveCount(3);
    await expect(conversation.getByText("FIT மலப் பரிசோதனை இலவசமா?")).toBeVisible();
    await expect(page.getByLabel("உங்கள் கேள்வி")).toBeVisible();
    await check(page, browser, false);
  });
});

test("/zh/chat: the page's words, the field's message and a question answered in Chinese", async ({
  page,
  browser,
}) => {
  await page.goto("/zh/chat");
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hans-SG");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("与 RID-CRC 聊天");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/zh\/chat$/);
  await expect(page.getByRole("heading", { name: "试试问" })).toBeVisible();
  await expect(page.getByText("最多 500 个字。").or(page.getByText("0 / 500 个字"))).toBeVisible();
  await check(page, browser, true);

  await page.getByRole("button", { name: "发送" }).click();
  await expect(page.getByText("请先输入您的问题。")).toBeVisible();

  const conversation = page.getByRole("list", { name: "对话" });
  await page.getByLabel("您的问题").fill("做大肠镜检查前要怎样准备？");
  await page.getByRole("button", { name: "发送" }).click();
  await expect(conversation.locator(":scope > li")).toHaveCount(3);
  // The answer is the engine's; around it, the transcript's own words are the page's.
  await expect(conversation.getByText("RID-CRC 机器人说").last()).toBeAttached();
  await expect(conversation.getByRole("heading", { name: "来源" })).toBeVisible();
  await check(page, browser, true);
});
