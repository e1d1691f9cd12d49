import { todayInSingapore } from "~/lib/text/singapore-date";
import { parseWithZod } from "@conform-to/zod/v4";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { champions, gpClinics, specialists, users } from "#db/schema";
import { sampleGpClinics } from "#db/seed-data/gp-clinics";
import { sampleSpecialists } from "#db/seed-data/specialists";
import { useTestDatabase } from "../../../../tests/support/db";
import { signedInAs } from "../../../../tests/support/sessions";
import {
  loadChampionProfile,
  loadGpClinicProfile,
  loadSpecialistProfile,
  saveChampionProfile,
  saveGpClinicProfile,
  saveSpecialistProfile,
} from "./profile.server";
import {
  championProfileSchema,
  gpClinicProfileSchema,
  gpServices,
  profileMessages as m,
  regions,
  specialistProfileSchema,
  specialties,
  type GpClinicProfileInput,
  type SpecialistProfileInput,
} from "./profile.schema";
import { action as championAction } from "../routes/profile-champion";

const db = useTestDatabase();

const specialistInput: SpecialistProfileInput = {
  fullName: "Dr Aisha Rahman",
  phoneNumber: "+65 6123 4567",
  medicalRegistrationNo: "M12345A",
  qualifications: "MBBS, MRCS",
  fieldOfSpecialization: "Gastroenterology",
  clinicAffiliation: "Bukit Timah Gut Centre",
  address: "10 Sinaran Drive, #05-01",
  postalCode: "307506",
  region: "Central",
  website: null,
  yearsOfExperience: 12,
  specialties: ["Polypectomy", "GI Bleeding Management"],
  languages: "English, Malay",
  operatingHours: null,
  insurancePartners: null,
  notes: null,
};

const clinicInput: GpClinicProfileInput = {
  contactPersonName: "Mdm Lee Bee Hoon",
  phoneNumber: "6234 5678",
  clinicName: "Tampines Family Clinic",
  doctorFullName: "Dr Ong Kah Seng",
  licenseNumber: "GP-2020-00001",
  address: "Blk 201 Tampines Street 21, #01-10",
  postalCode: "520201",
  region: "East",
  servicesOffered: ["FIT Test", "Basic Consultations"],
  operatingHours: { weekdays: "9am – 6pm", saturday: "", sunday: "", publicHoliday: "" },
  languagesSpoken: null,
  website: null,
  description: null,
};

async function specialistAccount() {
  const account = await signedInAs(db(), "specialist");
  const [row] = await db()
    .insert(specialists)
    .values({ ...sampleSpecialists[0]!, userId: account.id, approvalStatus: "approved" })
    .returning();
  return { ...account, specialistId: row!.id };
}

async function clinicAccount() {
  const account = await signedInAs(db(), "gpclinic");
  const [row] = await db()
    .insert(gpClinics)
    .values({ ...sampleGpClinics[0]!, userId: account.id, approvalStatus: "approved" })
    .returning();
  return { ...account, clinicId: row!.id };
}

async function userRow(id: string) {
  const [row] = await db().select().from(users).where(eq(users.id, id));
  return row!;
}

/** A form post as the browser sends it (every value a string, checkboxes repeated). */
function form(fields: Record<string, string | string[]>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const v of Array.isArray(value) ? value : [value]) body.append(name, v);
  return body;
}

