import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";
import type { PartnerKind } from "#db/schema";
import { accountSayIn, choicesIn, requireAnonymous } from "~/features/accounts/index.server";
import { tiers as tierList, tiersWithThresholds } from "~/features/corporate";
import { unitCost } from "~/features/corporate/index.server";
import { withFlash } from "~/lib/forms/flash.server";
import { keepingTheForm } from "~/lib/http/outage.server";
import { errorSummary, type SummaryLabels, type SummaryLine } from "~/lib/forms/error-summary";
import type { Crumb } from "~/ui/page-header";
import * as facts from "../../../content/facts.json";
import { translatedPageMeta } from "~/lib/i18n/page-meta.server";
import { requestLang } from "~/lib/i18n/paths";
import { localizer, pageWords } from "~/lib/i18n/says.server";
import { languageTags, type Lang } from "~/lib/i18n/languages";
import { figurePhrase } from "~/lib/i18n/figures";
import { messagesFor } from "~/lib/i18n/messages.server";
import { createT, type T } from "~/lib/i18n/translate";
import { moneyIn } from "~/lib/text/money";
import { REGISTRATION_FORM } from "./components/registration-parts";
import type { Registered } from "./components/registration-success";
import { companySizes, csrOptionIds, gpServicesRegistration, industries, regions, specialties } from "./options";
import { registerPartner, type Registration } from "./registration.server";

/**
 * The registration pages' messages (the spec's English) in the page's language: registration.json's
 * `says`, then the company fields' (profiles.json's `says`, their one home: /profile/corporate
 * asks the same fields), then the accounts' (e-mail and password rules, sign-up refusals).
 */
const { sayIn: companySayIn } = localizer("profiles", accountSayIn);
export const { sayIn: registrationSayIn, replyIn: registrationReplyIn } = localizer("registration", companySayIn);

export type RegistrationActionData =
  | { result: SubmissionResult<string[]>; summary: SummaryLine[]; registered?: undefined }
  | { result?: undefined; summary?: undefined; registered: Registered };

/**
 * The error summary's words for each field, in the order of the page (ui/error-summary.tsx): keys of
 * registration.json's `summary` group (issue 27).
 */
const summaryKeys: Record<PartnerKind, Record<string, string | [key: string, suffix: string]>> = {
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
  corporate: {
    companyName: "companyName",
    uen: "uen",
    industry: "industry",
    companySize: "companySize",
    contactPerson: "contactPerson",
    designation: "designation",
    email: "email",
    phone: "phone",
    password: "password",
    confirmPassword: "confirmPassword",
    csrOptions: ["csrOptions", "-0"],
    pledgeAmount: "pledgeAmount",
    additionalComments: "additionalComments",
    agreedToTerms: "terms",
  },
};

function summaryLabels(kind: PartnerKind, t: T): SummaryLabels {
  return Object.fromEntries(
    Object.entries(summaryKeys[kind]).map(([name, key]) => [
      name,
      typeof key === "string" ? t(`summary.${key}`) : [t(`summary.${key[0]}`), key[1]],
    ]),
  );
}

// Passwords are never sent back into the page, even when another field is wrong.
const hideFields = ["password", "confirmPassword"];

/** The option lists each page shows come with its data, not in its code (ADR 0014). */
const optionsOf = {
  "/register/clinic": (t: T) => ({
    services: choicesIn(t, "service", gpServicesRegistration),
    regions: choicesIn(t, "region", regions),
  }),
  "/register/specialist": (t: T) => ({
    specialties: choicesIn(t, "specialty", specialties),
    regions: choicesIn(t, "region", regions),
  }),
  "/register/corporate": (t: T) => ({
    industries: choicesIn(t, "industry", industries),
    companySizes: choicesIn(t, "companySize", companySizes),
    csrOptions: choicesIn(t, "csr", csrOptionIds),
  }),
} as const;

/** Each page's group of registration.json (its head, sections and labels). */
const groupOf = {
  "/register/clinic": "clinic",
  "/register/specialist": "specialist",
  "/register/corporate": "corporate",
} as const;

