import type { Page } from "@playwright/test";
import { expectAccessible, expectAccessibleAsShown } from "../fixtures/axe";
import { expect, test } from "../fixtures/console";
import { expectNoSidewaysScroll } from "../fixtures/crawl";
import { uniqueEmail } from "../fixtures/mailbox";

/**
 * Issue 27: an event's page and its registration in Malay (without JavaScript) and Tamil (with),
 * on a server of its own as events.spec.ts (the demo's sample events): the page's language, its
 * words, the form's field errors and answer in that language, the team's title as written.
 */
test.describe.configure({ timeout: 90_000 });

const webinar = /Sample event: Understanding Your FIT Result/;

async function openEvent(page: Page, lang: "ms" | "ta", tag: string) {
  await page.goto(`/${lang}/upcoming-events`);
  await expect(page.locator("html")).toHaveAttribute("lang", tag);
  const link = page.getByRole("link", { name: webinar }).first();
  await expect(link).toHaveAttribute("href", new RegExp(`^/${lang}/upcoming-events/[0-9a-f-]{36}$`));
  await link.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(webinar);
  await expect(page.locator("html")).toHaveAttribute("lang", tag);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("in Malay: the event page's words, a field error in Malay, then the answer in Malay", async ({
    page,
    browser,
  }) => {
    await openEvent(page, "ms", "ms");
    await expect(page.getByRole("heading", { name: "Pendaftaran" })).toBeVisible();
    await expect(page.getByText("(waktu Singapura)")).toBeVisible();
    await expect(page.getByText("Dalam talian", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: /Tambah ke kalendar/ })).toBeVisible();
    await page.getByRole("button", { name: "Daftar", exact: true }).click();
    await expect(page.getByText("Sila masukkan nama anda.")).toBeVisible();
    await expect(page.getByLabel("Nama anda")).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("html")).toHaveAttribute("lang", "ms");
    await expectAccessibleAsShown(page, browser);
    await page.getByLabel("Nama anda").fill("Siti Pelawat");
    await page.getByLabel("E-mel anda", { exact: true }).fill(uniqueEmail("ms-visitor"));
    await page.getByRole("button", { name: "Daftar", exact: true }).click();
    await expect(page.getByText("Semak e-mel anda: kami telah menghantar pautan")).toBeVisible();
    await expectNoSidewaysScroll(page, page.url());
  });
});

test("with JavaScript, in Tamil: the field errors in Tamil, the first field focused", async ({ page }) => {
  await openEvent(page, "ta", "ta");
  await expect(page.getByRole("heading", { name: "பதிவு", exact: true })).toBeVisible();
  const name = page.getByLabel("உங்கள் பெயர்");
  await page.getByLabel("உங்கள் மின்னஞ்சல்", { exact: true }).fill("not-an-address");
  await page.getByRole("button", { name: "பதிவு செய்", exact: true }).click();
  await expect(page.getByText("உங்கள் பெயரை உள்ளிடவும்.")).toBeVisible();
  await expect(page.getByText("சரியான மின்னஞ்சல் முகவரியை உள்ளிடவும்.")).toBeVisible();
  await expect(name).toBeFocused();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page, page.url());
});
