import { expect, test, type Browser } from "@playwright/test";
import { addDays, todayInSingapore } from "../../../app/lib/text/singapore-date";
import { weekdayAheadInSingapore } from "../../support/weekday";
import { expectAccessible, expectAccessibleAsShown, watchConsole } from "../fixtures/axe";
import { signIn } from "../fixtures/accounts";
import { latestEmail, uniqueEmail } from "../fixtures/mailbox";

/** The server checks every form (ADR 0013): the browser logs its 400 answer to a rejected form, which is expected. */
const unexpected = (errors: string[]) => errors.filter((e) => !e.includes("status of 400 (Bad Request)"));

// Partner accounts of the embedded demo (db/seed.ts), each linked to one sample directory entry.
const DEMO_GP = { email: "gp@demo.rid-crc.local", password: "Demo-Clinic-Pass-1" };
const DEMO_SPECIALIST = { email: "specialist@demo.rid-crc.local", password: "Demo-Specialist-Pass-1" };
const DEMO_CHAMPION = { email: "champion@demo.rid-crc.local", password: "Demo-Champion-Pass-1" };

async function signedIn(browser: Browser, account: { email: string; password: string }, javaScriptEnabled = true) {
  const context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  await signIn(page, account.email, account.password);
  await expect(page).toHaveURL(/\/dashboard\//);
  return { page, close: () => context.close() };
}

test("a visitor asks the demo clinic for a screening; the clinic sees and updates it, another partner does not", async ({
  page,
  browser,
}) => {
  // Four sign-ins (argon2), six axe runs and two e-mails: longer than the default on a 2-core machine.
  test.setTimeout(120_000);
  const errors = watchConsole(page);
  // The seed links the demo GP account to one of the sample clinics: its dashboard names it.
  const gp = await signedIn(browser, DEMO_GP);
  await expect(gp.page).toHaveURL(/\/dashboard\/gp-clinic$/);
  const clinicName = (await gp.page.getByTestId("appointments-clinic").textContent())!.trim();
  expect(clinicName).not.toBe("");

  // From the GP directory to the form, with the clinic already chosen.
  await page.goto("/find-a-gp");
  await page.getByLabel("Search clinics").fill(clinicName);
  await page.getByRole("button", { name: "Search" }).click();
  const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: clinicName, exact: true }) });
  await card.getByRole("link", { name: /Schedule a screening/ }).click();
  await expect(page).toHaveURL(/\/appointments\/new\?gp=[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Schedule Your Screening");
  await expect(page.getByTestId("chosen-clinic")).toHaveText(clinicName);
  await expect(page.getByRole("link", { name: "Choose another clinic" })).toHaveAttribute("href", "/find-a-gp");
  await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("type", "email");
  await expect(page.getByLabel("Phone", { exact: true })).toHaveAttribute("type", "tel");
  await expect(page.getByLabel("Preferred date")).toHaveAttribute("min", todayInSingapore());
  await expectAccessible(page);

  // Every required field says so, at the field.
  const submit = page.getByRole("button", { name: "Schedule My Screening" });
  await submit.click();
  for (const message of [
    "Name is required",
    "Email is required",
    "Phone number is required",
    "Preferred date is required",
    "Preferred time is required",
  ]) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel("Name", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page);

  const email = uniqueEmail("appointment");
  await page.getByLabel("Name", { exact: true }).fill("Journey Requester");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Phone", { exact: true }).fill("+65 9123 4567");
  await page.getByLabel("Afternoon (12PM-5PM)").check();
  await page.getByLabel("Message (optional)").fill("First screening, please.");
  await page.getByLabel("Preferred date").fill(addDays(todayInSingapore(), -1));
  await submit.click();
  await expect(page.getByText("Please choose today or a later date.")).toBeVisible();
  await expect(page).toHaveURL(/\/appointments\/new\?gp=/);

  // A weekday afternoon: the demo clinic is open then (a time outside its hours is refused, issue 23).
  await page.getByLabel("Preferred date").fill(weekdayAheadInSingapore());
  await submit.click();
  const thanks = page.getByRole("heading", { level: 1, name: "Thank You, Journey Requester!" });
  await expect(thanks).toBeFocused();
  await expect(page.getByRole("button", { name: "Schedule My Screening" })).toHaveCount(0);
  await expect(page.getByTestId("appointment-thank-you")).toContainText(clinicName);
  await expect(page.getByTestId("appointment-thank-you")).toContainText("within 1 business day");
  await expectAccessible(page);

  const confirmation = await latestEmail(page.request, email, "Your screening request has been received");
  expect(confirmation.text).toContain("within 1 business day");
  expect(confirmation.text).toContain(clinicName);
  const notification = await latestEmail(page.request, DEMO_GP.email, "New screening appointment request");
  expect(notification.text).toContain(email);
  expect(notification.text).toContain("First screening, please.");

  // The clinic sees the request and marks it contacted.
  await gp.page.reload();
  const item = gp.page.getByTestId("appointment-request").filter({ hasText: email });
  await expect(item.getByTestId("appointment-status")).toHaveText("New");
  await expect(item).toContainText("Afternoon (12PM-5PM)");
  await expect(item).toContainText("First screening, please.");
  await item.getByLabel("Status").selectOption("contacted");
  await item.getByRole("button", { name: /^Update/ }).click();
  await expect(item.getByRole("status")).toHaveText("The request from Journey Requester is now marked Contacted.");
  await expect(item.getByTestId("appointment-status")).toHaveText("Contacted");
  await expectAccessible(gp.page);
  await gp.close();

  // Without JavaScript the same small form posts the page itself.
  const plain = await signedIn(browser, DEMO_GP, false);
  const plainItem = plain.page.getByTestId("appointment-request").filter({ hasText: email });
  await plainItem.getByLabel("Status").selectOption("closed");
  await plainItem.getByRole("button", { name: /^Update/ }).click();
  await expect(plain.page.getByText("The request from Journey Requester is now marked Closed.")).toBeVisible();
  await expect(plainItem.getByTestId("appointment-status")).toHaveText("Closed");
  await plain.close();

  // Another partner's dashboard does not show it.
  const specialist = await signedIn(browser, DEMO_SPECIALIST);
  await expect(specialist.page).toHaveURL(/\/dashboard\/specialist$/);
  await expect(specialist.page.getByRole("heading", { name: "Appointment requests" })).toBeVisible();
  await expect(specialist.page.getByText(email)).toHaveCount(0);
  await expectAccessible(specialist.page);
  await specialist.close();

  expect(unexpected(errors)).toEqual([]);
});

