import type { Browser, Page } from "@playwright/test";
import { expect, test } from "../fixtures/console";
import { createChampion, signIn } from "../fixtures/accounts";
import { expectAccessible, expectAccessibleAsShown } from "../fixtures/axe";
import { latestEmail } from "../fixtures/mailbox";
import {
  clinicDetails,
  corporateDetails,
  corporateSection,
  expectRegistered,
  fillClinicForm,
  fillCorporateForm,
  fillSpecialistForm,
  openSection,
  registerPaths,
  specialistDetails,
  submitButtons,
  VERIFY_SUBJECT,
} from "../fixtures/partners";

// Partner registration (issue #13; spec accounts §2.9, §5): the GP clinic, specialist and corporate
// forms, with and without JavaScript. Every address is new, so each test stands alone.

type Kind = keyof typeof registerPaths;

/** Every required field's message of spec accounts §5, word for word (app/features/partners/messages.ts). */
const required: Record<Kind, string[]> = {
  gp: [
    "Clinic name is required",
    "Doctor's full name is required",
    "Clinic license number is required",
    "Contact person name is required (for account admin)",
    "Email is required for login",
    "Password is required",
    "Please confirm your password",
    "Contact phone number is required",
    "Clinic address is required",
    "Valid 6-digit postal code is required",
    "Region is required",
    "Select at least one service offered",
    "Weekday operating hours are required",
    "You must agree to the partnership terms",
  ],
  specialist: [
    "Full name is required",
    "Email is required",
    "Password is required",
    "Please confirm your password",
    "Phone number is required",
    "Medical registration number is required",
    "Professional qualifications are required",
    "Field of specialization is required",
    "Primary clinic affiliation is required",
    "Practice address is required",
    "Postal code is required",
    "Region is required",
    "Valid years of experience is required",
    "Please select at least one specialty",
    "Languages spoken are required",
    "You must agree to the partnership terms",
  ],
  corporate: [
    "Company name is required",
    "UEN number is required",
    "Industry selection is required",
    "Company size is required",
    "Contact person is required",
    "Designation is required",
    "Email is required",
    "Password is required",
    "Please confirm your password",
    "Phone number is required",
    "Please select at least one CSR option",
    "You must agree to the terms and conditions",
  ],
};

const headings: Record<Kind, string> = {
  gp: "Register Your GP Clinic",
  specialist: "Register as a Specialist",
  corporate: "Corporate CSR Partnership",
};

/** The first field of each form: with JavaScript it takes the focus after an empty submit. */
const firstField: Record<Kind, string> = { gp: "Clinic name", specialist: "Full name", corporate: "Company name" };

const m = {
  phoneInvalid: "Enter a Singapore phone number, e.g. 6123 4567 or +65 9123 4567",
  postalInvalid: "Valid 6-digit postal code is required",
  postalUnknown: "Please check the postal code: Singapore postal codes start with 01 to 82 (not 74)",
  mcrInvalid: "Enter the MCR number as on your SMC registration: the letter M, five digits and a letter, e.g. M12345A",
  uenInvalid: "Enter the UEN as ACRA issued it, e.g. 53312345K, 201534871K or T09LL0001B",
  pledgeInvalid: "Enter the pledge in whole Singapore dollars, in steps of 500 (e.g. 50000), or leave it empty",
  passwordRule:
    "Password must be at least 8 characters with at least one uppercase letter, one lowercase letter, and one number",
  passwordsDoNotMatch: "Passwords do not match",
};

/**
 * With JavaScript: waits until the form runs in the browser (the password's show/hide toggle
 * appears once it has hydrated, or on the pages without React once their enhance script ran). The
 * form is scrolled to first, as a person would; a click before the scripts ran is an ordinary form post.
 */
async function formHydrated(page: Page, kind: Kind) {
  await page.getByRole("button", { name: submitButtons[kind] }).scrollIntoViewIfNeeded();
  await expect(page.getByRole("button", { name: "Show password" }).first()).toBeVisible();
}

const submit = (page: Page, kind: Kind) => page.getByRole("button", { name: submitButtons[kind] }).click();
const summary = (page: Page) => page.getByRole("alert").filter({ hasText: "Please check the form" });

