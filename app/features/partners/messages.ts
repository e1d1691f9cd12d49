import * as facts from "../../../content/facts.json";
import { partnerFieldMessages } from "~/features/accounts";
import { plural } from "~/lib/text/plural";

/**
 * Every message of spec accounts §5 (GP clinic, specialist, corporate registration) and §8
 * (registration errors) these pages show, word for word; then the ones the spec leaves to us.
 */
export const messages = {
  // §5 the partner record's fields (the profile pages use the same words)
  ...partnerFieldMessages,

  // §5 shared account rules
  emailRequired: "Email is required",
  emailRequiredClinic: "Email is required for login",
  emailInvalid: "Please enter a valid email address",
  passwordRequired: "Password is required",
  confirmRequired: "Please confirm your password",
  passwordsDoNotMatch: "Passwords do not match",
  /** The partner password rule (ADR 0015): the reset rule of §5. */
  passwordRule:
    "Password must be at least 8 characters with at least one uppercase letter, one lowercase letter, and one number",
  passwordTooLong: "Password must be less than 128 characters",

  // §5 specialist registration
  partnershipTermsRequired: "You must agree to the partnership terms",

  // §5 GP clinic registration
  contactNameRequiredAdmin: "Contact person name is required (for account admin)",
  serviceOfferedRequired: "Select at least one service offered",

  // §5 corporate registration
  companyNameRequired: "Company name is required",
  uenRequired: "UEN number is required",
  industryRequired: "Industry selection is required",
  companySizeRequired: "Company size is required",
  contactPersonRequired: "Contact person is required",
  designationRequired: "Designation is required",
  corporatePhoneRequired: "Phone number is required",
  csrOptionRequired: "Please select at least one CSR option",
  termsRequired: "You must agree to the terms and conditions",

  // §8 registration errors
  registrationUpdating: "The registration system is currently being updated. Please try again in a few minutes.",
  registrationDatabaseError: "There was a database error during registration. Please try again in a few minutes.",
  clinicUnexpected: "An unexpected error occurred during clinic registration.",
  specialistUnexpected: "An unexpected error occurred during specialist signup.",
  corporateUnexpected: "An unexpected error occurred.",
  tooManySignups: "Too many signup attempts. Please wait a few minutes and try again.",
  registrationClosed: "New account registration is currently disabled.",

  // Ours: the formats the spec leaves open (issue #13).
  postalCodeUnknown: "Please check the postal code: Singapore postal codes start with 01 to 82 (not 74)",
  mcrInvalid: "Enter the MCR number as on your SMC registration: the letter M, five digits and a letter, e.g. M12345A",
  uenInvalid: "Enter the UEN as ACRA issued it, e.g. 53312345K, 201534871K or T09LL0001B",
  phoneInvalid: "Enter a Singapore phone number, e.g. 6123 4567 or +65 9123 4567",
  pledgeInvalid: "Enter the pledge in whole Singapore dollars, in steps of 500 (e.g. 50000), or leave it empty",
  yearsTooMany: "Valid years of experience is required",
} as const;

/** What the success screens and the status page promise (spec accounts §9). */
export const promises = {
  partnerContact: `within ${plural(facts.partnerContactHours, "hour")}`,
  corporateProposal: facts.corporateFollowUpText,
} as const;
