import { expect, test, type Page } from "@playwright/test";
import { SecurityServer } from "../../security/support/server";
import { expectAccessible, expectAccessibleAsShown } from "../fixtures/axe";
import { latestEmail, uniqueEmail } from "../fixtures/mailbox";
import { totp } from "../fixtures/totp";

/**
 * The two enquiry pages of ADR 0016 (/register/government, /signup-trial), with and without
 * JavaScript, and the team's list at /admin/enquiries.
 */

type EnquiryPage = {
  path: string;
  /** The name `fill` types. */
  name: string;
  heading: string;
  submit: string;
  /** Every field's label and the message it shows when the form is sent empty. */
  required: [label: string | RegExp, message: string][];
  /** Fills the form validly, with this e-mail address. */
  fill: (page: Page, email: string) => Promise<void>;
  sentTitle: string;
  ackSubject: string;
};

const consentLabel = /I agree that .* may contact me/;

const government: EnquiryPage = {
  path: "/register/government",
  name: "Tan Journey",
  heading: "Government Partner Enquiry",
  submit: "Send Enquiry",
  required: [
    ["Full name", "Full name is required"],
    ["Email address", "Email is required"],
    ["Agency", "Agency name is required"],
    ["Designation", "Designation is required"],
    ["What is your enquiry about?", "Please choose what your enquiry is about"],
    [consentLabel, "Please agree to be contacted about your enquiry"],
  ],
  fill: async (page, email) => {
    await page.getByLabel("Full name").fill(government.name);
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Phone number (optional)").fill("6123 4567");
    await page.getByLabel("Agency", { exact: true }).fill("Health Promotion Board");
    await page.getByLabel("Designation").fill("Deputy Director");
    await page.getByLabel("What is your enquiry about?").selectOption("Public awareness campaigns");
    await page.getByLabel("Message (optional)").fill("A joint campaign in March.");
    await page.getByLabel(consentLabel).check();
  },
  sentTitle: "Thank you, we have received your enquiry",
  ackSubject: "We have received your enquiry to RID-CRC",
};

const trial: EnquiryPage = {
  path: "/signup-trial",
  name: "Lim Journey",
  heading: "Register Interest in Clinical Trials",
  submit: "Register My Interest",
  required: [
    ["Full name", "Full name is required"],
    ["Email address", "Email is required"],
    ["Your age group", "Please choose your age group"],
    ["Which studies interest you?", "Please choose what your enquiry is about"],
    [consentLabel, "Please agree to be contacted about your enquiry"],
  ],
  fill: async (page, email) => {
    await page.getByLabel("Full name").fill(trial.name);
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Your age group").selectOption("50–59");
    await page.getByLabel("Which studies interest you?").selectOption("Any study I may be suitable for");
    await page.getByLabel(consentLabel).check();
  },
  sentTitle: "Thank you for your interest in clinical trials",
  ackSubject: "We have received your interest in clinical trials",
};

/**
 * The whole journey of one page: empty form → every message at its field (and what was typed kept),
 * then a valid form → the success panel and the acknowledgement in the mailbox.
 */
async function journey(page: Page, form: EnquiryPage, checkAccessible: () => Promise<void>, javaScript: boolean) {
  await page.goto(form.path);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(form.heading);
  await checkAccessible();

  // Only the name typed: every other required field says what it needs, and the name stays.
  await page.getByLabel("Full name").fill("Kept Name");
  await page.getByRole("button", { name: form.submit }).click();
  await expect(page.getByRole("heading", { name: "Please check the form" })).toBeVisible();
  for (const [label, message] of form.required.slice(1))
    await expect(page.getByLabel(label, { exact: typeof label === "string" })).toHaveAccessibleDescription(
      new RegExp(message),
    );
  await expect(page.getByLabel("Full name")).toHaveValue("Kept Name");
  await expect(page.getByLabel("Full name")).not.toHaveAttribute("aria-invalid", "true");
  // With JavaScript (form-feedback on these pages without React, ADR 0024 §8) the first field in error takes the focus.
  if (javaScript) await expect(page.getByLabel("Email address")).toBeFocused();
  await checkAccessible();

  // Everything typed is kept when one field is still wrong.
  const email = uniqueEmail("enquiry");
  await form.fill(page, email);
  await page.getByLabel("Email address").fill("not-an-email");
  await page.getByRole("button", { name: form.submit }).click();
  await expect(page.getByLabel("Email address")).toHaveAccessibleDescription(/Please enter a valid email address/);
  await expect(page.getByLabel("Full name")).toHaveValue(form.name);
  await expect(page.getByLabel(consentLabel)).toBeChecked();

  await page.getByLabel("Email address").fill(email);
  await page.getByRole("button", { name: form.submit }).click();
  const sent = page.getByRole("status").filter({ has: page.getByRole("heading", { name: form.sentTitle }) });
  await expect(sent).toBeVisible();
  await expect(sent).toContainText(`We have sent a copy of your enquiry to ${email}.`);
  await expect(page.getByRole("button", { name: form.submit })).toHaveCount(0);
  if (javaScript) await expect(sent).toBeFocused();
  await checkAccessible();

  const mail = await latestEmail(page.request, email, form.ackSubject);
  expect(mail.text).toContain("If you did not send");
  return email;
}

