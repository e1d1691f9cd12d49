import { z } from "zod";
import { regions } from "#db/schema/regions";
import { emailField, passwordsMatch, strongPassword } from "~/features/accounts/index.server";
import { choicesField, mayTick, mustTick, optionalText, requiredText, websiteField } from "~/lib/forms/schema-fields";
import { isMcrNumber, isPostalCode, isUen, singaporePhone } from "~/lib/text/singapore-formats";
import { messages as m } from "./messages";
import { companySizes, csrOptionIds, gpServicesRegistration, industries, specialties } from "./options";

// The three registration forms (spec accounts §3 payloads, §5 rules). Fields the server decides
// (user_type, approval_status, corporate_id…) are not part of any schema, so a forged one is dropped.

const phone = (message: string) =>
  requiredText(message, 30).transform((v, ctx) => {
    const formatted = singaporePhone(v);
    if (!formatted) ctx.addIssue({ code: "custom", message: m.phoneInvalid });
    return formatted ?? v;
  });

const postalCode = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .regex(/^\d{6}$/, m.postalCodeInvalid)
    .refine(isPostalCode, m.postalCodeUnknown);

const region = z.enum(regions, { error: m.regionRequired });

const hours = optionalText(200).transform((v) => v ?? "");

/** Upper-cased with spaces dropped, then checked against the format. */
const code = (required: string, check: (v: string) => boolean, invalid: string) =>
  requiredText(required, 20)
    .transform((v) => v.replace(/\s+/g, "").toUpperCase())
    .refine(check, invalid);

const account = (emailRequired?: string) => ({
  email: emailField(emailRequired),
  password: strongPassword,
  confirmPassword: z.string({ error: m.confirmRequired }).min(1, m.confirmRequired),
});

export const gpClinicRegistrationSchema = z
  .object({
    clinicName: requiredText(m.clinicNameRequired, 200),
    doctorFullName: requiredText(m.doctorNameRequired, 120),
    licenseNumber: requiredText(m.licenseRequired, 40).transform((v) => v.toUpperCase()),
    contactPersonName: requiredText(m.contactNameRequiredAdmin, 120),
    ...account(m.emailRequiredClinic),
    phoneNumber: phone(m.contactPhoneRequired),
    address: requiredText(m.clinicAddressRequired, 300),
    postalCode: postalCode(m.postalCodeInvalid),
    region,
    servicesOffered: choicesField(gpServicesRegistration, m.serviceOfferedRequired),
    operatingHours: z.object(
      {
        weekdays: requiredText(m.weekdayHoursRequired, 200),
        saturday: hours,
        sunday: hours,
        publicHoliday: hours,
      },
      { error: m.weekdayHoursRequired },
    ),
    languagesSpoken: optionalText(200),
    website: websiteField(m.websiteInvalid),
    description: optionalText(2000),
    agreedToTerms: mustTick(m.partnershipTermsRequired),
  })
  .refine(...passwordsMatch);

export const specialistRegistrationSchema = z
  .object({
    specialistName: requiredText(m.fullNameRequired, 120),
    ...account(),
    phoneNumber: phone(m.phoneRequired),
    medicalRegistrationNo: code(m.medicalRegistrationRequired, isMcrNumber, m.mcrInvalid),
    qualifications: requiredText(m.qualificationsRequired, 500),
    fieldOfSpecialization: requiredText(m.fieldOfSpecializationRequired, 120),
    clinicAffiliation: requiredText(m.clinicAffiliationRequired, 200),
    address: requiredText(m.practiceAddressRequired, 300),
    postalCode: postalCode(m.postalCodeRequired),
    region,
    website: websiteField(m.websiteInvalid),
    yearsOfExperience: z
      .string({ error: m.yearsOfExperienceRequired })
      .trim()
      .regex(/^\d{1,2}$/, m.yearsOfExperienceRequired)
      .transform(Number),
    specialties: choicesField(specialties, m.specialtyRequired),
    languages: requiredText(m.languagesRequired, 200),
    // Optional on registration (§5): all four blank is stored as no hours at all.
    operatingHours: z
      .object({ weekdays: hours, saturday: hours, sunday: hours, publicHoliday: hours })
      .optional()
      .transform((h) => (h && Object.values(h).some(Boolean) ? h : null)),
    insurancePartners: optionalText(1000),
    notes: optionalText(2000),
    agreedToTerms: mustTick(m.partnershipTermsRequired),
  })
  .refine(...passwordsMatch);

/** SGD, whole dollars, minimum 0, steps of 500 (spec accounts §9); blank is no pledge (null). */
const pledgeAmount = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ?? "").replace(/[,\s]/g, "").replace(/^S?\$/i, ""))
  .refine((v) => v === "" || (/^\d{1,9}$/.test(v) && Number(v) % 500 === 0), m.pledgeInvalid)
  .transform((v) => (v === "" ? null : Number(v)));

/** The company and its contact: asked at registration, corrected on the contact's profile page (issue 29). */
const company = {
  companyName: requiredText(m.companyNameRequired, 200),
  uen: code(m.uenRequired, isUen, m.uenInvalid),
  industry: z.enum(industries, { error: m.industryRequired }),
  companySize: z.enum(companySizes, { error: m.companySizeRequired }),
  contactPerson: requiredText(m.contactPersonRequired, 120),
  designation: requiredText(m.designationRequired, 120),
};
const companyPhone = phone(m.corporatePhoneRequired);
const csrChoices = choicesField(csrOptionIds, m.csrOptionRequired);

export const corporateRegistrationSchema = z
  .object({
    ...company,
    ...account(),
    phone: companyPhone,
    csrOptions: csrChoices,
    pledgeAmount,
    preferDiscussion: mayTick(),
    additionalComments: optionalText(2000),
    agreedToTerms: mustTick(m.termsRequired),
    agreedToNewsletter: mayTick(),
  })
  .refine(...passwordsMatch);

/**
 * /profile/corporate: what the contact gave at /register/corporate, but the account (e-mail, password),
 * the pledge (raised from the dashboard) and the consents (withdrawn at /account/consents).
 */
export const corporateProfileSchema = z.object({
  ...company,
  phone: companyPhone,
  csrOptions: csrChoices,
  additionalComments: optionalText(2000),
});

export type GpClinicRegistration = z.output<typeof gpClinicRegistrationSchema>;
export type SpecialistRegistration = z.output<typeof specialistRegistrationSchema>;
export type CorporateRegistration = z.output<typeof corporateRegistrationSchema>;
