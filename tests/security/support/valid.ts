import { totp } from "../../e2e/fixtures/totp";
import { weekdayAheadInSingapore } from "../../support/weekday";
import {
  clientAddress,
  DEMO,
  get,
  Jar,
  mailsTo,
  post,
  signUpFields,
  uniqueEmail,
  type Client,
  type Sessions,
} from "./accounts";
import type { ClassifiedAction } from "./actions";
import { concrete } from "./catalogue";
import { text } from "./http";
import type { SecurityServer } from "./server";

/** What valid bodies need that only the running server knows. */
export type ValidContext = {
  /** One per reset page, so that each page's own control can use its token. */
  resetTokens: Record<"reset-password" | "auth-reset-password", string>;
  admin: { email: string; password: string };
  /** A backup code of the enrolled admin (valid whatever TOTP step was used last), else a current code. */
  secondStepCode: string;
  appointments: { gpclinic: string; specialist: string };
};

export function appointmentFields(extra: Partial<Record<string, string>> = {}): [string, string][] {
  return Object.entries({
    name: "Tan Security",
    email: uniqueEmail("appointment"),
    phone: "9123 4567",
    clinic: "",
    preferredClinic: "Any clinic near Bishan",
    preferredDate: weekdayAheadInSingapore(),
    preferredTime: "morning",
    message: "",
    website: "",
    ...extra,
  }) as [string, string][];
}

/** The appointment form's hidden `clinic` value for the first directory entry matching a search. */
export async function directoryEntry(
  server: SecurityServer,
  directory: "find-a-gp" | "find-a-specialist",
  search: string,
) {
  const client: Client = { ip: clientAddress(), jar: new Jar() };
  const list = text(await get(server, client, `/${directory}?search=${encodeURIComponent(search)}`));
  const href = list.match(/\/appointments\/new\?(gp|specialist)=([\w-]+)/);
  if (!href) throw new Error(`No entry for "${search}" on /${directory}`);
  return `${href[1]}:${href[2]}`;
}

/** A request to the demo partner's own entry, and its id as its dashboard shows it. */
async function appointmentFor(server: SecurityServer, sessions: Sessions, role: "gpclinic" | "specialist") {
  const clinic =
    role === "gpclinic"
      ? await directoryEntry(server, "find-a-gp", "Admiralty")
      : await directoryEntry(server, "find-a-specialist", "Aishah");
  const client: Client = { ip: clientAddress(), jar: new Jar() };
  const made = await post(server, client, "/appointments/new", appointmentFields({ clinic }));
  if (made.status !== 200) throw new Error(`Appointment request for ${clinic} failed: ${made.status}`);
  const dashboard = text(
    await get(server, await sessions.of(role), role === "gpclinic" ? "/dashboard/gp-clinic" : "/dashboard/specialist"),
  );
  const id = dashboard.match(/name="id" value="([^"]+)"/)?.[1];
  if (!id) throw new Error(`The ${role} dashboard shows no appointment request`);
  return id;
}

