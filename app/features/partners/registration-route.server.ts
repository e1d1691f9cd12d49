import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";
import type { PartnerKind } from "#db/schema";
import { requireAnonymous } from "~/features/accounts/index.server";
import { tiersWithThresholds } from "~/features/corporate";
import { unitCost } from "~/features/corporate/index.server";
import { withFlash } from "~/lib/forms/flash.server";
import { keepingTheForm } from "~/lib/http/outage.server";
import { errorSummary, type SummaryLabels, type SummaryLine } from "~/lib/forms/error-summary";
import { pageMeta } from "~/lib/page/seo";
import type { Crumb } from "~/ui/page-header";
import { canonical } from "~/lib/page/seo.server";
import { REGISTRATION_FORM } from "./components/registration-parts";
import type { Registered } from "./components/registration-success";
import { successPromises } from "./messages";
import { companySizes, csrOptions, gpServicesRegistration, industries, regions, specialties } from "./options";
import { registerPartner, type Registration } from "./registration.server";
import { registrationNumberLabels } from "~/lib/text/singapore-formats";

export type RegistrationActionData =
  | { result: SubmissionResult<string[]>; summary: SummaryLine[]; registered?: undefined }
  | { result?: undefined; summary?: undefined; registered: Registered };

/** The error summary's words for each field, in the order of the page (ui/error-summary.tsx). */
const summaryLabels: Record<PartnerKind, SummaryLabels> = {
  gp: {
    clinicName: "Clinic name",
    doctorFullName: "Doctor's full name",
    licenseNumber: registrationNumberLabels.licence,
    contactPersonName: "Contact person name",
    email: "Email address",
    phoneNumber: "Contact phone number",
    password: "Password",
    confirmPassword: "Confirm password",
    address: "Clinic address",
    postalCode: "Postal code",
    region: "Region",
    website: "Website",
    servicesOffered: ["Services offered", "-0"],
    "operatingHours.weekdays": "Weekday hours",
    languagesSpoken: "Languages spoken",
    description: "Clinic description",
    agreedToTerms: "Terms",
  },
  specialist: {
    specialistName: "Full name",
    email: "Email address",
    phoneNumber: "Phone number",
    password: "Password",
    confirmPassword: "Confirm password",
    medicalRegistrationNo: registrationNumberLabels.mcr,
    qualifications: "Qualifications",
    fieldOfSpecialization: "Field of specialisation",
    yearsOfExperience: "Years of experience",
    clinicAffiliation: "Primary clinic affiliation",
    address: "Practice address",
    postalCode: "Postal code",
    region: "Region",
    website: "Website",
    specialties: ["Specialties", "-0"],
    languages: "Languages spoken",
    insurancePartners: "Insurance partners",
    notes: "Notes",
    agreedToTerms: "Terms",
  },
  corporate: {
    companyName: "Company name",
    uen: registrationNumberLabels.uen,
    industry: "Industry",
    companySize: "Company size",
    contactPerson: "Contact person",
    designation: "Designation",
    email: "Email address",
    phone: "Phone number",
    password: "Password",
    confirmPassword: "Confirm password",
    csrOptions: ["CSR options", "-0"],
    pledgeAmount: "Pledge amount",
    additionalComments: "Additional comments",
    agreedToTerms: "Terms",
  },
};

// Passwords are never sent back into the page, even when another field is wrong.
const hideFields = ["password", "confirmPassword"];

/** The option lists each page shows come with its data, not in its code (ADR 0014). */
const optionsOf = {
  "/register/clinic": { services: gpServicesRegistration, regions },
  "/register/specialist": { specialties, regions },
  "/register/corporate": { industries, companySizes, csrOptions },
} as const;

/** The loader of each registration page: signed-in visitors go to their own dashboard. */
type PageCopy = { title: string; description: string; intro: string; crumbs: Crumb[] };

export async function registrationLoader<P extends keyof typeof optionsOf>(request: Request, path: P, copy: PageCopy) {
  await requireAnonymous(request);
  const { description, ...page } = copy;
  return {
    meta: pageMeta({ title: page.title, description, canonical: canonical(path) }),
    page,
    options: optionsOf[path],
  };
}

/**
 * The action of each registration page: the kind comes from the page, the fields from its schema
 * (nothing else the form sends is read). Field messages answer 400 with everything typed kept;
 * a failure of §8 shows in the form's banner and as a toast; success replaces the form. Through a
 * database outage the form comes back as typed, with the 503's message (keepingTheForm).
 */
export function registrationAction<S extends z.ZodType>(
  request: Request,
  context: object,
  kind: PartnerKind,
  schema: S,
) {
  return keepingTheForm(
    () => registered(request, context, kind, schema),
    (result): RegistrationActionData => ({ result, summary: [] }),
  )({ request });
}

async function registered<S extends z.ZodType>(request: Request, context: object, kind: PartnerKind, schema: S) {
  await requireAnonymous(request);
  const submission = parseWithZod(await request.formData(), { schema });
  if (submission.status !== "success") {
    const result = submission.reply({ hideFields });
    const summary = errorSummary(result.error, REGISTRATION_FORM, summaryLabels[kind]);
    return data<RegistrationActionData>({ result, summary }, { status: 400 });
  }
  const outcome = await registerPartner(request, { kind, input: submission.value } as Registration);
  if (!outcome.ok)
    return data<RegistrationActionData>(
      { result: submission.reply({ formErrors: [outcome.message], hideFields }), summary: [] },
      { status: outcome.status, headers: withFlash({ kind: "error", message: outcome.message }, { context }) },
    );
  const promise = kind === "corporate" ? successPromises.corporate : successPromises.partner;
  return data<RegistrationActionData>({ registered: { email: outcome.email, tier: outcome.tier, promise } });
}

/** The corporate page also shows the tiers and works out a pledge's tier: it needs the unit cost. */
export async function corporateRegistrationLoader(request: Request, head: PageCopy) {
  const page = await registrationLoader(request, "/register/corporate", head);
  const cost = await unitCost();
  return { ...page, unitCost: cost, tiers: tiersWithThresholds(cost) };
}
