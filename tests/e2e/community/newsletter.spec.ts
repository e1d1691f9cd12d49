import { expect, request as playwrightRequest, test } from "@playwright/test";
import { expectAccessible, expectAccessibleAsShown } from "../fixtures/axe";
import { latestEmail, uniqueEmail } from "../fixtures/mailbox";

/**
 * The newsletter (issue 29): a visitor subscribes from the footer without JavaScript and with it,
 * confirms from the e-mail (a button, not the link alone), and unsubscribes with the page's button
 * or as a mail provider's one-click POST; an altered link is "not valid".
 */
const CONFIRM_SUBJECT = "Confirm your subscription to RID-CRC updates";

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("subscribes from the footer, confirms from the e-mail and unsubscribes", async ({ page, browser }) => {
    const email = uniqueEmail("news-nojs");
    await page.goto("/about-us");
    const footer = page.getByRole("contentinfo");
    await footer.getByLabel("E-mail for updates").fill(email);
    await footer.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(page.getByText(/^Check your inbox/)).toBeVisible();
    await expectAccessibleAsShown(page, browser);

    const mail = await latestEmail(page.request, email, CONFIRM_SUBJECT);
    await page.goto(mail.links.find((l) => l.includes("/newsletter/confirm/"))!);
    await expectAccessibleAsShown(page, browser);
    await page.getByRole("button", { name: "Confirm my subscription" }).click();
    await expect(page.getByText(/^Subscribed:/)).toBeVisible();
    await page.getByRole("link", { name: "Unsubscribe" }).click();
    await expectAccessibleAsShown(page, browser);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByText(/^Unsubscribed:/)).toBeVisible();
  });

  test("a bad address is shown at its field on the sign-up page", async ({ page, browser }) => {
    await page.goto("/education/newsroom");
    const form = page.getByRole("form", { name: "Subscribe to Updates" }).first();
    await form.getByLabel("E-mail for updates").fill("not an address");
    // The browser's own check is skipped so the server's answer is what is seen.
    await form.evaluate((f) => f.setAttribute("novalidate", ""));
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/newsletter\/subscribe$/);
    await expect(page.getByText("Please enter a valid email address")).toBeVisible();
    await expectAccessibleAsShown(page, browser);
  });
});

test("with JavaScript: subscribes from the footer, confirms, and a one-click POST stops it", async ({ page }) => {
  const email = uniqueEmail("news-js");
  await page.goto("/education/newsroom");
  // The footer's island loads its code once used: the form works before and after.
  const form = page.getByRole("contentinfo").getByRole("form", { name: "Subscribe to Updates" });
  await form.getByLabel("E-mail for updates").fill(email);
  await form.getByRole("button", { name: "Subscribe" }).click();
  await expect(page).toHaveURL(/\/education\/newsroom$/);
  await expect(page.getByText(/^Check your inbox/)).toBeVisible();

  const mail = await latestEmail(page.request, email, CONFIRM_SUBJECT);
  const confirmLink = mail.links.find((l) => l.includes("/newsletter/confirm/"))!;
  await page.goto(confirmLink);
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(page.getByText(/^Subscribed:/)).toBeVisible();
  const stop = await page.getByRole("link", { name: "Unsubscribe" }).getAttribute("href");

  // A mail provider's one-click POST: from its own servers, no cookie, no Origin, no Referer.
  const provider = await playwrightRequest.newContext({ baseURL: new URL(page.url()).origin });
  const response = await provider.post(stop!, { form: { "List-Unsubscribe": "One-Click" } });
  expect(response.status()).toBe(200);
  await provider.dispose();
  await page.goto(confirmLink);
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(page.getByText(/^There is no subscription here any more/)).toBeVisible();
});

test("an altered link is not valid and offers no button", async ({ page }) => {
  const response = await page.goto(`/newsletter/unsubscribe/00000000-0000-4000-8000-000000000000.${"A".repeat(43)}`);
  expect(response!.status()).toBe(404);
  await expect(page.getByText("This link is not valid.", { exact: false })).toBeVisible();
  await expect(page.getByRole("button", { name: "Unsubscribe" })).toHaveCount(0);
  await expectAccessible(page);
});
