import type { EnquiryKind } from "#db/schema";

// The enquiry pages' choices and words (ADR 0016). Plain data with no Zod: the pages show them in
// the browser without loading the schemas (ADR 0013); enquiry.schema.ts checks against the same lists.

/** What a government agency may want to talk about. */
export const governmentTopics = [
  "Population screening programmes",
  "Public awareness campaigns",
  "Policy and research collaboration",
  "Data and outcomes reporting",
  "Workplace health for public servants",
  "Something else",
] as const;

/** The kinds of study a person may register interest in. */
export const trialInterests = [
  "Screening and early detection studies",
  "Studies for people with polyps or a family history",
  "Treatment studies for people with colorectal cancer",
  "Any study I may be suitable for",
] as const;

/** Trials recruit by age; a group, never a date of birth, is all the coordinator needs first. */
export const ageGroups = ["Under 40", "40–49", "50–59", "60–69", "70 and above"] as const;

/** What the team promises a government agency (the acknowledgement and the page say the same). */
export const governmentReplyPromise = "within 2-3 business days";
/** The same promise to anyone who writes through the contact form. */
export const contactReplyPromise = governmentReplyPromise;

/** The contact form asks no subject: its enquiries are all this one (the console's "About"). */
export const contactTopic = "Message to the team";

export const enquiryKindLabels: Record<EnquiryKind, string> = {
  government: "Government agency",
  trial: "Clinical trial interest",
  contact: "Contact form",
  nomination: "Clinician nomination",
};

export const enquiryStatusLabels = { new: "New", handled: "Handled" } as const;

export const enquiryMessages = {
  fullNameRequired: "Full name is required",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  agencyRequired: "Agency name is required",
  designationRequired: "Designation is required",
  topicRequired: "Please choose what your enquiry is about",
  ageGroupRequired: "Please choose your age group",
  consentRequired: "Please agree to be contacted about your enquiry",
  messageRequired: "Please write your message",
  clinicianRequired: "Please enter the clinician's name",
  clinicRequired: "Please enter the clinic or hospital where they practise",
  reasonRequired: "Please tell us why you are nominating them",
  phoneInvalid: "Enter a Singapore phone number, e.g. 6123 4567 or +65 9123 4567",
  tooMany: "Too many signup attempts. Please wait a few minutes and try again.",
  unexpected: "An unexpected error occurred.",

  // The admin console
  handled: (name: string) => `Marked as handled: the enquiry from ${name}.`,
  notFound: "This enquiry does not exist. Nothing was changed.",
  alreadyHandled: "This enquiry was already marked as handled. Nothing was changed.",
} as const;
