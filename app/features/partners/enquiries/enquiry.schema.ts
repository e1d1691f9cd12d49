import { z } from "zod";
import { emailField } from "~/features/accounts/index.server";
import { mustTick, optionalText, requiredText } from "~/lib/forms/schema-fields";
import { ageGroups, enquiryMessages as m, governmentTopics, trialInterests } from "./enquiry-options";
import { singaporePhone } from "~/lib/text/singapore-formats";

// The enquiry forms (ADR 0016): only what the team needs to reply. Fields the server decides
// (status, handled_by, consented_at…) belong to no schema, so a forged one is dropped.

/** Optional; when given, a Singapore number, stored as "+65 6123 4567". Blank is null. */
const phone = optionalText(30).transform((value, ctx) => {
  if (value === null) return null;
  const formatted = singaporePhone(value);
  if (!formatted) ctx.addIssue({ code: "custom", message: m.phoneInvalid });
  return formatted ?? value;
});

const contact = {
  fullName: requiredText(m.fullNameRequired, 120),
  email: emailField(m.emailRequired),
  phone,
};

const message = optionalText(2000);
/** The box says exactly what the person agrees to; the time they agreed is stored with the enquiry. */
const consent = mustTick(m.consentRequired);

export const governmentEnquirySchema = z.object({
  ...contact,
  organisation: requiredText(m.agencyRequired, 200),
  designation: requiredText(m.designationRequired, 120),
  topic: z.enum(governmentTopics, { error: m.topicRequired }),
  message,
  consent,
});

export const trialEnquirySchema = z.object({
  ...contact,
  ageGroup: z.enum(ageGroups, { error: m.ageGroupRequired }),
  topic: z.enum(trialInterests, { error: m.topicRequired }),
  message,
  consent,
});

/** Talk to Us (the contact page): only who is writing and what they want to say. */
export const contactEnquirySchema = z.object({
  fullName: contact.fullName,
  email: contact.email,
  message: requiredText(m.messageRequired, 2000),
  consent,
});

/** Nominate a clinician (/join-the-movement#nominate-clinician): who nominates whom, and why. */
export const nominationEnquirySchema = z.object({
  fullName: contact.fullName,
  email: contact.email,
  clinician: requiredText(m.clinicianRequired, 120),
  clinic: requiredText(m.clinicRequired, 200),
  message: requiredText(m.reasonRequired, 2000),
  consent,
});

/** The console's "Mark handled" button. */
export const enquiryHandledSchema = z.object({ id: z.uuid({ error: m.notFound }) });

export type GovernmentEnquiry = z.output<typeof governmentEnquirySchema>;
export type TrialEnquiry = z.output<typeof trialEnquirySchema>;
export type ContactEnquiry = z.output<typeof contactEnquirySchema>;
export type NominationEnquiry = z.output<typeof nominationEnquirySchema>;