describe("champion profile", () => {
  it("loads the account's fields and tolerates a missing champions row", async () => {
    const { id, email } = await signedInAs(db(), "champion");
    expect(await loadChampionProfile(id)).toEqual({
      ok: true,
      email,
      values: { fullName: "Test champion", phoneNumber: "", dateOfBirth: "", address: "" },
    });
  });

  it("writes the account and creates, then updates, the champions row", async () => {
    const { id, email } = await signedInAs(db(), "champion");
    const input = {
      fullName: "Siti Aminah",
      phoneNumber: "9123 4567",
      dateOfBirth: "1975-03-02",
      address: "1 Bedok Road",
    };
    expect(await saveChampionProfile(id, input)).toEqual({ ok: true });
    expect(await saveChampionProfile(id, { ...input, dateOfBirth: "1975-03-03" })).toEqual({ ok: true });
    expect(await loadChampionProfile(id)).toEqual({ ok: true, email, values: { ...input, dateOfBirth: "1975-03-03" } });
    expect(await db().select().from(champions).where(eq(champions.userId, id))).toHaveLength(1);
  });

  it("ignores user type, status and e-mail sent with the form (through the page's action)", async () => {
    const { id, email, cookie } = await signedInAs(db(), "champion");
    const body = new URLSearchParams({
      fullName: "Ahmad Ismail",
      phoneNumber: "8123 4567",
      dateOfBirth: "1980-01-31",
      address: "2 Jurong West Street 41",
      userType: "super_admin",
      user_type: "super_admin",
      status: "suspended",
      email: "attacker@evil.example",
      emailVerified: "false",
      twoFactorEnabled: "true",
    });
    const request = new Request("http://localhost:3000/profile/champion", {
      method: "POST",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      body,
    });
    const response = (await championAction({ request, params: {}, context: {} } as never)) as {
      data: { savedAt?: number };
    };
    expect(response.data.savedAt).toEqual(expect.any(Number));
    const row = await userRow(id);
    expect(row).toMatchObject({
      fullName: "Ahmad Ismail",
      phoneNumber: "8123 4567",
      address: "2 Jurong West Street 41",
      userType: "champion",
      status: "active",
      email,
      emailVerified: true,
      twoFactorEnabled: false,
    });
  });

  it("the action refuses a visitor who is not signed in", async () => {
    const request = new Request("http://localhost:3000/profile/champion", {
      method: "POST",
      body: new URLSearchParams({ fullName: "x" }),
    });
    const thrown = await championAction({ request, params: {}, context: {} } as never).catch((e: unknown) => e);
    expect((thrown as Response).headers.get("location")).toBe("/login?redirectTo=%2Fprofile%2Fchampion");
  });
});

describe("specialist profile", () => {
  it("loads the linked specialist with the account's phone", async () => {
    const { id, email } = await specialistAccount();
    await db().update(users).set({ phoneNumber: "6000 0000" }).where(eq(users.id, id));
    const loaded = await loadSpecialistProfile(id);
    const sample = sampleSpecialists[0]!;
    expect(loaded).toMatchObject({
      ok: true,
      email,
      values: {
        fullName: sample.fullName,
        phoneNumber: "6000 0000",
        postalCode: sample.postalCode,
        region: sample.region,
        specialties: sample.specialties,
        yearsOfExperience: sample.yearsOfExperience,
      },
    });
  });

  it("writes the account and the specialists row in one save; optional blanks become null", async () => {
    const { id, specialistId } = await specialistAccount();
    expect(await saveSpecialistProfile(id, specialistInput)).toEqual({ ok: true });
    expect(await userRow(id)).toMatchObject({ fullName: "Dr Aisha Rahman", phoneNumber: "+65 6123 4567" });
    const [row] = await db().select().from(specialists).where(eq(specialists.id, specialistId));
    expect(row).toMatchObject({
      fullName: "Dr Aisha Rahman",
      postalCode: "307506",
      specialties: ["Polypectomy", "GI Bleeding Management"],
      website: null,
      operatingHours: null,
      insurancePartners: null,
      notes: null,
      approvalStatus: "approved",
    });
  });

  it("writes nothing when the specialists row is gone: the account's change is rolled back", async () => {
    const { id, specialistId } = await specialistAccount();
    await db().update(users).set({ phoneNumber: "6999 9999" }).where(eq(users.id, id));
    const before = await userRow(id);
    await db().delete(specialists).where(eq(specialists.id, specialistId));
    expect(await saveSpecialistProfile(id, specialistInput)).toEqual({
      ok: false,
      message: "User profile not found.",
      status: 404,
    });
    const after = await userRow(id);
    expect(after.fullName).toBe(before.fullName);
    expect(after.phoneNumber).toBe("6999 9999");
    expect(after.updatedAt).toEqual(before.updatedAt);
  });

  it("a super admin (who manages no specialist) is told the profile was not found", async () => {
    const { id } = await signedInAs(db(), "super_admin");
    expect(await loadSpecialistProfile(id)).toEqual({ ok: false, message: "User profile not found." });
  });
});

