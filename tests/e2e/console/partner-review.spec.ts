import type { Browser, Page, Route } from "@playwright/test";
import { signIn } from "../fixtures/accounts";
import { adminPage, expect, test } from "../fixtures/console";
import { expectAccessible, expectAccessibleAsShown } from "../fixtures/axe";
import { latestEmail } from "../fixtures/mailbox";
import {
  PARTNER_PASSWORD,
  registerClinic,
  registerCorporate,
  registerSpecialist,
  TEAM_EMAIL,
  verifyFromMailbox,
} from "../fixtures/partners";

/** The team's review of partner applications (issue #13), from registration to the public listing. */
// Registration, verification, sign-ins (argon2) and several axe runs: more than the default 30 s.
test.describe.configure({ timeout: 120_000 });

/** A page of a new browser signed in as the applicant. */
async function applicantPage(browser: Browser, email: string, javaScriptEnabled = true) {
  const context = await browser.newContext({ javaScriptEnabled });
  const page = await context.newPage();
  await signIn(page, email, PARTNER_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/(gp-clinic|specialist|corporate)$/);
  return page;
}

/** Finds an application in the queue by its name and opens it; returns its address. */
async function openApplication(admin: Page, name: string, check = false): Promise<string> {
  await admin.goto("/admin/partners");
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText("Partner applications");
  const filters = admin.getByRole("search", { name: "Filter applications" });
  await filters.getByLabel("Search").fill(name);
  await filters.getByRole("button", { name: "Search" }).click();
  await expect(admin).toHaveURL(/\/admin\/partners\?q=/);
  const rows = admin.getByRole("table", { name: "Partner applications" }).getByRole("row");
  await expect(rows).toHaveCount(2);
  if (check) await expectAccessible(admin);
  await rows.getByRole("link", { name, exact: true }).click();
  await expect(admin).toHaveURL(/\/admin\/partners\/(gp|specialist|corporate)\/[0-9a-f-]{36}$/);
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText(name);
  if (check) await expectAccessible(admin);
  return new URL(admin.url()).pathname;
}

const state = (admin: Page) => admin.getByTestId("application-state");
const notice = (page: Page) => page.getByRole("status").or(page.getByRole("alert"));
const decisionForm = (admin: Page, button: string) =>
  admin.locator("form").filter({ has: admin.getByRole("button", { name: button, exact: true }) });

/** Presses a decision's button, with the message it needs (if any), and waits for the outcome. */
async function decide(admin: Page, button: string, message?: string) {
  const form = decisionForm(admin, button);
  if (message !== undefined) await form.getByRole("textbox").fill(message);
  await form.getByRole("button", { name: button, exact: true }).click();
}

async function expectDecided(admin: Page, label: string, name: string, to: string) {
  await expect(admin.getByText(`${label}: ${name}. The applicant has been told by e-mail.`)).toBeVisible();
  await expect(state(admin)).toHaveText(to);
}

/** The GP directory's search for a clinic name: the card titles it shows. */
async function searchGps(page: Page, text: string, check = false) {
  await page.goto("/find-a-gp");
  await page.getByLabel("Search clinics").fill(text);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Find a GP");
  if (check) await expectAccessible(page);
  return page.getByRole("article").getByRole("heading", { level: 3 }).allTextContents();
}

const registerAndVerifyClinic = async (page: Page) => {
  const clinic = await registerClinic(page);
  await verifyFromMailbox(page, clinic.email);
  return clinic;
};

