import { z } from "zod";
import { isRealDate, todayInSingapore } from "~/lib/text/singapore-date";
import { choicesField, optionalText, requiredText, websiteField } from "~/lib/forms/schema-fields";

export { gpServices, profileMessages, regions, specialties, successMessageMs, type Region } from "./profile-options";
import { profileMessages, regions, specialties, gpServices } from "./profile-options";
import { isPostalCode } from "~/lib/text/singapore-formats";

const m = profileMessages;

/** People older than this cannot be entered (a typo in the year, most likely). */
const MAX_AGE_YEARS = 120;

const required = requiredText;

const phone = (message: string) => required(message, 30).regex(/^\+?[\d\s()-]{6,}$/, m.phoneInvalid);

const website = websiteField(m.websiteInvalid);

const region = z.enum(regions, { error: m.regionRequired });

const choices = choicesField;

/** ISO dates compare as text; the oldest date allowed is today, 120 years ago. */
const dateOfBirth = z
  .string({ error: m.dateOfBirthRequired })
  .trim()
  .min(1, m.dateOfBirthRequired)
  .refine(isRealDate, m.dateOfBirthInvalid)
  .refine((v) => !isRealDate(v) || v <= todayInSingapore(), m.dateOfBirthFuture)
  .refine((v) => {
    if (!isRealDate(v)) return true;
    const today = todayInSingapore();
    return v >= `${Number(today.slice(0, 4)) - MAX_AGE_YEARS}${today.slice(4)}`;
  }, m.dateOfBirthTooOld);

const hours = optionalText(200).transform((v) => v ?? "");

/**
 * Spec accounts §5 "Champion profile". E-mail is read-only and user_type, status and the admin
 * fields are not part of any profile form: extra fields sent with the form are dropped.
 */
export const championProfileSchema = z.object({
  fullName: required(m.fullNameRequired, 120),
  phoneNumber: phone(m.phoneRequired),
  dateOfBirth,
  address: required(m.addressRequired, 300),
});

/**
 * An administrator's own name and phone (/admin/profile, issue 29): the Champion's two fields, with
 * their rules and messages. No id is among them: the row is always the signed-in admin's.
 */
export const adminProfileSchema = championProfileSchema.pick({ fullName: true, phoneNumber: true });

/** Spec accounts §3 Specialist and §5 "Specialist profile". */
export const specialistProfileSchema = z.object({
  fullName: required(m.fullNameRequired, 120),
  phoneNumber: phone(m.phoneRequired),
  medicalRegistrationNo: required(m.medicalRegistrationRequired, 40),
  qualifications: required(m.qualificationsRequired, 500),
  fieldOfSpecialization: required(m.fieldOfSpecializationRequired, 120),
  clinicAffiliation: required(m.clinicAffiliationRequired, 200),
  address: required(m.practiceAddressRequired, 300),
  postalCode: required(m.postalCodeRequired, 6).refine(isPostalCode, m.postalCodeInvalid),
  region,
  website,
  yearsOfExperience: z
    .number({ error: m.yearsOfExperienceRequired })
    .int(m.yearsOfExperienceRequired)
    .min(0, m.yearsOfExperienceRequired)
    .max(80, m.yearsOfExperienceRequired),
  specialties: choices(specialties, m.specialtyRequired),
  languages: required(m.languagesRequired, 200),
  // Optional for specialists: all four blank is stored as no hours at all.
  operatingHours: z
    .object({ weekdays: hours, saturday: hours, sunday: hours, publicHoliday: hours })
    .transform((h) => (Object.values(h).some(Boolean) ? h : null)),
  insurancePartners: optionalText(1000),
  notes: optionalText(2000),
});

/** Spec accounts §3 GP clinic and §5 "GP clinic profile"; the contact person is the account holder. */
export const gpClinicProfileSchema = z.object({
  contactPersonName: required(m.contactNameRequired, 120),
  phoneNumber: phone(m.contactPhoneRequired),
  clinicName: required(m.clinicNameRequired, 200),
  doctorFullName: required(m.doctorNameRequired, 120),
  licenseNumber: required(m.licenseRequired, 40),
  address: required(m.clinicAddressRequired, 300),
  postalCode: z.string({ error: m.postalCodeInvalid }).trim().refine(isPostalCode, m.postalCodeInvalid),
  region,
  servicesOffered: choices(gpServices, m.serviceRequired),
  operatingHours: z.object({
    weekdays: required(m.weekdayHoursRequired, 200),
    saturday: hours,
    sunday: hours,
    publicHoliday: hours,
  }),
  languagesSpoken: optionalText(200),
  website,
  description: optionalText(2000),
});

export type ChampionProfileInput = z.output<typeof championProfileSchema>;
export type SpecialistProfileInput = z.output<typeof specialistProfileSchema>;
export type GpClinicProfileInput = z.output<typeof gpClinicProfileSchema>;