describe("GP clinic profile", () => {
  it("loads the linked clinic with its contact person", async () => {
    const { id, email } = await clinicAccount();
    const sample = sampleGpClinics[0]!;
    expect(await loadGpClinicProfile(id)).toMatchObject({
      ok: true,
      email,
      values: {
        contactPersonName: "Test gpclinic",
        phoneNumber: "",
        clinicName: sample.clinicName,
        servicesOffered: sample.servicesOffered,
        operatingHours: sample.operatingHours,
      },
    });
  });

  it("keeps contact name and phone on the account and the clinic on gp_clinics", async () => {
    const { id, clinicId } = await clinicAccount();
    expect(await saveGpClinicProfile(id, clinicInput)).toEqual({ ok: true });
    expect(await userRow(id)).toMatchObject({ fullName: "Mdm Lee Bee Hoon", phoneNumber: "6234 5678" });
    const [row] = await db().select().from(gpClinics).where(eq(gpClinics.id, clinicId));
    // The sample clinic is approved: a new clinic name waits for the team's review (issue #13).
    expect(row).toMatchObject({
      clinicName: sampleGpClinics[0]!.clinicName,
      pendingChanges: { clinicName: "Tampines Family Clinic", licenseNumber: clinicInput.licenseNumber },
      postalCode: "520201",
      servicesOffered: ["FIT Test", "Basic Consultations"],
      operatingHours: { weekdays: "9am – 6pm", saturday: "", sunday: "", publicHoliday: "" },
      languagesSpoken: null,
      website: null,
      description: null,
      phone: sampleGpClinics[0]!.phone,
    });
  });

  it("writes nothing when the account manages no clinic", async () => {
    const { id } = await signedInAs(db(), "gpclinic");
    const before = await userRow(id);
    expect(await saveGpClinicProfile(id, clinicInput)).toEqual({
      ok: false,
      message: "User profile (contact) not found.",
      status: 404,
    });
    expect(await userRow(id)).toEqual(before);
    expect(await loadGpClinicProfile(id)).toEqual({ ok: false, message: "User profile (contact) not found." });
  });
});

