import type { Browser, Page } from "@playwright/test";
import { createChampion, signIn } from "../fixtures/accounts";
import { expect, test } from "../fixtures/console";
import { checkedIn, read, type Lang } from "../fixtures/languages";

/**
 * Issue 27: /share-your-story in Chinese and the partner registrations (/register/clinic in Tamil,
 * /register/specialist in Malay), with and without JavaScript: the page's words and the review
 * note, a field's message in the page's language on bad input, what was typed kept, axe clean and
 * no sideways scrolling at phone widths.
 */
test.describe.configure({ timeout: 120_000 });
// The registrations are limited per client address: this file's come from an address of its own
// (the server trusts its loopback proxy).
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.93" } });

/** A message within an accessible description (the field's hint may come with it). */
const has = (text: string) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
const pending = (lang: Lang) => read(lang, "shell").language!.reviewPending!;

/** The page is in the language, says its translation awaits review, passes axe and fits 320 px. */
async function checked(page: Page, lang: Lang, browser: Browser, javaScript: boolean) {
  await expect(page.getByText(pending(lang), { exact: true })).toBeVisible();
  await checkedIn(page, lang, javaScript ? null : browser);
}

for (const javaScript of [true, false]) {
  test.describe(javaScript ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: javaScript });

    test("/zh/share-your-story: the form's words, its messages and the story kept in Chinese", async ({
      page,
      browser,
    }) => {
      const w = read("zh", "share");
      const account = await createChampion(page, "Lee Mei Yun");
      await signIn(page, account.email, account.password);
      await expect(page).toHaveURL(/\/dashboard\/champion$/);

      await page.goto("/zh/share-your-story");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.page!.title!);
      await expect(page).toHaveTitle(`${w.page!.title!} · RID-CRC`);
      await expect(page.getByLabel(w.storyForm!.isPublic!)).toBeChecked();
      // The choices' labels in Chinese, their values the stored English.
      await expect(page.getByLabel(w.storyForm!.role!).locator("option", { hasText: "照顾者" })).toHaveAttribute(
        "value",
        "Caregiver",
      );
      await checked(page, "zh", browser, javaScript);

      await page.getByLabel(w.storyForm!.role!).selectOption({ label: "照顾者" });
      await page.getByLabel(w.storyForm!.story!).fill("我母亲的检测结果呈阳性，结肠镜检查及早发现了息肉。");
      await page.getByRole("button", { name: w.storyForm!.submit! }).click();
      await expect(page.getByLabel(w.storyForm!.location!)).toHaveAccessibleDescription(has(w.says!.locationRequired!));
      await expect(page.getByLabel(w.storyForm!.experience!)).toHaveAccessibleDescription(
        has(w.says!.experienceTypeRequired!),
      );
      await expect(page.getByLabel(w.storyForm!.location!)).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByLabel(w.storyForm!.role!)).toHaveValue("Caregiver");
      await expect(page.getByLabel(w.storyForm!.story!)).toHaveValue(
        "我母亲的检测结果呈阳性，结肠镜检查及早发现了息肉。",
      );
      await checked(page, "zh", browser, javaScript);
    });

    test("/ta/register/clinic: its words, the fields' messages and what was typed in Tamil", async ({
      page,
      browser,
    }) => {
      const w = read("ta", "registration");
      await page.goto("/ta/register/clinic");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.clinic!.title!);
      await expect(page.getByRole("heading", { name: w.clinic!.details! })).toBeVisible();
      await expect(page.getByRole("checkbox", { name: "FIT பரிசோதனை" })).toHaveAttribute("value", "FIT Test");
      await checked(page, "ta", browser, javaScript);

      await page.getByLabel(w.clinic!.clinicName!).fill("Tampines Family Clinic");
      await page.getByLabel(w.form!.postalCode!).fill("7412");
      await page.getByLabel(w.form!.region!).selectOption({ label: "கிழக்கு" });
      await page.getByRole("button", { name: w.clinic!.submit! }).click();
      await expect(page.getByRole("heading", { name: w.form!.checkForm! })).toBeVisible();
      await expect(page.getByLabel(w.form!.postalCode!)).toHaveAccessibleDescription(has(w.says!.postalCodeInvalid!));
      await expect(page.getByLabel(w.clinic!.doctorFullName!)).toHaveAccessibleDescription(
        has(w.says!.doctorNameRequired!),
      );
      // The e-mail rule's words come from account.json (the accounts' own messages).
      await expect(page.getByLabel(w.form!.email!)).toHaveAccessibleDescription(
        has(read("ta", "account").says!.emailRequired!),
      );
      await expect(page.getByLabel(w.clinic!.clinicName!)).toHaveValue("Tampines Family Clinic");
      await expect(page.getByLabel(w.form!.postalCode!)).toHaveValue("7412");
      await expect(page.getByLabel(w.form!.region!)).toHaveValue("East");
      await checked(page, "ta", browser, javaScript);
    });

    test("/ms/register/specialist: its words, the fields' messages and what was typed in Malay", async ({
      page,
      browser,
    }) => {
      const w = read("ms", "registration");
      await page.goto("/ms/register/specialist");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(w.specialist!.title!);
      await checked(page, "ms", browser, javaScript);

      await page.getByLabel(w.specialist!.fullName!).fill("Dr Siti Aminah");
      await page.getByLabel(w.specialist!.mcr!).fill("X1");
      await page.getByRole("button", { name: w.specialist!.submit! }).click();
      await expect(page.getByRole("heading", { name: w.form!.checkForm! })).toBeVisible();
      await expect(page.getByLabel(w.specialist!.mcr!)).toHaveAccessibleDescription(has(w.says!.mcrInvalid!));
      await expect(page.getByRole("group", { name: w.specialist!.specialties! })).toContainText(
        w.says!.specialtyRequired!,
      );
      await expect(page.getByLabel(w.specialist!.fullName!)).toHaveValue("Dr Siti Aminah");
      await expect(page.getByLabel(w.specialist!.mcr!)).toHaveValue("X1");
      await checked(page, "ms", browser, javaScript);
    });
  });
}
