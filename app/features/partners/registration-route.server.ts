import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";
import type { PartnerKind } from "#db/schema";
import { accountSayIn, requireAnonymous } from "~/features/accounts/index.server";
import { tiersWithThresholds } from "~/features/corporate";
import { unitCost } from "~/features/corporate/index.server";
import { withFlash } from "~/lib/forms/flash.server";
import { keepingTheForm } from "~/lib/http/outage.server";
import { errorSummary, type SummaryLabels, type SummaryLine } from "~/lib/forms/error-summary";
import type { Crumb } from "~/ui/page-header";
import * as facts from "../../../content/facts.json";
import { defaultLang } from "~/lib/i18n/languages";
import { translatedPageMeta } from "~/lib/i18n/page-meta.server";
import { requestLang } from "~/lib/i18n/paths";
import { localizer, pageWords } from "~/lib/i18n/says.server";
import type { T } from "~/lib/i18n/translate";
import { REGISTRATION_FORM } from "./components/registration-parts";
import type { Registered } from "./components/registration-success";
import { successPromises } from "./messages";
import { companySizes, csrOptions, gpServicesRegistration, industries, regions, specialties } from "./options";
import { registerPartner, type Registration } from "./registration.server";
import { registrationNumberLabels } from "~/lib/text/singapore-formats";

/**
 * The registration pages' messages (the spec's English) in the page's language: registration.json's
 * `says`, then the accounts' (e-mail and password rules, sign-up refusals).
 */
const { sayIn: registrationSayIn, replyIn: registrationReplyIn } = localizer("registration", accountSayIn);

export type RegistrationActionData =
  | { result: SubmissionResult<string[]>; summary: SummaryLine[]; registered?: undefined }
  | { result?: undefined; summary?: undefined; registered: Registered };

/**
 * The error summary's words for each field, in the order of the page (ui/error-summary.tsx): keys of
 * registration.json's `summary` group for the GP and specialist pages (issue 27); the corporate
 * page's English, as its page is not translated yet.
 */
const summaryKeys: Record<"gp" | "specialist", Record<string, string | [key: string, suffix: string]>> = {
  gp: {
    clinicName: "clinicName",
    doctorFullName: "doctorFullName",
    licenseNumber: "licence",
    contactPersonName: "contactPersonName",
    email: "email",
    phoneNumber: "contactPhone",
    password: "password",
    confirmPassword: "confirmPassword",
    address: "clinicAddress",
    postalCode: "postalCode",
    region: "region",
    website: "website",
    servicesOffered: ["servicesOffered", "-0"],
    "operatingHours.weekdays": "weekdayHours",
    languagesSpoken: "languagesSpoken",
    description: "clinicDescription",
    agreedToTerms: "terms",
  },
  specialist: {
    specialistName: "fullName",
    email: "email",
    phoneNumber: "phone",
    password: "password",
    confirmPassword: "confirmPassword",
    medicalRegistrationNo: "mcr",
    qualifications: "qualifications",
    fieldOfSpecialization: "field",
    yearsOfExperience: "years",
    clinicAffiliation: "affiliation",
    address: "practiceAddress",
    postalCode: "postalCode",
    region: "region",
    website: "website",
    specialties: ["specialties", "-0"],
    languages: "languagesSpoken",
    insurancePartners: "insurance",
    notes: "notes",
    agreedToTerms: "terms",
  },
};

const corporateSummary: SummaryLabels = {
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
};

function summaryLabels(kind: PartnerKind, t: T): SummaryLabels {
  if (kind === "corporate") return corporateSummary;
  return Object.fromEntries(
    Object.entries(summaryKeys[kind]).map(([name, key]) => [
      name,
      typeof key === "string" ? t(`summary.${key}`) : [t(`summary.${key[0]}`), key[1]],
    ]),
  );
}

// Passwords are never sent back into the page, even when another field is wrong.
const hideFields = ["password", "confirmPassword"];

/** A list's choices: the stored English value, its label in the page's language (registration.json). */
const choices = (t: T, group: string, values: readonly string[]) =>
  values.map((value) => ({ value, label: t(`${group}.${value}`) }));

/** The option lists each page shows come with its data, not in its code (ADR 0014). */
const optionsOf = {
  "/register/clinic": (t: T) => ({
    services: choices(t, "service", gpServicesRegistration),
    regions: choices(t, "region", regions),
  }),
  "/register/specialist": (t: T) => ({
    specialties: choices(t, "specialty", specialties),
    regions: choices(t, "region", regions),
  }),
  "/register/corporate": () => ({ industries, companySizes, csrOptions }),
} as const;

/** Each page's group of registration.json (its head, sections and labels). */
const groupOf = {
  "/register/clinic": "clinic",
  "/register/specialist": "specialist",
  "/register/corporate": "corporate",
} as const;

/**
 * The loader of each registration page: signed-in visitors go to their own dashboard. Its words in the
 * page's language (registration.json, issue 27): the shared parts' groups and the page's own; the
 * corporate page stays English for now (ADR 0027, "Still to do").
 */
export async function registrationLoader<P extends keyof typeof optionsOf>(request: Request, path: P) {
  await requireAnonymous(request);
  const group = groupOf[path];
  const lang = path === "/register/corporate" ? defaultLang : requestLang(request);
  const { t, ...words } = pageWords("registration", lang, ["form", "hours", "success", group]);
  const crumbs: Crumb[] = [{ label: t("form.crumbJoin") }, { label: t(`${group}.crumb`) }];
  return {
    ...words,
    meta: translatedPageMeta(lang, path, { title: t(`${group}.title`), description: t(`${group}.description`) }),
    page: { title: t(`${group}.title`), intro: t(`${group}.intro`), crumbs },
    options: optionsOf[path](t) as ReturnType<(typeof optionsOf)[P]>,
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
  // The schema's and the service's messages are the spec's English, said in the page's language.
  const lang = kind === "corporate" ? defaultLang : requestLang(request);
  const { t } = pageWords("registration", lang, []);
  const submission = parseWithZod(await request.formData(), { schema });
  if (submission.status !== "success") {
    const result = registrationReplyIn(lang, submission.reply({ hideFields }));
    const summary = errorSummary(result.error, REGISTRATION_FORM, summaryLabels(kind, t));
    return data<RegistrationActionData>({ result, summary }, { status: 400 });
  }
  const outcome = await registerPartner(request, { kind, input: submission.value } as Registration);
  if (!outcome.ok) {
    const message = registrationSayIn(lang, outcome.message);
    return data<RegistrationActionData>(
      { result: submission.reply({ formErrors: [message], hideFields }), summary: [] },
      { status: outcome.status, headers: withFlash({ kind: "error", message }, { context }) },
    );
  }
  const promise =
    kind === "corporate"
      ? successPromises.corporate
      : t("success.promisePartner", { count: facts.partnerContactHours });
  return data<RegistrationActionData>({ registered: { email: outcome.email, tier: outcome.tier, promise } });
}

/** The corporate page also shows the tiers and works out a pledge's tier: it needs the unit cost. */
export async function corporateRegistrationLoader(request: Request) {
  const page = await registrationLoader(request, "/register/corporate");
  const cost = await unitCost();
  return { ...page, unitCost: cost, tiers: tiersWithThresholds(cost) };
}