test("a GP clinic registers, verifies, waits for review, is approved and listed in Find a GP", async ({
  page,
  browser,
  team,
}) => {
  const clinic = await registerClinic(page);
  await expectAccessible(page);
  await verifyFromMailbox(page, clinic.email);
  await expectAccessible(page);
  const teamMail = await latestEmail(page.request, TEAM_EMAIL, `New GP clinic application: ${clinic.clinicName}`);
  expect(teamMail.text).toContain(clinic.email);
  expect(teamMail.links.some((l) => /\/admin\/partners\/gp\/[0-9a-f-]{36}$/.test(l))).toBe(true);

  // Signed in on the partners' own page, the applicant sees where the application stands instead of the dashboard.
  await page.getByLabel("Email address").fill(clinic.email);
  await page.getByLabel("Password", { exact: true }).fill(PARTNER_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard\/gp-clinic$/);
  await expect(page.getByRole("heading", { name: `Your application: ${clinic.clinicName}` })).toBeVisible();
  await expect(page.getByTestId("application-status")).toHaveText("Waiting for review");
  await expect(page.locator('[aria-current="step"]')).toContainText("Partnership review");
  await expect(page.getByText(clinic.licenseNumber)).toBeVisible();
  await expect(page.getByText("E-mail address confirmed → Waiting for review")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Appointment requests" })).toHaveCount(0);
  await expectAccessible(page);
  // Not listed before the team approves it.
  expect(await searchGps(page, clinic.clinicName)).toEqual([]);

  const admin = await adminPage(browser, team);
  await openApplication(admin, clinic.clinicName, true);
  await expect(state(admin)).toHaveText("Waiting for review");
  await expect(admin.getByText(`${clinic.contactPersonName} <${clinic.email}> · e-mail confirmed`)).toBeVisible();
  await decide(admin, "Approve");
  await expectDecided(admin, "Approve", clinic.clinicName, "Approved");
  await expectAccessible(admin);

  const welcome = await latestEmail(
    page.request,
    clinic.email,
    "Welcome to RID-CRC: your partner application is approved",
  );
  expect(welcome.text).toContain("your listing now appears in our directory");

  // The dashboard opens as every partner's does.
  await page.goto("/dashboard/gp-clinic");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("GP Clinic Dashboard");
  await expect(page.getByTestId("application-status")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Appointment requests" })).toBeVisible();
  await expectAccessible(page);

  expect(await searchGps(page, clinic.clinicName, true)).toEqual([clinic.clinicName]);
});

test("a specialist is approved and listed in Find a Specialist", async ({ page, browser, team }) => {
  const specialist = await registerSpecialist(page);
  await verifyFromMailbox(page, specialist.email);
  await latestEmail(page.request, TEAM_EMAIL, `New specialist application: ${specialist.specialistName}`);

  const admin = await adminPage(browser, team);
  await openApplication(admin, specialist.specialistName);
  await decide(admin, "Approve");
  await expectDecided(admin, "Approve", specialist.specialistName, "Approved");
  await latestEmail(page.request, specialist.email, "Welcome to RID-CRC: your partner application is approved");

  await page.goto("/find-a-specialist");
  await page.getByLabel("Search specialists").fill(specialist.specialistName);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByRole("article").getByRole("heading", { level: 3 })).toHaveText([specialist.specialistName]);
  await expectAccessible(page);

  await signIn(page, specialist.email, PARTNER_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/specialist$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Specialist Dashboard");
  await expect(page.getByTestId("application-status")).toHaveCount(0);
});

test("a company with a pledge is approved and shown on the CSR showcase with its tier", async ({
  page,
  browser,
  team,
}) => {
  const company = await registerCorporate(page, { pledgeAmount: "40000" });
  await expect(page.getByText("Your pledge reaches the Gold Champion tier.")).toBeVisible();
  await verifyFromMailbox(page, company.email);
  await latestEmail(page.request, TEAM_EMAIL, `New corporate partner application: ${company.companyName}`);
  const showcase = page.getByRole("list", { name: "Sponsors" }).getByRole("listitem");

  await signIn(page, company.email, PARTNER_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/corporate$/);
  await expect(page.getByTestId("application-status")).toHaveText("Waiting for review");
  await expect(page.getByText(/will contact you within 2-3 business days/)).toBeVisible();
  await expectAccessible(page);
  await page.goto("/csr-showcase");
  await expect(showcase.filter({ hasText: company.companyName })).toHaveCount(0);

  const admin = await adminPage(browser, team);
  await openApplication(admin, company.companyName);
  await decide(admin, "Approve");
  await expectDecided(admin, "Approve", company.companyName, "Approved");
  const welcome = await latestEmail(
    page.request,
    company.email,
    "Welcome to RID-CRC: your partner application is approved",
  );
  expect(welcome.text).toContain("a tailored proposal within 2-3 business days");

  await page.goto("/csr-showcase");
  const card = showcase.filter({ has: page.getByRole("heading", { name: company.companyName, exact: true }) });
  await expect(card).toContainText("Gold Tier");
  await expectAccessible(page);

  await page.goto("/dashboard/corporate");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Corporate Dashboard");
  await expect(page.getByTestId("application-status")).toHaveCount(0);
});

test("the team asks for information, the applicant answers, and the application waits for review again", async ({
  page,
  browser,
  team,
}) => {
  const clinic = await registerAndVerifyClinic(page);
  const admin = await adminPage(browser, team);
  await openApplication(admin, clinic.clinicName);

  // A question needs words: nothing is decided without them.
  await decide(admin, "Ask for information", "");
  const missing = "Please write what you need from the applicant, or the reason, so they know what to do next";
  await expect(decisionForm(admin, "Ask for information").getByText(missing)).toBeVisible();
  await expect(admin.getByText(missing)).toHaveCount(1);
  await expect(state(admin)).toHaveText("Waiting for review");
  await expectAccessible(admin);

  const question = "Please send a photo of your MOH licence certificate.";
  await decide(admin, "Ask for information", question);
  await expectDecided(admin, "Ask for information", clinic.clinicName, "Information requested");
  const asked = await latestEmail(
    page.request,
    clinic.email,
    "RID-CRC needs a little more information about your application",
  );
  expect(asked.text).toContain(question);

  const applicant = await applicantPage(browser, clinic.email);
  await expect(applicant.getByTestId("application-status")).toHaveText("Information requested");
  const asks = applicant.locator("form").filter({ hasText: "Our team asks" });
  await expect(asks.getByText(question)).toBeVisible();
  await expectAccessible(applicant);
  await asks.getByRole("button", { name: "Send answer" }).click();
  await expect(applicant.getByText("Please write your answer", { exact: true })).toBeVisible();
  await expect(applicant.getByTestId("application-status")).toHaveText("Information requested");
  // The same on the server's page (a visit, a reload: no React): form-feedback puts the focus on
  // the field in error, and the button says it is sending while the answer loads.
  await applicant.reload();
  await asks.getByRole("button", { name: "Send answer" }).click();
  await expect(applicant.getByText("Please write your answer", { exact: true })).toBeVisible();
  await expect(applicant.getByLabel("Your answer")).toBeFocused();
  const answer = "Attached to our reply e-mail: licence MOH 2024/123.";
  await applicant.getByLabel("Your answer").fill(answer);
  // An answer of 204 (no page) leaves this one on screen, as it is while the real answer loads.
  const posts = (route: Route) =>
    route.request().method() === "POST" ? route.fulfill({ status: 204 }) : route.fallback();
  await applicant.route(/\/dashboard\/gp-clinic$/, posts);
  await applicant.getByRole("button", { name: "Send answer" }).click();
  await expect(asks.getByRole("button", { name: "Sending..." })).toBeDisabled();
  await applicant.unroute(/\/dashboard\/gp-clinic$/, posts);
  await applicant.goto("/dashboard/gp-clinic");
  await applicant.getByLabel("Your answer").fill(answer);
  await applicant.getByRole("button", { name: "Send answer" }).click();
  await expect(applicant.getByText("Thank you. Your answer has been sent to our team.")).toBeVisible();
  await expect(applicant.getByTestId("application-status")).toHaveText("Waiting for review");
  await expect(applicant.getByRole("button", { name: "Send answer" })).toHaveCount(0);
  await expectAccessible(applicant);
  await latestEmail(page.request, TEAM_EMAIL, `${clinic.clinicName} (GP clinic) answered your question`);

  await admin.reload();
  await expect(state(admin)).toHaveText("Waiting for review");
  await expect(admin.getByText(answer)).toBeVisible();
});

test("a rejected applicant is told why, by e-mail and on their status page", async ({ page, browser, team }) => {
  const clinic = await registerAndVerifyClinic(page);
  const admin = await adminPage(browser, team);
  await openApplication(admin, clinic.clinicName);
  const reason = "We could not find this licence number in the MOH register.";
  await decide(admin, "Reject", reason);
  await expectDecided(admin, "Reject", clinic.clinicName, "Not approved");
  await expect(admin.getByRole("button", { name: "Approve", exact: true })).toHaveCount(0);
  const mail = await latestEmail(page.request, clinic.email, "Your RID-CRC partner application");
  expect(mail.text).toContain(reason);

  const applicant = await applicantPage(browser, clinic.email);
  await expect(applicant.getByTestId("application-status")).toHaveText("Not approved");
  await expect(applicant.getByText("Your application was not approved.")).toBeVisible();
  await expect(applicant.getByText(`Our team's reason: ${reason}`)).toBeVisible();
  await expectAccessible(applicant);
  expect(await searchGps(applicant, clinic.clinicName)).toEqual([]);
});

test("a suspended clinic leaves Find a GP and the appointment form; reinstated, it is back", async ({
  page,
  browser,
  team,
}) => {
  const clinic = await registerAndVerifyClinic(page);
  const admin = await adminPage(browser, team);
  const path = await openApplication(admin, clinic.clinicName);
  const id = path.split("/").pop()!;
  await decide(admin, "Approve");
  await expectDecided(admin, "Approve", clinic.clinicName, "Approved");

  expect(await searchGps(page, clinic.clinicName)).toEqual([clinic.clinicName]);
  await page.goto(`/appointments/new?gp=${id}`);
  await expect(page.getByTestId("chosen-clinic")).toHaveText(clinic.clinicName);

  await decide(admin, "Suspend", "Our visit found the clinic closed.");
  await expectDecided(admin, "Suspend", clinic.clinicName, "Suspended");
  await expectAccessible(admin);
  await latestEmail(page.request, clinic.email, "Your RID-CRC partnership is suspended");
  expect(await searchGps(page, clinic.clinicName)).toEqual([]);
  await page.goto(`/appointments/new?gp=${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Schedule Your Screening");
  await expect(page.getByTestId("chosen-clinic")).toHaveCount(0);
  await expectAccessible(page);

  await decide(admin, "Reinstate");
  await expectDecided(admin, "Reinstate", clinic.clinicName, "Approved");
  await latestEmail(page.request, clinic.email, "Your RID-CRC partnership is active again");
  expect(await searchGps(page, clinic.clinicName)).toEqual([clinic.clinicName]);
  await page.goto(`/appointments/new?gp=${id}`);
  await expect(page.getByTestId("chosen-clinic")).toHaveText(clinic.clinicName);
});

test("an approved clinic's new name waits for the team; accepted, the directory shows it", async ({
  page,
  browser,
  team,
}) => {
  const clinic = await registerAndVerifyClinic(page);
  const admin = await adminPage(browser, team);
  await openApplication(admin, clinic.clinicName);
  await decide(admin, "Approve");
  await expectDecided(admin, "Approve", clinic.clinicName, "Approved");

  const applicant = await applicantPage(browser, clinic.email);
  await applicant.goto("/profile/gp-clinic");
  await expect(applicant.getByLabel("Clinic name")).toHaveValue(clinic.clinicName);
  const newName = `${clinic.clinicName} Medical Centre`;
  await applicant.getByLabel("Clinic name").fill(newName);
  await applicant.getByRole("button", { name: "Save Changes" }).click();
  await expect(
    applicant.getByText(
      "Your change of clinic name is waiting for the RID-CRC team's review. Until the team accepts it, the directory shows the details approved before.",
    ),
  ).toBeVisible();
  await expect(applicant.getByLabel("Clinic name")).toHaveValue(newName);
  await expectAccessible(applicant);
  expect(await searchGps(page, clinic.clinicName)).toEqual([clinic.clinicName]);

  await admin.reload();
  const changes = admin.getByRole("region", { name: "Changes waiting for review" });
  await expect(changes).toContainText(newName);
  await expectAccessible(admin);
  await decide(admin, "Accept the changes");
  await expectDecided(admin, "Accept the changes", clinic.clinicName, "Approved");
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText(newName);
  await latestEmail(page.request, clinic.email, "Your RID-CRC listing details are updated");

  expect(await searchGps(page, clinic.clinicName)).toEqual([newName]);
  await applicant.reload();
  await expect(applicant.getByText(/is waiting for the RID-CRC team's review/)).toHaveCount(0);
});

test("a decision on a page that is out of date changes nothing and says who decided", async ({
  page,
  browser,
  team,
}) => {
  const clinic = await registerAndVerifyClinic(page);
  const first = await adminPage(browser, team);
  const path = await openApplication(first, clinic.clinicName);
  const second = await first.context().newPage();
  await second.goto(path);
  await expect(state(second)).toHaveText("Waiting for review");

  await decide(first, "Approve");
  await expectDecided(first, "Approve", clinic.clinicName, "Approved");
  await decide(second, "Reject", "Duplicate of another clinic.");
  await expect(
    notice(second).filter({ hasText: `This application was already decided by ${team.admin.email} on ` }),
  ).toContainText('it is now "Approved". Nothing was changed.');
  await expectAccessible(second);
  await second.reload();
  await expect(state(second)).toHaveText("Approved");
  expect(await searchGps(page, clinic.clinicName)).toEqual([clinic.clinicName]);
});

test("without JavaScript: the team asks, the applicant answers, the team approves", async ({ page, browser, team }) => {
  const clinic = await registerAndVerifyClinic(page);
  const admin = await adminPage(browser, team, false);
  const path = await openApplication(admin, clinic.clinicName);
  await decide(admin, "Ask for information", "Which doctors work on Saturdays?");
  await expectDecided(admin, "Ask for information", clinic.clinicName, "Information requested");
  await expectAccessibleAsShown(admin, browser);

  const applicant = await applicantPage(browser, clinic.email, false);
  await expect(applicant.getByTestId("application-status")).toHaveText("Information requested");
  await applicant.getByLabel("Your answer").fill("Dr Tan, every Saturday morning.");
  await applicant.getByRole("button", { name: "Send answer" }).click();
  await expect(applicant.getByText("Thank you. Your answer has been sent to our team.")).toBeVisible();
  await expect(applicant.getByTestId("application-status")).toHaveText("Waiting for review");
  await expectAccessibleAsShown(applicant, browser);
  await latestEmail(page.request, TEAM_EMAIL, `${clinic.clinicName} (GP clinic) answered your question`);

  await admin.goto(path);
  await expect(state(admin)).toHaveText("Waiting for review");
  await decide(admin, "Approve");
  await expectDecided(admin, "Approve", clinic.clinicName, "Approved");
  await expectAccessibleAsShown(admin, browser);
  await latestEmail(page.request, clinic.email, "Welcome to RID-CRC: your partner application is approved");

  await applicant.goto("/dashboard/gp-clinic");
  await expect(applicant.getByRole("heading", { level: 1 })).toHaveText("GP Clinic Dashboard");
  await expect(applicant.getByTestId("application-status")).toHaveCount(0);
});