/** Each message at its field, and once in the summary at the top as a link to that field. */
async function expectMessages(page: Page, messages: string[]) {
  const box = summary(page);
  await expect(box).toBeVisible();
  for (const message of messages) {
    await expect(page.getByText(message, { exact: true }), message).toBeVisible();
    const link = box.getByRole("link", { name: new RegExp(`: ${escape(message)}$`) });
    await expect(link, `the summary links to "${message}"`).toHaveCount(1);
    const target = (await link.getAttribute("href"))!;
    await expect(page.locator(`[id="${target.slice(1)}"]`), `${target} exists`).toHaveCount(1);
  }
  await expect(box.getByRole("link")).toHaveCount(messages.length);
}

/**
 * axe at the top of the page. After a submit with JavaScript the first field in error takes the
 * focus and the page scrolls to it, which leaves the fields above it half under the sticky site
 * header; axe counts a half-hidden control as a target too small (WCAG 2.5.8), which is the scroll
 * position, not the page. The page as it loads is what is checked.
 */
async function expectAccessibleAtTop(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectAccessible(page);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** An empty submit: HTTP 400 (seen without JavaScript, where the browser loads the answer itself). */
async function submitAndExpect400(page: Page, kind: Kind) {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname === registerPaths[kind]),
    submit(page, kind),
  ]);
  expect(response.status()).toBe(400);
}

