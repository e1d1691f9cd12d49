import { regions, type Region } from "#db/schema/regions";
import options from "../../../../content/options.json";

// The profile forms' option lists and messages, apart from the schemas: the pages show them, and
// the browser must not load Zod for that (ADR 0013). profile.schema.ts re-exports them.

export { regions, type Region };

/** The option lists of spec accounts §3 (content/options.json is their one home). */
export const specialties: readonly string[] = options.specialties;
export const gpServices: readonly string[] = options.gpServices;

/**
 * The words of a partner's own record (spec accounts §5), the same at registration (partners) and on
 * the profile pages: one home for both.
 */
export const partnerFieldMessages = {
  fullNameRequired: "Full name is required",
  phoneRequired: "Phone number is required",
  medicalRegistrationRequired: "Medical registration number is required",
  qualificationsRequired: "Professional qualifications are required",
  fieldOfSpecializationRequired: "Field of specialization is required",
  clinicAffiliationRequired: "Primary clinic affiliation is required",
  practiceAddressRequired: "Practice address is required",
  postalCodeRequired: "Postal code is required",
  regionRequired: "Region is required",
  yearsOfExperienceRequired: "Valid years of experience is required",
  specialtyRequired: "Please select at least one specialty",
  languagesRequired: "Languages spoken are required",
  contactPhoneRequired: "Contact phone number is required",
  clinicNameRequired: "Clinic name is required",
  doctorNameRequired: "Doctor's full name is required",
  licenseRequired: "Clinic license number is required",
  clinicAddressRequired: "Clinic address is required",
  postalCodeInvalid: "Valid 6-digit postal code is required",
  weekdayHoursRequired: "Weekday operating hours are required",
  websiteInvalid: "Please enter a valid website address, for example https://www.example.sg",
  tooLong: (max: number) => `Please keep this to ${max} characters or fewer`,
} as const;

/** Every message of spec accounts §5 (profiles) and §8 (Profiles) that these pages show, word for word. */
export const profileMessages = {
  ...partnerFieldMessages,

  dateOfBirthRequired: "Date of birth is required",
  addressRequired: "Address is required",

  contactNameRequired: "Contact person name is required",
  serviceRequired: "Please select at least one service",

  championLoadFailed: (message: string) => `Unable to load profile data. ${message}`,
  specialistLoadFailed: (message: string) => `Failed to load profile data. ${message}`,
  clinicLoadFailed: (message: string) => `Failed to load clinic profile data. ${message}`,
  specialistNotFound: "User profile not found.",
  clinicNotFound: "User profile (contact) not found.",
  updateFailed: "Failed to update profile.",
  updated: "Profile updated successfully!",
  clinicUpdated: "Clinic profile updated successfully!",
  // The corporate contact's page (issue 29): ours, in the words of the clinic's.
  companyLoadFailed: (message: string) => `Failed to load company profile data. ${message}`,
  companyNotFound: "Company profile (contact) not found.",

  // Not quoted by the spec: the details it leaves open (ours).
  loadFailedDetail: "Please refresh the page to try again.",
  phoneInvalid: "Please enter a valid phone number",
  dateOfBirthInvalid: "Please enter a valid date of birth",
  dateOfBirthFuture: "Date of birth cannot be in the future",
  dateOfBirthTooOld: "Please check the year: date of birth must be within the last 120 years",
  // An administrator's own details (/admin/profile, issue 29), counted as the /account/* corrections are.
  tooManyChanges: "You have changed your details too many times in the last hour. Please try again later.",
} as const;

/** Spec accounts §9: how long the success message stays (milliseconds). */
export const successMessageMs = { champion: 4_000, specialist: 5_000, gpClinic: 5_000 } as const;
