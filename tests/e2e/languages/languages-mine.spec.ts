import { expect, test } from "@playwright/test";
import { createChampion, signIn } from "../fixtures/accounts";
import { checkedIn, fill, read } from "../fixtures/languages";
import { pdfText } from "../../support/pdf";

/**
 * Issue 27 with issue 29: one's own stories and the company's pledges in Chinese, Malay and Tamil,
 * and the Champions-only answer a partner gets on /account/referrals and /account/stories: each
 * page's words, its states and tiers, a refusal at the field (with and without JavaScript) and the
 * answers in the page's language, axe, and no sideways scroll at phone widths.
 */
test.describe.configure({ timeout: 120_000 });
// Pledges raised count against the hourly limit per client address: an address of this file's own.
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.91" } });

const CONTACT = { email: "corporate@demo.rid-crc.local", password: "Demo-Corporate-Pass-1" };

test("with JavaScript: my stories in Chinese, a story corrected and removed in Tamil", async ({ page }) => {
  const zh = read("zh", "community");
  const ta = read("ta", "community");
  const me = await createChampion(page, "Lim Story Languages");
  await signIn(page, me.email, me.password);
  await expect(page).toHaveURL(/\/dashboard\/champion$/);
  const text = `My aunt kept putting off her colonoscopy ${Date.now()}.`;
  await page.goto("/share-your-story");
  await page.getByLabel("Your role").selectOption("Family Member");
  await page.getByLabel("Your location").selectOption("Singapore");
  await page.getByLabel("The experience you are sharing").selectOption("Undergoing a colonoscopy");
  await page.getByLabel("Your story").fill(text);
  await page.getByRole("button", { name: "Submit Story" }).click();
  await expect(page.getByRole("heading", { name: "Story Submitted Successfully!" })).toBeVisible();

  await page.goto("/zh/account/stories");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(zh.mine!.title!);
  const card = page.getByTestId("story");
  await expect(card.getByRole("heading", { level: 2 })).toHaveText(zh.storyType!.familyMember!);
  await expect(card).toContainText(zh.mine!.state!.waiting!);
  await expect(card).toContainText(text);
  await checkedIn(page, "zh", null);
  const href = await card.getByRole("link", { name: new RegExp(zh.mine!.open!) }).getAttribute("href");
  expect(href).toMatch(/^\/zh\/account\/stories\/[0-9a-f-]+$/);

  await page.goto(href!.replace(/^\/zh/, "/ta"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ta.mine!.editTitle!);
  await expect(page.getByText(ta.mine!.state!.waiting!).first()).toBeVisible();
  // Saved as sent: refused in Tamil.
  await page.getByRole("button", { name: ta.mine!.save! }).click();
  await expect(page.getByText(ta.says!.storyUnchanged!, { exact: true })).toBeVisible();
  await checkedIn(page, "ta", null);
  // The form is /share-your-story's, in the page's language (share.json).
  await page.getByLabel(read("ta", "share").storyForm!.story!, { exact: true }).fill(`${text} She went in the end.`);
  await page.getByRole("button", { name: ta.mine!.save! }).click();
  await expect(page.getByText(ta.says!.storyCorrected!, { exact: true })).toBeVisible();
  await page.getByRole("button", { name: ta.mine!.remove! }).click();
  await expect(page).toHaveURL(/\/ta\/account\/stories$/);
  await expect(page.getByText(ta.says!.storyRemoved!, { exact: true })).toBeVisible();
  await expect(page.getByText(ta.mine!.none!)).toBeVisible();
});

test("the certificate from the dashboard in Tamil and Chinese: the link keeps the language, the PDF its words", async ({
  page,
}) => {
  await signIn(page, CONTACT.email, CONTACT.password);
  await expect(page).toHaveURL(/\/dashboard\/corporate$/);
  for (const lang of ["ta", "zh"] as const) {
    await page.goto(`/${lang}/dashboard/corporate`);
    const link = page.getByRole("link", { name: read(lang, "pledges").dashboard!.certificate! });
    await expect(link).toHaveAttribute("href", `/${lang}/dashboard/corporate/certificate.pdf`);
    const [file] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(file.suggestedFilename()).toBe(`rid-crc-certificate-banyan-circuit-technologies-pte-ltd.${lang}.pdf`);
    const chunks: Buffer[] = [];
    for await (const chunk of (await file.createReadStream())!) chunks.push(chunk as Buffer);
    const { text } = await pdfText(new Uint8Array(Buffer.concat(chunks)));
    const words = read(lang, "pdf").certificate!;
    for (const key of ["title", "team"]) expect(text.replace(/\s+/g, "")).toContain(words[key]!.replace(/\s+/g, ""));
    expect(text).not.toContain("Certificate of Recognition");
  }
  // An unknown language segment: not found, never the file.
  expect((await page.request.get("/xx/dashboard/corporate/certificate.pdf")).status()).toBe(404);
});

test("with JavaScript: a partner's Champions-only answer on referrals (Chinese) and stories (Malay)", async ({
  page,
}) => {
  await signIn(page, CONTACT.email, CONTACT.password);
  await expect(page).toHaveURL(/\/dashboard\/corporate$/);
  for (const [lang, path, title, message] of [
    ["zh", "referrals", "referrals", "referrals"],
    ["ms", "stories", "mine", "stories"],
  ] as const) {
    const w = read(lang, "community");
    const answer = await page.goto(`/${lang}/account/${path}`);
    expect(answer?.status()).toBe(403);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(w[title]!.title!);
    await expect(page.getByText(w.championOnly![message]!, { exact: true })).toBeVisible();
    await expect(page.getByText(w.championOnly!.hint!, { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: w.championOnly!.back! })).toHaveAttribute(
      "href",
      `/${lang}/dashboard/corporate`,
    );
    await checkedIn(page, lang, null);
  }
});

test("the company's pledges in Malay; one refused at the field in Chinese with and without JavaScript, corrected, withdrawn", async ({
  page,
  browser,
}) => {
  const ms = read("ms", "pledges");
  const zh = read("zh", "pledges");
  await signIn(page, CONTACT.email, CONTACT.password);
  await expect(page).toHaveURL(/\/dashboard\/corporate$/);
  await page.getByLabel("Pledge (S$)").fill("100000");
  await page.getByRole("button", { name: "Submit pledge for approval" }).click();
  await expect(page.getByText("Thank you! Your pledge is waiting for our team's approval")).toBeVisible();

  await page.goto("/ms/account/pledges");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ms.mine!.title!);
  const pending = page.getByTestId("pledge").filter({ hasText: ms.status!.pending! });
  await expect(pending).toContainText("S$100,000");
  // The seeded, approved pledge: its tier and state in Malay, read-only.
  const decided = page.getByTestId("pledge").filter({ hasText: ms.status!.active! });
  await expect(decided.first()).toContainText(ms.says!.decided!);
  await expect(decided.first().getByRole("heading", { level: 2 })).toContainText(
    new RegExp(Object.values(ms.tier!).join("|")),
  );
  await checkedIn(page, "ms", null);
  const href = await pending.getByRole("link", { name: new RegExp(ms.mine!.open!) }).getAttribute("href");
  expect(href).toMatch(/^\/ms\/account\/pledges\/[0-9a-f-]+$/);
  const zhPage = href!.replace(/^\/ms/, "/zh");

  // Without JavaScript: a plain form the server answers, at the field, in Chinese.
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.91" },
  });
  const plain = await context.newPage();
  await signIn(plain, CONTACT.email, CONTACT.password);
  await plain.goto(zhPage);
  await expect(plain.getByRole("heading", { level: 1 })).toHaveText(zh.mine!.editTitle!);
  await expect(plain.getByText(zh.status!.pending!, { exact: false })).toBeVisible();
  const plainField = plain.getByLabel(zh.mine!.field!, { exact: true });
  await plainField.fill("lots");
  await plain.getByRole("button", { name: zh.mine!.submit! }).click();
  await expect(plain.getByText(fill(zh.says!.wholeDollars!, { example: "50000" }), { exact: true })).toBeVisible();
  await expect(plainField).toHaveAttribute("aria-invalid", "true");
  await checkedIn(plain, "zh", browser);
  await context.close();

  // With JavaScript: the same field, another rule, then the correction and the withdrawal.
  await page.goto(zhPage);
  const field = page.getByLabel(zh.mine!.field!, { exact: true });
  await field.fill("100100");
  // The total as it is typed (the enhance script), in the page's language too.
  await expect(page.getByTestId("pledge-preview")).toContainText(zh.mine!.preview!.split("{{")[0]!);
  await page.getByRole("button", { name: zh.mine!.submit! }).click();
  await expect(page.getByText(fill(zh.says!.steps!, { step: "500" }), { exact: true })).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await checkedIn(page, "zh", null);
  await field.fill("100500");
  await page.getByRole("button", { name: zh.mine!.submit! }).click();
  await expect(page.getByText(fill(zh.says!.corrected!, { amount: "S$100,500" }), { exact: true })).toBeVisible();
  await page.getByRole("button", { name: zh.mine!.withdraw! }).click();
  await expect(page).toHaveURL(/\/zh\/account\/pledges$/);
  await expect(page.getByText(zh.says!.withdrawn!, { exact: true })).toBeVisible();
  await expect(page.getByTestId("pledge").filter({ hasText: zh.status!.pending! })).toHaveCount(0);
});