/** Fills some fields with wrong formats, leaves others empty: our messages, and what was typed stays. */
async function wrongFormats(page: Page, kind: Kind) {
  if (kind === "gp") {
    const typed = clinicDetails({
      licenseNumber: "",
      address: "",
      phoneNumber: "12345",
      postalCode: "740123",
      password: "short",
      confirmPassword: "different",
      services: ["FIT Test"],
      agreedToTerms: false,
    });
    await fillClinicForm(page, typed);
    await submit(page, kind);
    await expectMessages(page, [
      "Clinic license number is required",
      m.phoneInvalid,
      m.passwordRule,
      m.passwordsDoNotMatch,
      "Clinic address is required",
      m.postalUnknown,
      "You must agree to the partnership terms",
    ]);
    await expect(page.getByText("Clinic name is required", { exact: true })).toBeHidden();
    await expect(page.getByLabel("Clinic name")).toHaveValue(typed.clinicName);
    await expect(page.getByLabel("Doctor's full name")).toHaveValue(typed.doctorFullName);
    await expect(page.getByLabel("Contact person name")).toHaveValue(typed.contactPersonName);
    await expect(page.getByLabel("Email address")).toHaveValue(typed.email);
    await expect(page.getByLabel("Contact phone number")).toHaveValue("12345");
    await expect(page.getByLabel("Postal code")).toHaveValue("740123");
    await expect(page.getByLabel("Region")).toHaveValue("Central");
    await expect(page.getByLabel("Weekdays")).toHaveValue(typed.weekdays);
    await expect(page.getByLabel("Clinic description (optional)")).toHaveValue(typed.description);
    const services = page.getByRole("group", { name: "Services offered" });
    await expect(services.getByLabel("FIT Test", { exact: true })).toBeChecked();
    await expect(services.getByLabel("Vaccinations", { exact: true })).not.toBeChecked();
    await expect(page.getByLabel("Contact phone number")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Contact phone number")).toHaveAccessibleDescription(
      new RegExp(escape(m.phoneInvalid)),
    );

    // A code of six digits in a sector that does not exist, then one too short.
    await page.getByLabel("Postal code").fill("12a");
    await submit(page, kind);
    await expect(page.getByText(m.postalInvalid, { exact: true })).toBeVisible();
  } else if (kind === "specialist") {
    const typed = specialistDetails({
      medicalRegistrationNo: "12345",
      phoneNumber: "555",
      postalCode: "12",
      qualifications: "",
      password: "alllowercase1",
      confirmPassword: "alllowercase1",
      specialties: ["Polypectomy"],
    });
    await fillSpecialistForm(page, typed);
    await submit(page, kind);
    await expectMessages(page, [
      m.phoneInvalid,
      m.passwordRule,
      m.mcrInvalid,
      "Professional qualifications are required",
      m.postalInvalid,
    ]);
    await expect(page.getByLabel("Full name")).toHaveValue(typed.specialistName);
    await expect(page.getByLabel("Medical registration number (MCR)")).toHaveValue("12345");
    await expect(page.getByLabel("Years of experience")).toHaveValue("12");
    await expect(page.getByLabel("Primary clinic affiliation")).toHaveValue(typed.clinicAffiliation);
    await expect(page.getByLabel("Practice address")).toHaveValue(typed.address);
    await expect(page.getByLabel("Languages spoken")).toHaveValue(typed.languages);
    await expect(page.getByRole("group", { name: "Specialties" }).getByLabel("Polypectomy")).toBeChecked();
    await expect(page.getByLabel(/I agree to the partnership terms/)).toBeChecked();
  } else {
    const typed = corporateDetails({
      uen: "ABC",
      phone: "1234",
      pledgeAmount: "40100",
      designation: "",
      password: "Journey-Pass-1",
      confirmPassword: "Journey-Pass-2",
    });
    await fillCorporateForm(page, typed);
    await submit(page, kind);
    await expectMessages(page, [
      m.uenInvalid,
      "Designation is required",
      m.phoneInvalid,
      m.passwordsDoNotMatch,
      m.pledgeInvalid,
    ]);
    await expect(page.getByLabel("Company name")).toHaveValue(typed.companyName);
    await expect(page.getByLabel("UEN number")).toHaveValue("ABC");
    await expect(page.getByLabel("Industry")).toHaveValue(typed.industry);
    await expect(page.getByLabel("Company size")).toHaveValue(typed.companySize);
    await expect(page.getByLabel("Contact person")).toHaveValue(typed.contactPerson);
    await expect(page.getByLabel("Email address")).toHaveValue(typed.email);
    await expect(
      page.getByRole("group", { name: "How would you like to help?" }).getByLabel(typed.csrOptions[0]!),
    ).toBeChecked();
    // The section holding the pledge's message is open, with the pledge as typed.
    await expect(corporateSection(page, "Investment & Impact Planning")).toHaveAttribute("open", "");
    await expect(page.getByLabel("Pledge amount in S$ (optional)")).toHaveValue("40100");
    await expect(corporateSection(page, "Additional Information")).not.toHaveAttribute("open", "");
  }
  // Passwords are never sent back into the page.
  await expect(page.getByLabel("Password", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("Confirm password")).toHaveValue("");
}

/** A valid registration: the success screen replaces the form, and the verification e-mail comes. */
async function registerValid(page: Page, kind: Kind) {
  let email: string;
  if (kind === "gp") {
    const d = clinicDetails();
    email = d.email;
    await fillClinicForm(page, d);
  } else if (kind === "specialist") {
    const d = specialistDetails();
    email = d.email;
    await fillSpecialistForm(page, d);
  } else {
    const d = corporateDetails({ pledgeAmount: "40000", agreedToNewsletter: true });
    email = d.email;
    await fillCorporateForm(page, d);
  }
  await submit(page, kind);
  const success = await expectRegistered(page, email);
  await expect(page.getByRole("button", { name: submitButtons[kind] })).toHaveCount(0);
  if (kind === "corporate") {
    await expect(success).toContainText(
      "Our partnerships team will prepare a tailored proposal for you within 2-3 business days.",
    );
    await expect(success).toContainText("Your pledge reaches the Gold Champion tier.");
  } else {
    await expect(success).toContainText("Our team will review your application and contact you within 24 hours.");
  }
  const mail = await latestEmail(page.request, email, VERIFY_SUBJECT);
  expect(mail.links.some((l) => l.includes("/api/auth/verify-email?token="))).toBe(true);
  expect(mail.text).toContain(kind === "corporate" ? "within 2-3 business days" : "within 24 hours");
  return { success, email };
}

test.describe("partner registration with JavaScript", () => {
  for (const kind of Object.keys(registerPaths) as Kind[]) {
    test(`${registerPaths[kind]}: every required message, the first field focused, formats, nothing typed lost`, async ({
      page,
    }) => {
      await page.goto(registerPaths[kind]);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(headings[kind]);
      await expect(summary(page)).toHaveCount(0);
      await expectAccessible(page);

      await formHydrated(page, kind);
      await submit(page, kind);
      await expectMessages(page, required[kind]);
      await expect(page.getByLabel(firstField[kind], { exact: true })).toBeFocused();
      await expect(page.getByLabel(firstField[kind], { exact: true })).toHaveAttribute("aria-invalid", "true");
      await expectAccessibleAtTop(page);

      await wrongFormats(page, kind);
      await expectAccessibleAtTop(page);
    });

    test(`${registerPaths[kind]}: a valid registration shows the success screen and sends the verification e-mail`, async ({
      page,
    }) => {
      await page.goto(registerPaths[kind]);
      await formHydrated(page, kind);
      const { success } = await registerValid(page, kind);
      await expect(success).toBeFocused();
      await expectAccessible(page);
    });
  }

  test("the corporate page: hero button, tiers, folded sections, and the pledge's tier as it is typed", async ({
    page,
  }) => {
    await page.goto("/register/corporate");
    for (const tier of ["Gold Champion", "Platinum Champion", "Diamond Champion"])
      await expect(page.getByRole("heading", { level: 3, name: tier })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Why partner with RID-CRC" })).toBeVisible();
    for (const open of ["Company Information", "Primary Contact & Account Setup", "CSR Partnership Interests"])
      await expect(corporateSection(page, open)).toHaveAttribute("open", "");
    for (const folded of ["Investment & Impact Planning", "Additional Information"])
      await expect(corporateSection(page, folded)).not.toHaveAttribute("open", "");
    await expectAccessible(page);

    const formHeading = page.getByRole("heading", { name: "Register your company" });
    await expect(formHeading).not.toBeInViewport();
    await page.getByRole("link", { name: "Start Your Partnership" }).click();
    await expect(page).toHaveURL(/\/register\/corporate#registration-form$/);
    await expect(formHeading).toBeInViewport();
    // Brought into view means near the top, on a wide screen too (spec accounts §2.9), where the
    // form's heading already peeks in at the bottom before the click.
    for (const size of [
      { width: 1400, height: 900 },
      { width: 390, height: 844 },
    ]) {
      await page.setViewportSize(size);
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole("link", { name: "Start Your Partnership" }).click();
      // In the top third of the screen (it sat 714 px down a 900 px screen); the page's end may stop it higher.
      await expect
        .poll(async () => (await formHeading.boundingBox())?.y ?? 9999, String(size.width))
        .toBeLessThan(size.height / 3);
    }
    await page.setViewportSize({ width: 1280, height: 720 });
    await formHydrated(page, "corporate");

    // The default unit cost is S$355 a test: S$40,000 funds 112 tests (Gold from 100 tests).
    await openSection(page, "Investment & Impact Planning");
    const pledge = page.getByLabel("Pledge amount in S$ (optional)");
    const reach = corporateSection(page, "Investment & Impact Planning").locator('p[aria-live="polite"]');
    await pledge.fill("40000");
    await expect(reach).toHaveText("S$40,000 funds 112 screening tests: Gold Champion.");
    await pledge.fill("200000");
    await expect(reach).toHaveText("S$200,000 funds 563 screening tests: Platinum Champion.");
    await pledge.fill("355000");
    await expect(reach).toHaveText("S$355,000 funds 1,000 screening tests: Diamond Champion.");
    await pledge.fill("10000");
    await expect(reach).toHaveText("S$10,000 funds 28 screening tests. Gold Champion starts at S$35,500.");
    // Not a step of 500: nothing is promised, and the server says why on submit.
    await pledge.fill("40100");
    await expect(reach).toHaveText("");
    await expectAccessibleAtTop(page);
  });

  test("the postal code suggests its region; the password shows and hides", async ({ page }) => {
    await page.goto("/register/clinic");
    const region = page.getByLabel("Region");
    await expect(region).toHaveValue("");
    await formHydrated(page, "gp");
    await page.getByLabel("Postal code").fill("048616");
    await expect(region).toHaveValue("Central");
    await expect(page.getByText("Your postal code is in the Central region.")).toBeVisible();
    // The password's show/hide (an enhance script: the page ships no React, ADR 0024 §8).
    const password = page.getByLabel("Password", { exact: true });
    await page.getByRole("button", { name: "Show password" }).first().click();
    await expect(password).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Hide password" }).click();
    await expect(password).toHaveAttribute("type", "password");
    await expectAccessibleAtTop(page);
    // A chosen region is only suggested to, never changed.
    await page.goto("/register/specialist");
    await formHydrated(page, "specialist");
    await page.getByLabel("Region").selectOption("North");
    await page.getByLabel("Postal code").fill("520201");
    await expect(page.getByText("Your postal code is in the East region.")).toBeVisible();
    await expect(page.getByLabel("Region")).toHaveValue("North");
  });

  test("/signup/corporate lands on /register/corporate", async ({ page }) => {
    await page.goto("/signup/corporate");
    await expect(page).toHaveURL(/\/register\/corporate$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(headings.corporate);
  });

  test("a signed-in champion who opens a registration page is sent to their dashboard", async ({ page }) => {
    const { email, password } = await createChampion(page, "Registered Champion");
    await signIn(page, email, password);
    await expect(page).toHaveURL(/\/dashboard\/champion$/);
    for (const path of Object.values(registerPaths)) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/dashboard\/champion$/);
    }
    await expectAccessible(page);
  });

  test("the verification e-mail is in the development mailbox", async ({ page }) => {
    await page.goto("/register/specialist");
    const { email } = await registerValid(page, "specialist");
    await page.goto("/dev/mailbox");
    const mail = page.getByTestId("email").filter({ hasText: email });
    await expect(mail.getByRole("heading", { name: VERIFY_SUBJECT })).toBeVisible();
    await expect(mail.getByRole("link", { name: /\/api\/auth\/verify-email\?token=/ })).toBeVisible();
    await expectAccessible(page);
  });
});

test.describe("partner registration without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  const checkEmptyAndFormats = async (page: Page, browser: Browser, kind: Kind) => {
    await page.goto(registerPaths[kind]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(headings[kind]);
    await submitAndExpect400(page, kind);
    await expectMessages(page, required[kind]);
    await expectAccessibleAsShown(page, browser);
    await wrongFormats(page, kind);
    await expectAccessibleAsShown(page, browser);
  };

  for (const kind of Object.keys(registerPaths) as Kind[]) {
    test(`${registerPaths[kind]}: the server's messages, HTTP 400, formats, and nothing typed lost`, async ({
      page,
      browser,
    }) => {
      await checkEmptyAndFormats(page, browser, kind);
    });

    test(`${registerPaths[kind]}: a valid registration shows the success screen`, async ({ page, browser }) => {
      await page.goto(registerPaths[kind]);
      await registerValid(page, kind);
      await expectAccessibleAsShown(page, browser);
    });
  }

  test("the corporate form's folded sections open when they hold an error or a typed value", async ({
    page,
    browser,
  }) => {
    await page.goto("/register/corporate");
    await submitAndExpect400(page, "corporate");
    // Nothing typed in them and no message: still folded.
    await expect(corporateSection(page, "Investment & Impact Planning")).not.toHaveAttribute("open", "");
    await expect(corporateSection(page, "Additional Information")).not.toHaveAttribute("open", "");

    // A wrong pledge opens its section; a typed comment keeps its section open.
    await fillCorporateForm(page, { pledgeAmount: "750", additionalComments: "Please call after 2pm." });
    await submitAndExpect400(page, "corporate");
    await expect(corporateSection(page, "Investment & Impact Planning")).toHaveAttribute("open", "");
    await expect(page.getByText(m.pledgeInvalid, { exact: true })).toBeVisible();
    await expect(page.getByLabel("Pledge amount in S$ (optional)")).toHaveValue("750");
    await expect(corporateSection(page, "Additional Information")).toHaveAttribute("open", "");
    await expect(page.getByLabel("Additional comments (optional)")).toHaveValue("Please call after 2pm.");
    await expectAccessibleAsShown(page, browser);

    // The hero button is a plain link to the form.
    await expect(page.getByRole("link", { name: "Start Your Partnership" })).toHaveAttribute(
      "href",
      /^#registration-form$/,
    );
  });
});
