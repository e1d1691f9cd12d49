import { expect, test, type Locator, type Page } from "@playwright/test";
import { sampleGpClinics } from "../../../db/seed-data/gp-clinics";
import { sampleSpecialists } from "../../../db/seed-data/specialists";
import { expectAccessible } from "../fixtures/axe";
import { createChampion, signIn } from "../fixtures/accounts";

// Partner accounts of the embedded demo (db/seed.ts), each linked to one sample directory entry.
const DEMO_GP = { email: "gp@demo.rid-crc.local", password: "Demo-Clinic-Pass-1" };
const DEMO_SPECIALIST = { email: "specialist@demo.rid-crc.local", password: "Demo-Specialist-Pass-1" };

const save = (page: Page) => page.getByRole("button", { name: "Save Changes" }).click();

async function untickAll(group: Locator) {
  for (const box of await group.getByRole("checkbox").all()) await box.uncheck();
}

test.describe("profile settings", () => {
  test("a champion fills in, saves and sees their profile", async ({ page }) => {
    const { email, password } = await createChampion(page, "Nur Journey");
    await signIn(page, email, password);
    await expect(page).toHaveURL(/\/dashboard\/champion$/);

    await page.goto("/profile/champion");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Champion Profile Settings");
    await expect(page.getByLabel("Full name")).toHaveValue("Nur Journey");
    const emailBox = page.getByLabel("Email address");
    await expect(emailBox).toHaveValue(email);
    await expect(emailBox).not.toBeEditable();
    await expect(emailBox).not.toHaveAttribute("name");
    await expect(page.getByRole("link", { name: "Two-step verification" })).toHaveAttribute(
      "href",
      "/account/two-factor",
    );
    await expect(page.getByRole("link", { name: "Change password" })).toHaveAttribute("href", "/account/password");
    await expectAccessible(page);

    await page.getByLabel("Full name").fill("");
    await save(page);
    for (const message of [
      "Full name is required",
      "Phone number is required",
      "Date of birth is required",
      "Address is required",
    ]) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(page.getByLabel("Full name")).toHaveAttribute("aria-invalid", "true");
    await expectAccessible(page);

    await page.getByLabel("Full name").fill("Nur Aisyah binte Journey");
    await page.getByLabel("Phone number").fill("+65 9123 4567");
    await page.getByLabel("Address", { exact: true }).fill("Blk 123 Bedok North Street 1, #05-67");
    await page.getByLabel("Date of birth").fill("2999-01-01");
    await save(page);
    await expect(page.getByText("Date of birth cannot be in the future")).toBeVisible();
    await expect(page.getByText("Full name is required")).toBeHidden();
    await expect(page.getByLabel("Full name")).toHaveValue("Nur Aisyah binte Journey");

    await page.getByLabel("Date of birth").fill("1972-08-09");
    await save(page);
    const saved = page.getByRole("status").filter({ hasText: "Profile updated successfully!" });
    await expect(saved).toBeVisible();
    await expectAccessible(page);
    // Spec accounts §9: the message goes after 4 seconds.
    await expect(saved).toBeHidden({ timeout: 10_000 });

    await page.reload();
    await expect(page.getByLabel("Full name")).toHaveValue("Nur Aisyah binte Journey");
    await expect(page.getByLabel("Phone number")).toHaveValue("+65 9123 4567");
    await expect(page.getByLabel("Date of birth")).toHaveValue("1972-08-09");
    await expect(page.getByLabel("Address", { exact: true })).toHaveValue("Blk 123 Bedok North Street 1, #05-67");
  });

  test("without JavaScript the server checks the form and the success message stays", async ({ browser }) => {
    const setup = await browser.newPage();
    const { email, password } = await createChampion(setup, "No Script Profile");
    await setup.close();
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await signIn(page, email, password);
    await expect(page).toHaveURL(/\/dashboard\/champion$/);
    await page.goto("/profile/champion");
    await page.getByLabel("Phone number").fill("6123 4567");
    await save(page);
    await expect(page.getByText("Date of birth is required")).toBeVisible();
    await expect(page.getByText("Address is required")).toBeVisible();
    await expect(page.getByLabel("Phone number")).toHaveValue("6123 4567");
    await page.getByLabel("Date of birth").fill("1965-12-31");
    await page.getByLabel("Address", { exact: true }).fill("8 Toa Payoh Lorong 1");
    await save(page);
    await expect(page.getByText("Profile updated successfully!")).toBeVisible();
    await expect(page.getByLabel("Date of birth")).toHaveValue("1965-12-31");
    await context.close();
  });

  test("each type is sent to its own dashboard; visitors to sign-in", async ({ page, browser }) => {
    const anonymous = await browser.newPage();
    await anonymous.goto("/profile/champion");
    await expect(anonymous).toHaveURL(/\/login\?redirectTo=%2Fprofile%2Fchampion$/);
    await anonymous.close();

    const { email, password } = await createChampion(page, "Wrong Door");
    await signIn(page, email, password);
    await expect(page).toHaveURL(/\/dashboard\/champion$/);
    for (const path of ["/profile/specialist", "/profile/gp-clinic"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/dashboard\/champion$/);
    }
  });

  test("a GP clinic sees its clinic, is told what is missing, and saves", async ({ page }) => {
    await signIn(page, DEMO_GP.email, DEMO_GP.password);
    await expect(page).toHaveURL(/\/dashboard\/gp-clinic$/);
    await page.goto("/profile/champion");
    await expect(page).toHaveURL(/\/dashboard\/gp-clinic$/);

    await page.goto("/profile/gp-clinic");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("GP Clinic Profile Settings");
    await expect(page.getByRole("link", { name: "Change password" })).toHaveAttribute("href", "/account/password");
    const clinicName = await page.getByLabel("Clinic name").inputValue();
    const sample = sampleGpClinics.find((c) => c.clinicName === clinicName);
    expect(sample, `the demo account's clinic "${clinicName}"`).toBeDefined();
    await expect(page.getByLabel("Email address")).toHaveValue(DEMO_GP.email);
    await expect(page.getByLabel("Postal code")).toHaveValue(sample!.postalCode);
    await expect(page.getByLabel("Doctor's full name")).toHaveValue(sample!.doctorFullName);
    await expect(page.getByLabel("Region")).toHaveValue(sample!.region);
    const services = page.getByRole("group", { name: "Services offered" });
    await expect(services.getByRole("checkbox")).toHaveCount(8);
    for (const service of sample!.servicesOffered ?? []) {
      await expect(services.getByLabel(service, { exact: true })).toBeChecked();
    }
    await expectAccessible(page);

    await page.getByLabel("Clinic name").fill("");
    await page.getByLabel("Postal code").fill("12a");
    await untickAll(services);
    await save(page);
    await expect(page.getByText("Clinic name is required")).toBeVisible();
    await expect(page.getByText("Valid 6-digit postal code is required")).toBeVisible();
    await expect(page.getByText("Please select at least one service")).toBeVisible();
    await expectAccessible(page);

    // Back to the clinic's own name, code and services, so the demo directory stays as it was.
    await page.getByLabel("Clinic name").fill(sample!.clinicName);
    await page.getByLabel("Postal code").fill(sample!.postalCode);
    for (const service of sample!.servicesOffered ?? []) await services.getByLabel(service, { exact: true }).check();
    await page.getByLabel("Contact phone number").fill("6234 5678");
    await page.getByLabel("Weekdays").fill("9:00am – 1:00pm, 2:00pm – 6:00pm");
    await page.getByLabel("Clinic description (optional)").fill("FIT kits available at the counter.");
    await save(page);
    const saved = page.getByRole("status").filter({ hasText: "Clinic profile updated successfully!" });
    await expect(saved).toBeVisible();
    await expect(saved).toBeHidden({ timeout: 10_000 });

    await page.reload();
    await expect(page.getByLabel("Contact phone number")).toHaveValue("6234 5678");
    await expect(page.getByLabel("Weekdays")).toHaveValue("9:00am – 1:00pm, 2:00pm – 6:00pm");
    await expect(page.getByLabel("Clinic description (optional)")).toHaveValue("FIT kits available at the counter.");
    await expect(page.getByLabel("Clinic name")).toHaveValue(sample!.clinicName);
  });

  test("a specialist sees their practice, is told what is missing, and saves", async ({ page }) => {
    await signIn(page, DEMO_SPECIALIST.email, DEMO_SPECIALIST.password);
    await expect(page).toHaveURL(/\/dashboard\/specialist$/);
    await page.goto("/profile/gp-clinic");
    await expect(page).toHaveURL(/\/dashboard\/specialist$/);

    await page.goto("/profile/specialist");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Specialist Profile Settings");
    await expect(page.getByRole("link", { name: "Change password" })).toHaveAttribute("href", "/account/password");
    const registration = await page.getByLabel("Medical registration number").inputValue();
    const sample = sampleSpecialists.find((s) => s.medicalRegistrationNo === registration);
    expect(sample, `the demo account's specialist "${registration}"`).toBeDefined();
    await expect(page.getByLabel("Full name")).toHaveValue(sample!.fullName);
    await expect(page.getByLabel("Years of experience")).toHaveValue(String(sample!.yearsOfExperience));
    const specialtyGroup = page.getByRole("group", { name: "Specialties" });
    await expect(specialtyGroup.getByRole("checkbox")).toHaveCount(16);
    for (const specialty of sample!.specialties ?? []) {
      await expect(specialtyGroup.getByLabel(specialty, { exact: true })).toBeChecked();
    }
    await expectAccessible(page);

    await untickAll(specialtyGroup);
    await page.getByLabel("Years of experience").fill("-1");
    await save(page);
    await expect(page.getByText("Please select at least one specialty")).toBeVisible();
    await expect(page.getByText("Valid years of experience is required")).toBeVisible();
    await expectAccessible(page);

    for (const specialty of sample!.specialties ?? [])
      await specialtyGroup.getByLabel(specialty, { exact: true }).check();
    await page.getByLabel("Years of experience").fill(String(sample!.yearsOfExperience));
    await page.getByLabel("Phone number").fill("6345 6789");
    await page.getByLabel("Additional notes (optional)").fill("Referral letter from your GP helps us plan your visit.");
    await save(page);
    const saved = page.getByRole("status").filter({ hasText: "Profile updated successfully!" });
    await expect(saved).toBeVisible();
    await expect(saved).toBeHidden({ timeout: 10_000 });

    await page.reload();
    await expect(page.getByLabel("Phone number")).toHaveValue("6345 6789");
    await expect(page.getByLabel("Additional notes (optional)")).toHaveValue(
      "Referral letter from your GP helps us plan your visit.",
    );
    await expect(page.getByLabel("Full name")).toHaveValue(sample!.fullName);
  });
});
