import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectAccessible, expectAccessibleAsShown, watchConsole } from "../fixtures/axe";

// Issue 26: "Which test, for me?" at /get-screened, a form that works without JavaScript or an
// account and keeps the answers out of the address, and the costs page. The journeys run on the demo seed's sample GP clinics.
const phone = { width: 390, height: 844 };
const postalCode = "560123"; // Ang Mo Kio: demo clinics in the same and nearby sectors.

async function withoutJs(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: phone });
  return { page: await context.newPage(), close: () => context.close() };
}

const checkButton = (page: Page) => page.getByRole("button", { name: "Check what to do" });
const answer = (page: Page) => page.locator("#answer");

/** "under 1 km away" is 0; "about 2.1 km away" is 2.1. */
const km = (text: string) => (/under 1 km/.test(text) ? 0 : Number(/([\d.]+) km/.exec(text)?.[1]));

async function fitForA52YearOld(page: Page, js: boolean, browser?: Browser) {
  await page.goto("/get-screened");
  await expect(page.getByRole("heading", { level: 2, name: "Which test, for me?" })).toBeVisible();
  await page.getByLabel("Your age").fill("52");
  await checkButton(page).click();
  await expect(answer(page).getByRole("heading", { level: 2 })).toHaveText(/FIT/);
  // Posted: the answers (health data) are not in the address, its history or the server's logs.
  await expect(page).toHaveURL(/\/get-screened(#checker)?$/);
  await expect(answer(page)).toContainText("Healthier SG clinic or a polyclinic");
  await expect(answer(page).getByRole("link", { name: "what screening costs" })).toHaveAttribute(
    "href",
    "/get-screened/costs",
  );
  // No symptoms: no emergency line.
  await expect(answer(page).getByText(/995/)).toHaveCount(0);

  await answer(page).getByLabel("Your postal code").fill(postalCode);
  await answer(page).getByRole("button", { name: "Show the nearest" }).click();
  const clinics = page.locator("#where article");
  await expect(clinics.first()).toBeVisible();
  await expect(page).toHaveURL(/\/get-screened(#where)?$/);
  // The answer was carried by the postal-code form: the same answer, now with clinics.
  await expect(answer(page).getByRole("heading", { level: 2 })).toHaveText(/FIT/);
  await expect(clinics).toHaveCount(3);
  for (let i = 0; i < 3; i++) {
    await expect(clinics.nth(i).getByText("FIT kits", { exact: true })).toBeVisible();
    await expect(clinics.nth(i).getByRole("link", { name: /Schedule a screening/ })).toHaveAttribute(
      "href",
      /^\/appointments\/new\?gp=[0-9a-f-]{36}$/,
    );
  }
  const distances = (await clinics.getByText(/km away/).allTextContents()).map(km);
  expect(distances).toHaveLength(3);
  expect([...distances].sort((a, b) => a - b)).toEqual(distances);
  await expect(answer(page).getByRole("link", { name: "See every clinic that gives out FIT kits" })).toHaveAttribute(
    "href",
    `/find-a-gp?service=FIT+Test&postalCode=${postalCode}`,
  );
  if (js) await expectAccessible(page);
  else await expectAccessibleAsShown(page, browser!);

  // The directory's FIT-kit list: the filter set, every card marked, nearest first.
  await answer(page).getByRole("link", { name: "See every clinic that gives out FIT kits" }).click();
  await expect(page).toHaveURL(/\/find-a-gp\?service=FIT\+Test&postalCode=560123/);
  await expect(page.getByLabel("Service")).toHaveValue("FIT Test");
  const cards = page.getByRole("article");
  await expect(cards.first()).toBeVisible();
  expect(await cards.getByText("FIT kits", { exact: true }).count()).toBe(await cards.count());
}

test.describe("the screening checker", () => {
  test.use({ viewport: phone });

  test("a 52-year-old without symptoms gets a FIT and the nearest FIT-kit clinics, on a phone", async ({ page }) => {
    const errors = watchConsole(page);
    await fitForA52YearOld(page, true);
    expect(errors).toEqual([]);
  });

  test("the same without JavaScript", async ({ browser }) => {
    const { page, close } = await withoutJs(browser);
    await fitForA52YearOld(page, false, browser);
    await close();
  });

  test("blood in the stool: see a doctor now, not a screening test, and 995 for an emergency", async ({ page }) => {
    await page.goto("/get-screened");
    await page.getByLabel("Your age").fill("52");
    await page.getByLabel(/Blood in your stool/).check();
    await checkButton(page).click();
    await expect(answer(page).getByRole("heading", { level: 2 })).toHaveText(/^See a doctor now/);
    await expect(answer(page)).toContainText("screening tests are for people without symptoms");
    await expect(answer(page).getByText(/call 995/)).toBeVisible();
    await expect(answer(page).getByRole("heading", { name: "GP clinics near you" })).toBeVisible();
    await expectAccessible(page);
  });

  test("bad input: a message at the field and in the summary, every answer kept, never a 500", async ({ browser }) => {
    const { page, close } = await withoutJs(browser);
    for (const age of ["-1", "0", "abc"]) {
      await page.goto("/get-screened");
      await page.getByLabel("Your age").fill(age);
      const posted = page.waitForResponse((r) => r.request().method() === "POST");
      await checkButton(page).click();
      expect((await posted).status()).toBe(400);
      await expect(page.locator("#checker-age-error")).toHaveText(/Enter .*age/);
      await expect(page.getByLabel("Your age")).toHaveValue(age);
    }
    await page.goto("/get-screened");
    await page.getByLabel("Your age").fill("200");
    await page.getByLabel(/Losing weight/).check();
    await page
      .getByRole("group", { name: /polyps/ })
      .getByLabel("Yes")
      .check();
    await page.getByRole("group", { name: "Your last screening test" }).getByLabel("Colonoscopy").check();
    await page.getByLabel(/When you had it/).fill("2099-01");
    await checkButton(page).click();
    await expect(page.getByRole("alert").filter({ hasText: "Please check the form" })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Your age: Enter an age from 18 to 120/ })).toHaveAttribute(
      "href",
      "#checker-age",
    );
    await expect(page.getByLabel("Your age")).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator("#checker-age-error")).toHaveText(
      "Enter an age from 18 to 120, in years, for example 52",
    );
    await expect(page.locator("#checker-lastTestWhen-error")).toHaveText(
      "The date of your last test cannot be in the future",
    );
    await expect(page.locator("#checker-result-error")).toHaveText("Choose the result of your last test");
    await expect(page.getByLabel("Your age")).toHaveValue("200");
    await expect(page.getByLabel(/Losing weight/)).toBeChecked();
    await expect(page.getByRole("group", { name: /polyps/ }).getByLabel("Yes")).toBeChecked();
    await expect(page.getByRole("group", { name: "Your last screening test" }).getByLabel("Colonoscopy")).toBeChecked();
    await expect(page.getByLabel(/When you had it/)).toHaveValue("2099-01");
    await expect(page.locator("#answer")).toHaveCount(0);
    await expectAccessibleAsShown(page, browser);
    await close();
  });

  test("with JavaScript, the first field in error takes the focus", async ({ page }) => {
    await page.goto("/get-screened");
    await page.getByLabel("Your age").fill("200");
    await checkButton(page).click();
    await expect(page.locator("#checker-age-error")).toBeVisible();
    await expect(page.getByLabel("Your age")).toBeFocused();
    await expectAccessible(page);
  });

  test("a normal colonoscopy within 10 years: up to date, with a reminder form for the due date", async ({ page }) => {
    await page.goto("/get-screened");
    await page.getByLabel("Your age").fill("60");
    await page.getByRole("group", { name: "Your last screening test" }).getByLabel("Colonoscopy").check();
    await page.getByLabel(/When you had it/).fill("2020-05");
    await page.getByRole("group", { name: "After a colonoscopy" }).getByLabel("Normal").check();
    await checkButton(page).click();
    await expect(answer(page).getByRole("heading", { level: 2 })).toHaveText("You are up to date");
    const reminder = page.locator('form[action="/get-screened/remind"]');
    await expect(reminder).toHaveAttribute("method", "post");
    await expect(reminder.locator('input[name="dueOn"]')).toHaveValue("2030-05-01");
    await expect(reminder.locator('input[name="rule"]')).toHaveValue("colonoscopy-up-to-date");
    await expect(reminder.getByLabel("Your e-mail")).toHaveAttribute("name", "email");
    await expect(reminder.getByRole("button", { name: "E-mail me when it is due" })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe("what screening costs", () => {
  test("the costs page shows each figure with its source and dates, and /find-a-specialist links to it", async ({
    page,
  }) => {
    await page.goto("/find-a-specialist");
    await page.getByRole("link", { name: "Explore financial assistance" }).click();
    await expect(page).toHaveURL(/\/get-screened\/costs$/);
    await expect(page).toHaveTitle(/What screening costs/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("What screening costs");
    await expect(page.getByText(/Last checked \d{1,2} \w{3} \d{4}; next review \d{1,2} \w{3} \d{4}/)).toBeVisible();
    for (const figure of ["$5 or less", "Up to $950, plus $300 a day"])
      await expect(page.getByText(figure, { exact: true })).toBeVisible();
    for (const name of [
      "Screen for Life at a CHAS GP clinic",
      "MediSave for a colonoscopy",
      "A referral through a polyclinic",
    ])
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    const sources = page.getByText(/^Source:/);
    expect(await sources.count()).toBeGreaterThanOrEqual(6);
    await expect(sources.first()).toContainText(/checked \d{1,2} \w{3} \d{4}/);
    await expectAccessible(page);

    await page.goto("/get-screened");
    await expect(page.getByRole("link", { name: "See what screening costs" })).toHaveAttribute(
      "href",
      "/get-screened/costs",
    );
  });
});