test("without JavaScript the form is checked on the server and keeps what was typed", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // An unknown clinic is ignored: the person types one.
  await page.goto("/appointments/new?gp=00000000-0000-4000-8000-000000000000");
  await expect(page.getByTestId("chosen-clinic")).toHaveCount(0);
  await page.getByLabel("Name", { exact: true }).fill("Plain Visitor");
  await page.getByLabel("Preferred clinic").fill("Bedok clinic");
  await page.getByLabel("Preferred date").fill(addDays(todayInSingapore(), -3));
  await page.getByRole("button", { name: "Schedule My Screening" }).click();
  await expect(page.getByText("Email is required", { exact: true })).toBeVisible();
  await expect(page.getByText("Please choose today or a later date.")).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Plain Visitor");
  await expect(page.getByLabel("Preferred clinic")).toHaveValue("Bedok clinic");
  await context.close();
});

// Issue 23: a request that describes a red-flag symptom is told to see a doctor promptly, with and without JavaScript.
for (const javaScriptEnabled of [true, false]) {
  test(`a request describing blood in the stool is told to see a doctor promptly (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await page.goto("/appointments/new");
    const email = uniqueEmail("symptoms");
    await page.getByLabel("Name", { exact: true }).fill("Mdm Lee Bee Hoon");
    await page.getByLabel("Email", { exact: true }).fill(email);
    await page.getByLabel("Phone", { exact: true }).fill("+65 9123 4567");
    await page.getByLabel("Preferred clinic").fill("Bedok clinic");
    await page.getByLabel("Preferred date").fill(addDays(todayInSingapore(), 2));
    await page.getByLabel("Morning (9AM-12PM)").check();
    await page.getByLabel("Message (optional)").fill("There has been blood in my stool for two weeks");
    await page.getByRole("button", { name: "Schedule My Screening" }).click();
    const advice = page.getByTestId("appointment-symptom-advice");
    await expect(advice).toContainText("Please see a doctor about this soon");
    await expect(advice).toContainText("995");
    await expect(advice.getByRole("link", { name: "Find a GP near you" })).toHaveAttribute("href", "/find-a-gp");
    await (javaScriptEnabled ? expectAccessible(page) : expectAccessibleAsShown(page, browser));
    const mail = await latestEmail(page.request, email, "Your screening request has been received");
    expect(mail.text).toContain("Please see a doctor about this soon");
    await context.close();
  });
}

test("the champion dashboard's module tiles and screening banner", async ({ browser }) => {
  const champion = await signedIn(browser, DEMO_CHAMPION);
  const { page } = champion;
  const errors = watchConsole(page);
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard\/champion$/);
  const tiles = page.getByRole("region", { name: "Your next steps" });
  await expect(tiles.getByRole("link", { name: /^Find a GP/ })).toHaveAttribute("href", "/find-a-gp");
  await expect(tiles.getByRole("link", { name: /^Grow the Movement/ })).toHaveAttribute("href", "/refer-friend");
  // Every tile leads somewhere a signed-in Champion can use, not back to this dashboard.
  for (const href of await tiles.getByRole("link").evaluateAll((as) => as.map((a) => a.getAttribute("href")!))) {
    const response = await page.request.get(href, { maxRedirects: 0 });
    expect(response.status(), href).toBe(200);
  }
  await expect(tiles.getByRole("link", { name: /^Track My Screening/ })).toHaveAttribute(
    "href",
    "/dashboard/screening",
  );
  const banner = page.getByRole("region", { name: "Ready to take the first step?" });
  await expect(banner.getByRole("link", { name: "Find Your Screening Path" })).toHaveAttribute(
    "href",
    "/choose-screening",
  );
  await expect(banner.getByRole("link", { name: "View Screening Locations" })).toHaveAttribute("href", "/clinics");
  // The banner loads on demand in the browser, yet the server sends it with the page.
  const html = await (await page.request.get("/dashboard/champion")).text();
  expect(html).toContain("Ready to take the first step?");
  // Champions have no appointment requests to manage.
  await expect(page.getByRole("heading", { name: "Appointment requests" })).toHaveCount(0);
  await expectAccessible(page);
  await tiles.getByRole("link", { name: /^Track My Screening/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/screening$/);
  expect(errors).toEqual([]);
  await champion.close();
});