/** A real password-reset token: a new account asks for a reset, the token is taken from the e-mail. */
async function resetToken(server: SecurityServer): Promise<string> {
  const email = uniqueEmail("reset");
  const client: Client = { ip: clientAddress(), jar: new Jar() };
  await post(server, client, "/join-the-movement", signUpFields(email));
  await post(server, client, "/forgot-password", [["email", email]]);
  const link = (await mailsTo(server, email)).flatMap((m) => m.links).find((l) => l.includes("reset-password"));
  const token = link?.match(/reset-password\/([^/?#]+)/)?.[1];
  if (!token) throw new Error(`No reset link for ${email}`);
  return decodeURIComponent(token);
}

export async function validContext(server: SecurityServer, sessions: Sessions): Promise<ValidContext> {
  const admin = await sessions.enrolledAdmin();
  return {
    resetTokens: { "reset-password": await resetToken(server), "auth-reset-password": await resetToken(server) },
    admin: server.admin,
    secondStepCode: admin.backupCodes[0] ?? totp(admin.secret),
    appointments: {
      gpclinic: await appointmentFor(server, sessions, "gpclinic"),
      specialist: await appointmentFor(server, sessions, "specialist"),
    },
  };
}

export const storyFields = (content = "Screening early made all the difference for my family."): [string, string][] => [
  ["storyType", "Caregiver"],
  ["experienceType", "Undergoing a colonoscopy"],
  ["location", "Singapore"],
  ["content", content],
  ["isPublic", "on"],
];

export const championProfileFields = (extra: Partial<Record<string, string>> = {}): [string, string][] =>
  Object.entries({
    fullName: "Demo Champion",
    phoneNumber: "+65 9123 4567",
    dateOfBirth: "1980-05-17",
    address: "1 Example Road, Singapore 123456",
    ...extra,
  }) as [string, string][];

export const specialistProfileFields = (extra: Partial<Record<string, string>> = {}): [string, string][] =>
  Object.entries({
    fullName: "Dr Aishah binte Mohamed Salim",
    phoneNumber: "+65 6123 4567",
    medicalRegistrationNo: "M12345A",
    qualifications: "MBBS (Singapore), MRCP (UK)",
    fieldOfSpecialization: "Gastroenterology",
    clinicAffiliation: "Example Specialist Centre",
    address: "38 Irrawaddy Road, Singapore",
    postalCode: "329563",
    region: "Central",
    website: "",
    yearsOfExperience: "12",
    specialties: "Colonoscopy (Screening)",
    languages: "English, Malay",
    "operatingHours.weekdays": "9am to 5pm",
    "operatingHours.saturday": "",
    "operatingHours.sunday": "",
    "operatingHours.publicHoliday": "",
    insurancePartners: "",
    notes: "",
    ...extra,
  }) as [string, string][];

export const gpClinicProfileFields = (extra: Partial<Record<string, string>> = {}): [string, string][] =>
  Object.entries({
    contactPersonName: "Demo Clinic Contact",
    phoneNumber: "+65 6555 1234",
    clinicName: "Admiralty Care Medical Clinic",
    doctorFullName: "Dr Lim Wei Ming",
    licenseNumber: "L12345",
    address: "678A Woodlands Avenue 6, Singapore",
    postalCode: "731678",
    region: "North",
    servicesOffered: "FIT Test",
    "operatingHours.weekdays": "8am to 5pm",
    "operatingHours.saturday": "",
    "operatingHours.sunday": "",
    "operatingHours.publicHoliday": "",
    languagesSpoken: "English",
    website: "",
    description: "",
    ...extra,
  }) as [string, string][];

/**
 * The demo corporate contact's company (db/seed-data/corporates.ts, the first by name) as it is:
 * a save that writes, without leaving a change of name or UEN waiting for the team.
 */
const corporateProfileFields = (): [string, string][] => [
  ["contactPerson", "Hariz bin Rosli"],
  ["designation", "Sustainability Lead"],
  ["phone", "+65 6517 2094"],
  ["companyName", "Banyan Circuit Technologies Pte Ltd"],
  ["uen", "201809452M"],
  ["industry", "Technology & Software"],
  ["companySize", "201-500 employees"],
  ["csrOptions", "workplace-screening"],
  ["csrOptions", "public-screening"],
  ["csrOptions", "media-partnership"],
  ["additionalComments", "Keen to co-brand a social media campaign encouraging screening from age 45."],
];

/** Every quiz answer (the first option of each question): a complete, gradable quiz. */
const quizFields = (): [string, string][] => [
  ["step", "9"],
  ["intent", "submit"],
  ...Array.from({ length: 10 }, (_, i): [string, string] => [`answer-${i + 1}`, "0"]),
];

/**
 * A body each action would accept and act on (a write, a sign-in, an e-mail), so that only the
 * rule under test can stop it: real credentials, a real reset token, a real appointment id (the
 * classification's validForm passes the schema, not the server). `generic` marks an action this
 * file does not know yet: its body is the classification's validForm, else made from field names.
 */
export function validBody(
  action: ClassifiedAction,
  context: ValidContext,
): { fields: [string, string][]; generic: boolean } {
  const known = (fields: [string, string][]) => ({ fields, generic: false });
  switch (action.id) {
    case "login":
    case "champion-sign-in":
    case "partner-sign-in":
      return known([
        ["email", DEMO.champion.email],
        ["password", DEMO.champion.password],
      ]);
    case "features/accounts/routes/two-factor-challenge":
      return known([
        ["code", context.secondStepCode],
        ["redirectTo", "/admin/dashboard"],
      ]);
    case "features/accounts/routes/forgot-password":
      return known([["email", DEMO.champion.email]]);
    case "reset-password":
    case "auth-reset-password":
      return known([
        ["token", context.resetTokens[action.id]],
        ["password", "Reset-Security-9"],
        ["confirmPassword", "Reset-Security-9"],
      ]);
    case "join-the-movement":
    case "join-movement":
    case "signup-champion":
      return known(signUpFields(uniqueEmail("csrf-signup")));
    case "features/accounts/routes/admin-login":
      return known([
        ["email", context.admin.email],
        ["password", context.admin.password],
      ]);
    case "features/accounts/routes/two-factor-settings":
      return known([["password", DEMO.champion.password]]);
    case "features/accounts/routes/profile-champion":
      return known(championProfileFields());
    case "features/accounts/routes/profile-specialist":
      return known(specialistProfileFields());
    case "features/accounts/routes/profile-gp-clinic":
      return known(gpClinicProfileFields());
    case "features/partners/routes/profile-corporate":
      return known(corporateProfileFields());
    case "features/admin/routes/profile":
      // The poster's own name and phone (the form names no account).
      return known([
        ["fullName", "Security Admin"],
        ["phoneNumber", "+65 6123 4567"],
      ]);
    case "features/accounts/routes/change-password":
      return known([
        ["currentPassword", DEMO.champion.password],
        ["password", "Changed-Security-9"],
        ["confirmPassword", "Changed-Security-9"],
      ]);
    case "features/accounts/routes/logout":
      return known([]);
    case "dashboard-gp-clinic":
      return known([
        ["id", context.appointments.gpclinic],
        ["status", "contacted"],
      ]);
    case "dashboard-specialist":
      return known([
        ["id", context.appointments.specialist],
        ["status", "contacted"],
      ]);
    case "dashboard-champion":
    case "dashboard-corporate":
      // The action serves the partner dashboards only: here a real request's id, which must stay untouched.
      return known([
        ["id", context.appointments.gpclinic],
        ["status", "closed"],
      ]);
    case "features/community/routes/refer-friend":
      return known([
        ["emails[0]", uniqueEmail("friend")],
        ["message", "Please get screened, it matters."],
      ]);
    case "features/community/routes/share-your-story":
    case "features/site/routes/awareness-pillar":
      return known(storyFields());
    case "features/community/routes/quiz":
      return known(quizFields());
    case "features/directory/routes/appointment-new":
      return known(appointmentFields());
    case "features/screening/routes/remind":
      // A visitor's due-date reminder: a date a year on, from a checker row that gives one.
      return known([
        ["email", uniqueEmail("remind")],
        ["dueOn", `${new Date().getFullYear() + 1}-06-15`],
        ["rule", "fit-up-to-date"],
      ]);
    default:
      // An action this file does not know yet: the classification's schema-valid form, else its field names.
      return {
        fields: action.validForm
          ? Object.entries(action.validForm).flatMap(([name, value]) =>
              (typeof value === "string" ? [value] : [...value]).map((v): [string, string] => [name, v]),
            )
          : action.fields.map((field): [string, string] => [concrete(field), "valid"]),
        generic: true,
      };
  }
}

/**
 * The body of the positive control (own Origin), when the valid one would spoil a shared fixture:
 * the demo champion's password must not change.
 */
export function controlBody(action: ClassifiedAction, context: ValidContext): [string, string][] {
  if (action.id === "features/accounts/routes/change-password")
    return [
      ["currentPassword", "not-the-password"],
      ["password", "Changed-Security-9"],
      ["confirmPassword", "Changed-Security-9"],
    ];
  return validBody(action, context).fields;
}

/**
 * What the first positive control (own Origin, the control body) must get: the action's success
 * (below 400), or the answer its control body is meant to get.
 */
export function controlOutcome(action: ClassifiedAction): "success" | number {
  switch (action.id) {
    case "features/accounts/routes/change-password":
      return 400; // a wrong current password, on purpose (see controlBody)
    case "dashboard-champion":
    case "dashboard-corporate":
      return 404; // the status action serves the partner dashboards only
    case "features/admin/routes/enquiries":
    case "features/admin/routes/partner-application":
    case "features/admin/routes/user":
    case "features/admin/routes/user-role":
    case "features/admin/routes/system":
    case "features/admin/routes/content-stories":
    case "features/admin/routes/content-appointments":
    case "features/admin/routes/event":
    case "features/admin/routes/event-registrations":
    case "features/events/routes/event":
    case "features/events/routes/manage-registration":
    case "features/admin/routes/content-advisors":
    case "features/admin/routes/content-advisor":
    case "features/screening/routes/reminder-opt-out":
    case "features/screening/routes/reminder-manage":
    case "features/newsletter/routes/confirm":
    case "features/newsletter/routes/unsubscribe":
    case "features/accounts/routes/confirm-email-change":
    case "features/directory/routes/my-appointment":
    case "features/events/routes/my-registration":
    case "features/community/routes/my-referral":
    case "features/community/routes/my-story":
    case "features/corporate/routes/my-pledge":
      return 404; // the classification's valid id names no enquiry / application / event / advisor / reminder: "not found"
    case "features/admin/routes/content-articles":
      return 400; // the valid form names no advisor: the reviewer field's message, nothing written
    case "features/admin/routes/content-translations":
      return 400; // the valid form names an article with no translation: the field's message, nothing written
    case "features/admin/routes/deletions":
      return 400; // the valid form names an address with no account: the field's message, nothing filed
    case "features/privacy/routes/delete-account":
      return 400; // the poster's password is not the valid form's: the password's message, nothing deleted
    case "features/accounts/routes/change-email":
      return 400; // the same: the password's message, no link sent
    case "features/admin/routes/pledges":
      return 409; // the valid id names no pledge waiting for a decision: "no longer waiting"
    case "features/admin/routes/settings":
      return 409; // the control sets the value it already has: "unchanged", nothing written
    default:
      return "success";
  }
}
