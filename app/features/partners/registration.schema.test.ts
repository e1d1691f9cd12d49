import { describe, expect, it } from "vitest";
import type { PartnerKind } from "#db/schema";
import {
  corporateForm,
  errorsOf,
  forms,
  gpForm,
  schemas,
  specialistForm,
  without,
  type Fields,
} from "../../../tests/support/partners";
import {
  corporateRegistrationSchema,
  gpClinicRegistrationSchema,
  specialistRegistrationSchema,
} from "./registration.schema";

// The three registration forms' messages (spec accounts §5 and ours), straight from their schemas.

describe("registration forms: the messages of spec accounts §5 and ours", () => {
  const required: Record<PartnerKind, Record<string, string>> = {
    gp: {
      clinicName: "Clinic name is required",
      doctorFullName: "Doctor's full name is required",
      licenseNumber: "Clinic license number is required",
      contactPersonName: "Contact person name is required (for account admin)",
      email: "Email is required for login",
      password: "Password is required",
      confirmPassword: "Please confirm your password",
      phoneNumber: "Contact phone number is required",
      address: "Clinic address is required",
      postalCode: "Valid 6-digit postal code is required",
      region: "Region is required",
      servicesOffered: "Select at least one service offered",
      "operatingHours.weekdays": "Weekday operating hours are required",
      agreedToTerms: "You must agree to the partnership terms",
    },
    specialist: {
      specialistName: "Full name is required",
      email: "Email is required",
      password: "Password is required",
      confirmPassword: "Please confirm your password",
      phoneNumber: "Phone number is required",
      medicalRegistrationNo: "Medical registration number is required",
      qualifications: "Professional qualifications are required",
      fieldOfSpecialization: "Field of specialization is required",
      clinicAffiliation: "Primary clinic affiliation is required",
      address: "Practice address is required",
      postalCode: "Postal code is required",
      region: "Region is required",
      yearsOfExperience: "Valid years of experience is required",
      specialties: "Please select at least one specialty",
      languages: "Languages spoken are required",
      agreedToTerms: "You must agree to the partnership terms",
    },
    corporate: {
      companyName: "Company name is required",
      uen: "UEN number is required",
      industry: "Industry selection is required",
      companySize: "Company size is required",
      contactPerson: "Contact person is required",
      designation: "Designation is required",
      email: "Email is required",
      password: "Password is required",
      confirmPassword: "Please confirm your password",
      phone: "Phone number is required",
      csrOptions: "Please select at least one CSR option",
      agreedToTerms: "You must agree to the terms and conditions",
    },
  };

  for (const kind of ["gp", "specialist", "corporate"] as const) {
    it(`accepts the valid ${kind} form as it stands`, () => {
      expect(errorsOf(schemas[kind], forms[kind]())).toEqual({});
    });

    for (const [field, message] of Object.entries(required[kind])) {
      it(`${kind}: ${field} missing → "${message}"`, () => {
        const valid = forms[kind]();
        // Left out, or sent empty: both are "missing" (a text field sent as spaces too; passwords
        // are never trimmed, so spaces are a password, if a weak one).
        expect(errorsOf(schemas[kind], without(valid, field))[field]).toEqual([message]);
        const blank =
          Array.isArray(valid[field]) || field === "agreedToTerms" ? [] : /password/i.test(field) ? "" : "   ";
        // The page shows a field's first message (ui/field.tsx).
        expect(errorsOf(schemas[kind], { ...valid, [field]: blank })[field]?.[0]).toBe(message);
      });
    }
  }

  it("refuses values far too long with the length message, whatever the field", () => {
    const long = "x".repeat(10_000);
    const gp = (over: Fields) => errorsOf(gpClinicRegistrationSchema, gpForm(over));
    expect(gp({ clinicName: long }).clinicName).toEqual(["Please keep this to 200 characters or fewer"]);
    expect(gp({ description: long }).description).toEqual(["Please keep this to 2000 characters or fewer"]);
    expect(gp({ address: long }).address).toEqual(["Please keep this to 300 characters or fewer"]);
    expect(gp({ licenseNumber: long }).licenseNumber).toEqual(["Please keep this to 40 characters or fewer"]);
    expect(gp({ "operatingHours.weekdays": long })["operatingHours.weekdays"]).toEqual([
      "Please keep this to 200 characters or fewer",
    ]);
    const sp = (over: Fields) => errorsOf(specialistRegistrationSchema, specialistForm(over));
    expect(sp({ qualifications: long }).qualifications).toEqual(["Please keep this to 500 characters or fewer"]);
    expect(sp({ specialistName: long }).specialistName).toEqual(["Please keep this to 120 characters or fewer"]);
    expect(sp({ notes: long }).notes).toEqual(["Please keep this to 2000 characters or fewer"]);
    expect(sp({ medicalRegistrationNo: long }).medicalRegistrationNo?.[0]).toBe(
      "Please keep this to 20 characters or fewer",
    );
    const co = (over: Fields) => errorsOf(corporateRegistrationSchema, corporateForm(over));
    expect(co({ additionalComments: long }).additionalComments).toEqual([
      "Please keep this to 2000 characters or fewer",
    ]);
    expect(co({ companyName: long }).companyName).toEqual(["Please keep this to 200 characters or fewer"]);
    // The account fields keep their own words.
    expect(co({ email: `${long}@example.sg` }).email).toEqual(["Please enter a valid email address"]);
    const longPassword = `Aa1${long}`;
    expect(co({ password: longPassword, confirmPassword: longPassword }).password).toEqual([
      "Password must be less than 128 characters",
    ]);
  });

  it("checks the Singapore formats: MCR, UEN, postal code, phone, pledge, website, years, e-mail", () => {
    const sp = (over: Fields) => errorsOf(specialistRegistrationSchema, specialistForm(over));
    const gp = (over: Fields) => errorsOf(gpClinicRegistrationSchema, gpForm(over));
    const co = (over: Fields) => errorsOf(corporateRegistrationSchema, corporateForm(over));
    const mcr =
      "Enter the MCR number as on your SMC registration: the letter M, five digits and a letter, e.g. M12345A";
    expect(sp({ medicalRegistrationNo: "12345" }).medicalRegistrationNo).toEqual([mcr]);
    expect(sp({ medicalRegistrationNo: "M1234A" }).medicalRegistrationNo).toEqual([mcr]);
    expect(sp({ medicalRegistrationNo: "m 54321z" }).medicalRegistrationNo).toBeUndefined();

    const uen = "Enter the UEN as ACRA issued it, e.g. 53312345K, 201534871K or T09LL0001B";
    expect(co({ uen: "ABC" }).uen).toEqual([uen]);
    expect(co({ uen: "123456789" }).uen).toEqual([uen]);
    for (const ok of ["53312345K", "t09ll0001b", "2015 34871K"]) expect(co({ uen: ok }).uen).toBeUndefined();

    const unknownSector = "Please check the postal code: Singapore postal codes start with 01 to 82 (not 74)";
    expect(gp({ postalCode: "740000" }).postalCode).toEqual([unknownSector]);
    expect(sp({ postalCode: "830000" }).postalCode).toEqual([unknownSector]);
    // The page shows a field's first message (ui/field.tsx).
    expect(gp({ postalCode: "12345" }).postalCode?.[0]).toBe("Valid 6-digit postal code is required");
    expect(sp({ postalCode: "12345" }).postalCode?.[0]).toBe("Valid 6-digit postal code is required");
    expect(sp({ postalCode: "S12345" }).postalCode?.[0]).toBe("Valid 6-digit postal code is required");

    const phone = "Enter a Singapore phone number, e.g. 6123 4567 or +65 9123 4567";
    expect(gp({ phoneNumber: "12" }).phoneNumber).toEqual([phone]);
    expect(sp({ phoneNumber: "+44 20 7946 0958" }).phoneNumber).toEqual([phone]);
    expect(co({ phone: "12" }).phone).toEqual([phone]);

    const pledge = "Enter the pledge in whole Singapore dollars, in steps of 500 (e.g. 50000), or leave it empty";
    for (const bad of ["750", "-500", "abc", "1000.50"])
      expect(co({ pledgeAmount: bad }).pledgeAmount).toEqual([pledge]);
    for (const ok of ["", "0", "500", "$1,000"]) expect(co({ pledgeAmount: ok }).pledgeAmount).toBeUndefined();

    const website = "Please enter a valid website address, for example https://www.example.sg";
    expect(gp({ website: "not a website" }).website).toEqual([website]);
    expect(sp({ website: "javascript:alert(1)" }).website).toEqual([website]);

    expect(sp({ yearsOfExperience: "abc" }).yearsOfExperience).toEqual(["Valid years of experience is required"]);
    expect(sp({ yearsOfExperience: "100" }).yearsOfExperience).toEqual(["Valid years of experience is required"]);
    expect(sp({ yearsOfExperience: "-1" }).yearsOfExperience).toEqual(["Valid years of experience is required"]);

    expect(gp({ email: "not-an-address" }).email).toEqual(["Please enter a valid email address"]);
    expect(gp({ confirmPassword: "Different-Pass-1" }).confirmPassword).toEqual(["Passwords do not match"]);
    expect(sp({ password: "short1A", confirmPassword: "short1A" }).password).toEqual([
      "Password must be at least 8 characters with at least one uppercase letter, one lowercase letter, and one number",
    ]);

    // Choices outside the lists are refused with the field's own message.
    expect(co({ industry: "Crypto" }).industry).toEqual(["Industry selection is required"]);
    expect(co({ companySize: "a million" }).companySize).toEqual(["Company size is required"]);
    expect(co({ csrOptions: ["workplace-screening", "bribes"] }).csrOptions).toEqual([
      "Please select at least one CSR option",
    ]);
    expect(gp({ servicesOffered: ["Time travel"] }).servicesOffered).toEqual(["Select at least one service offered"]);
    expect(sp({ specialties: ["Alchemy"] }).specialties).toEqual(["Please select at least one specialty"]);
    expect(gp({ region: "Atlantis" }).region).toEqual(["Region is required"]);
    expect(gp({ agreedToTerms: "yes" }).agreedToTerms).toEqual(["You must agree to the partnership terms"]);
  });
});