/** The company fields' option lists in the language: /register/corporate's and /profile/corporate's. */
export const companyChoices = (t: T) => optionsOf["/register/corporate"](t);

/** registration.json's groups each page reads besides the shared parts' (the corporate page's company fields). */
const extraGroups: Partial<Record<keyof typeof optionsOf, string[]>> = { "/register/corporate": ["company"] };

/**
 * The loader of each registration page: signed-in visitors go to their own dashboard. Its words in the
 * page's language (registration.json, issue 27): the shared parts' groups and the page's own.
 */
export async function registrationLoader<P extends keyof typeof optionsOf>(request: Request, path: P) {
  await requireAnonymous(request);
  const group = groupOf[path];
  const lang = requestLang(request);
  const sections = ["form", "hours", "success", group, ...(extraGroups[path] ?? [])];
  const { t, ...words } = pageWords("registration", lang, sections);
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
  const lang = requestLang(request);
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
    kind === "corporate" ? corporatePromise(t) : t("success.promisePartner", { count: facts.partnerContactHours });
  const tier = outcome.tier ? tierName(t, outcome.tier) : null;
  return data<RegistrationActionData>({ registered: { email: outcome.email, tier, promise } });
}

/** The corporate success screen's promise: its business days taken from facts.json's text, never retyped. */
function corporatePromise(t: T): string {
  const [from, to] = facts.corporateFollowUpText.match(/\d+/g) ?? [];
  return t("success.promiseCorporate", { from: from ?? "", to: to ?? "" });
}

/** A stored tier name ("Gold Champion") in the page's language; another text as stored. */
function tierName(t: T, name: string): string {
  const tier = tierList.find((candidate) => candidate.name === name);
  return tier ? t(`tier.${tier.key}`) : name;
}

/**
 * The corporate page also shows the tiers and works out a pledge's tier: it needs the unit cost. The
 * page's figures (content/facts.json) are put in its language too.
 */
export async function corporateRegistrationLoader(request: Request) {
  const page = await registrationLoader(request, "/register/corporate");
  const cost = await unitCost();
  const { t } = pageWords("registration", page.lang, []);
  return { ...page, unitCost: cost, tiers: tiersIn(page.lang, cost), figures: corporateFigures(page.lang, t) };
}

/**
 * The sponsorship tiers in a language, with the pledge each starts at: their names, perks and tests
 * (registration.json's `tier`, `perk` and `corporate.tests*`, their one home: /register/corporate
 * and the CSR pillar show the same cards), their figures by Intl (issue 27).
 */
export function tiersIn(lang: Lang, cost: number) {
  const { t } = pageWords("registration", lang, []);
  const tag = languageTags[lang];
  // Counts grouped from five digits, as the spec writes them ("1000+ tests"); amounts by moneyIn.
  const count = (n: number) => new Intl.NumberFormat(tag, { useGrouping: "min2" }).format(n);
  return tiersWithThresholds(cost).map((tier) => {
    const tests = tier.maxTests
      ? t("corporate.testsRange", { min: count(tier.minTests), max: count(tier.maxTests) })
      : t("corporate.testsFrom", { min: count(tier.minTests) });
    return {
      ...tier,
      name: t(`tier.${tier.key}`),
      perks: tier.perks.map((perk) => t(`perk.${perk}`)),
      tests,
      from: t("corporate.tierFrom", { tests, amount: moneyIn(tag, tier.threshold) }),
    };
  });
}

/** The figures of content/facts.json the page states, in its language (the home page's `figures.*`). */
function corporateFigures(lang: Lang, t: T) {
  const late = figurePhrase(facts.lateStageText, createT(lang, messagesFor(lang, "home")));
  return {
    foundLate: t("corporate.foundLate", { late: late.charAt(0).toUpperCase() + late.slice(1) }),
    saveLives: t("corporate.saveText", { percent: facts.survivalEarlyPercent }),
  };
}