describe("profile form rules (spec accounts §5)", () => {
  const errorsOf = (
    schema: Parameters<typeof parseWithZod>[1]["schema"],
    fields: Record<string, string | string[]>,
  ) => {
    const submission = parseWithZod(form(fields), { schema });
    return submission.status === "error" ? submission.error : {};
  };

  it("an empty champion form gives every required message", () => {
    expect(errorsOf(championProfileSchema, {})).toEqual({
      fullName: [m.fullNameRequired],
      phoneNumber: [m.phoneRequired],
      dateOfBirth: [m.dateOfBirthRequired],
      address: [m.addressRequired],
    });
  });

  it("refuses a birth date in the future or more than 120 years ago", () => {
    const base = { fullName: "A", phoneNumber: "91234567", address: "B" };
    const year = Number(todayInSingapore().slice(0, 4));
    expect(errorsOf(championProfileSchema, { ...base, dateOfBirth: `${year + 1}-01-01` })).toEqual({
      dateOfBirth: [m.dateOfBirthFuture],
    });
    expect(errorsOf(championProfileSchema, { ...base, dateOfBirth: `${year - 121}-01-01` })).toEqual({
      dateOfBirth: [m.dateOfBirthTooOld],
    });
    expect(errorsOf(championProfileSchema, { ...base, dateOfBirth: "1990-02-30" })).toEqual({
      dateOfBirth: [m.dateOfBirthInvalid],
    });
    expect(errorsOf(championProfileSchema, { ...base, dateOfBirth: todayInSingapore() })).toEqual({});
  });

  it("an empty specialist form gives every required message", () => {
    expect(errorsOf(specialistProfileSchema, {})).toEqual({
      fullName: [m.fullNameRequired],
      phoneNumber: [m.phoneRequired],
      medicalRegistrationNo: [m.medicalRegistrationRequired],
      qualifications: [m.qualificationsRequired],
      fieldOfSpecialization: [m.fieldOfSpecializationRequired],
      clinicAffiliation: [m.clinicAffiliationRequired],
      address: [m.practiceAddressRequired],
      postalCode: [m.postalCodeRequired],
      region: [m.regionRequired],
      yearsOfExperience: [m.yearsOfExperienceRequired],
      specialties: [m.specialtyRequired],
      languages: [m.languagesRequired],
    });
  });

  it("checks specialist numbers, codes, lists and web addresses", () => {
    const valid = {
      fullName: "Dr A",
      phoneNumber: "6123 4567",
      medicalRegistrationNo: "M1",
      qualifications: "MBBS",
      fieldOfSpecialization: "Gastroenterology",
      clinicAffiliation: "X",
      address: "Y",
      postalCode: "123456",
      region: "North",
      yearsOfExperience: "0",
      specialties: ["Polypectomy"],
      languages: "English",
    };
    expect(errorsOf(specialistProfileSchema, valid)).toEqual({});
    expect(
      errorsOf(specialistProfileSchema, {
        ...valid,
        yearsOfExperience: "-1",
        postalCode: "12a",
        region: "Mars",
        specialties: ["Brain surgery"],
        website: "not a site",
      }),
    ).toEqual({
      yearsOfExperience: [m.yearsOfExperienceRequired],
      postalCode: [m.postalCodeInvalid],
      region: [m.regionRequired],
      specialties: [m.specialtyRequired],
      website: [m.websiteInvalid],
    });
    const parsed = parseWithZod(form({ ...valid, website: "www.clinic.example.sg", notes: "   " }), {
      schema: specialistProfileSchema,
    });
    expect(parsed.status === "success" && parsed.value).toMatchObject({
      website: "https://www.clinic.example.sg",
      notes: null,
      insurancePartners: null,
      operatingHours: null,
    });
  });

  it("an empty GP clinic form gives every required message", () => {
    expect(errorsOf(gpClinicProfileSchema, {})).toEqual({
      contactPersonName: [m.contactNameRequired],
      phoneNumber: [m.contactPhoneRequired],
      clinicName: [m.clinicNameRequired],
      doctorFullName: [m.doctorNameRequired],
      licenseNumber: [m.licenseRequired],
      address: [m.clinicAddressRequired],
      postalCode: [m.postalCodeInvalid],
      region: [m.regionRequired],
      servicesOffered: [m.serviceRequired],
      "operatingHours.weekdays": [m.weekdayHoursRequired],
    });
  });

  it("reads the option lists of spec §3 from content/options.json", () => {
    expect(regions).toEqual(gpClinics.region.enumValues);
    expect(specialties).toHaveLength(16);
    expect(gpServices).toHaveLength(8);
    expect(gpServices).toContain("Basic Consultations");
    // Every sample entry of the demo can be shown and saved by these forms.
    for (const s of sampleSpecialists) for (const v of s.specialties ?? []) expect(specialties).toContain(v);
    for (const c of sampleGpClinics) for (const v of c.servicesOffered ?? []) expect(gpServices).toContain(v);
  });
});