test.describe("enquiry pages with JavaScript", () => {
  test("government: messages at the fields, then the enquiry is sent and acknowledged", async ({ page }) => {
    await journey(page, government, () => expectAccessible(page), true);
    // The success panel is at the top of the page.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("clinical trials: not medical advice, messages at the fields, then sent and acknowledged", async ({ page }) => {
    await page.goto(trial.path);
    await expect(page.getByRole("heading", { name: "This is not medical advice" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Find a GP near you" })).toHaveAttribute("href", "/find-a-gp");
    const consent = page.locator("label", { hasText: consentLabel });
    await expect(consent.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
    const email = await journey(page, trial, () => expectAccessible(page), true);
    const mail = await latestEmail(page.request, email, trial.ackSubject);
    expect(mail.text).toContain("A trial coordinator from our team will contact you");
    expect(mail.text).toContain("without your consent");
  });
});

test.describe("enquiry pages without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const form of [government, trial])
    test(`${form.path} works with the server's messages alone`, async ({ page, browser }) => {
      await journey(page, form, () => expectAccessibleAsShown(page, browser), false);
    });
});

/** Signs in the server's super admin at the Admin Portal and enrols them in two-step verification. */
async function signInAdmin(page: Page, server: SecurityServer) {
  const { email, password } = server.admin;
  await page.goto(`${server.origin}/admin/login`);
  await page.getByLabel("Admin email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Access Admin Portal" }).click();
  await expect(page).toHaveURL(/\/account\/two-factor$/);
  await page.getByLabel("Your password").fill(password);
  await page.getByRole("button", { name: "Set Up Two-Step Verification" }).click();
  const secret = (await page.getByTestId("totp-secret").textContent())!.replace(/\s+/g, "");
  await page.getByLabel("6-digit code").fill(totp(secret));
  await page.getByRole("button", { name: "Turn On Two-Step Verification" }).click();
  await expect(page.getByText("Two-step verification is on.")).toBeVisible();
}

async function sendEnquiry(page: Page, server: SecurityServer, form: EnquiryPage, email: string) {
  await page.goto(`${server.origin}${form.path}`);
  await form.fill(page, email);
  await page.getByRole("button", { name: form.submit }).click();
  await expect(page.getByRole("heading", { name: form.sentTitle })).toBeVisible();
}

test.describe("the team's list of enquiries", () => {
  test("an admin sees both enquiries, filters them and marks one handled", async ({ page }) => {
    // The journeys' server has one admin, whose two-step enrolment another journey tests: this test
    // runs a server of its own (as admin-access.spec.ts does), with its own super admin.
    test.setTimeout(120_000);
    const server = await SecurityServer.start();
    try {
      const [agency, volunteer] = [uniqueEmail("listed-agency"), uniqueEmail("listed-volunteer")];
      await sendEnquiry(page, server, government, agency);
      await sendEnquiry(page, server, trial, volunteer);

      await signInAdmin(page, server);
      await page.goto(`${server.origin}/admin/enquiries`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Enquiries");
      const rowOf = (email: string) => page.getByTestId("enquiry").filter({ hasText: email });
      await expect(rowOf(agency)).toContainText("Health Promotion Board");
      await expect(rowOf(agency)).toContainText("Public awareness campaigns");
      await expect(rowOf(agency).getByRole("link", { name: agency })).toHaveAttribute("href", `mailto:${agency}`);
      await expect(rowOf(volunteer)).toContainText("50–59");
      await expectAccessible(page);

      const filters = page.getByRole("search", { name: "Filter enquiries" });
      await filters.getByLabel("Type", { exact: true }).selectOption({ label: "Government agency" });
      await filters.getByRole("button", { name: "Search" }).click();
      await expect(page).toHaveURL(/kind=government/);
      await expect(rowOf(agency)).toBeVisible();
      await expect(rowOf(volunteer)).toHaveCount(0);

      await rowOf(agency)
        .getByRole("button", { name: /Mark handled/ })
        .click();
      await expect(page.getByText("Marked as handled: the enquiry from Tan Journey.")).toBeVisible();
      await expect(rowOf(agency)).toContainText("Handled");
      await expect(rowOf(agency)).toContainText(server.admin.email);
      await expect(rowOf(agency).getByRole("button", { name: /Mark handled/ })).toHaveCount(0);
      await expectAccessible(page);

      await page.goto(`${server.origin}/admin/enquiries?status=new`);
      await expect(rowOf(agency)).toHaveCount(0);
      await expect(rowOf(volunteer)).toBeVisible();
    } finally {
      await server.dispose();
    }
  });
});
