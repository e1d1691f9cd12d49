import { randomBytes, randomInt, randomUUID } from "node:crypto";
import { parseWithZod } from "@conform-to/zod/v4";
import { and, asc, count, eq, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { z } from "zod";
import {
  accounts,
  adminActivityLog,
  corporateSponsorships,
  corporates,
  emailOutbox,
  gpClinics,
  partnerReviews,
  specialists,
  users,
  type ApprovalStatus,
  type PartnerKind,
} from "../../db/schema";
import { createAccount } from "../../server/seed";
import type { SessionUser } from "../../app/features/accounts/index.server";
import {
  corporateRegistrationSchema,
  gpClinicRegistrationSchema,
  specialistRegistrationSchema,
} from "../../app/features/partners/registration.schema";
import type { RegistrationActionData } from "../../app/features/partners/registration-route.server";
import { type DecisionInput } from "../../app/features/partners/review/review.server";
import * as registerClinic from "../../app/features/partners/routes/register-clinic";
import * as registerCorporate from "../../app/features/partners/routes/register-corporate";
import * as registerSpecialist from "../../app/features/partners/routes/register-specialist";
import { CLIENT_IP_HEADER } from "../../app/lib/http/client-ip";
import { callRoute } from "./route-call";
import { randomIp, unique } from "./unique";

export { randomIp, unique };

import { db } from "../../app/lib/db.server";

// Partner registration and review (issue #13), end to end on the database: the three registration
// actions, the e-mail verification hook, the team's decisions (and their race), identity changes
// of approved partners, the review queue, the duplicate check and the demo applications.

export const token = () => `tok${randomBytes(5).toString("hex")}`;
export const PASSWORD = "Partner-Pass-42";

// ---------------------------------------------------------------------------------------------
// Forms as the browser sends them

export type Fields = Record<string, string | string[]>;

export function form(fields: Fields): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const v of Array.isArray(value) ? value : [value]) body.append(name, v);
  return body;
}

export function without(fields: Fields, name: string): Fields {
  const { [name]: _dropped, ...rest } = fields;
  return rest;
}

export function gpForm(over: Fields = {}): Fields {
  return {
    clinicName: unique("Tampines Family Clinic"),
    doctorFullName: "Dr Ong Kah Seng",
    licenseNumber: unique("hcsa-lic"),
    contactPersonName: "Mdm Lee Bee Hoon",
    email: `${unique("gp")}@example.sg`,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    phoneNumber: "6234 5678",
    address: "Blk 201 Tampines Street 21, #01-10",
    postalCode: "520201",
    region: "East",
    servicesOffered: ["Colonoscopy Referral", "FIT Test"],
    "operatingHours.weekdays": "9am - 6pm",
    "operatingHours.saturday": "9am - 1pm",
    "operatingHours.sunday": "",
    "operatingHours.publicHoliday": "",
    languagesSpoken: "",
    website: "",
    description: "",
    agreedToTerms: "on",
    ...over,
  };
}

export function specialistForm(over: Fields = {}): Fields {
  return {
    specialistName: unique("Dr Aisha Rahman"),
    email: `${unique("specialist")}@example.sg`,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    phoneNumber: "+65 9123 4567",
    medicalRegistrationNo: "m 12345a",
    qualifications: "MBBS, MRCS",
    fieldOfSpecialization: "Gastroenterology",
    clinicAffiliation: "Novena Gut Centre",
    address: "10 Sinaran Drive, #05-01",
    postalCode: "307506",
    region: "Central",
    website: "www.gut.example.sg",
    yearsOfExperience: "12",
    specialties: ["Polypectomy", "Colonoscopy (Screening)"],
    languages: "English, Malay",
    "operatingHours.weekdays": "",
    "operatingHours.saturday": "",
    "operatingHours.sunday": "",
    "operatingHours.publicHoliday": "",
    insurancePartners: "",
    notes: "",
    agreedToTerms: "on",
    ...over,
  };
}

export function corporateForm(over: Fields = {}): Fields {
  return {
    companyName: unique("Marina Bay Holdings Pte Ltd"),
    uen: "201534871k",
    industry: "Banking & Finance",
    companySize: "51-200 employees",
    contactPerson: "Ms Tan Hui Min",
    designation: "CSR Manager",
    email: `${unique("corporate")}@example.sg`,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    phone: "9123 4567",
    csrOptions: ["health-talks", "workplace-screening"],
    pledgeAmount: "40,000",
    additionalComments: "",
    agreedToTerms: "on",
    agreedToNewsletter: "on",
    ...over,
  };
}

export const forms = { gp: gpForm, specialist: specialistForm, corporate: corporateForm };
export const actions = {
  gp: registerClinic.action,
  specialist: registerSpecialist.action,
  corporate: registerCorporate.action,
};
export const paths = { gp: "/register/clinic", specialist: "/register/specialist", corporate: "/register/corporate" };
export const schemas = {
  gp: gpClinicRegistrationSchema,
  specialist: specialistRegistrationSchema,
  corporate: corporateRegistrationSchema,
};

export type Reply = {
  status: number;
  registered?: { email: string; tier: string | null };
  formErrors: string[];
  fieldErrors: Record<string, string[]>;
  raw: unknown;
};

/** Posts a registration form to its page's action, from one client address. */
/** `prefix`: the page's language in the address ("/zh"), English without one. */
export async function register(kind: PartnerKind, fields: Fields, ip = randomIp(), prefix = ""): Promise<Reply> {
  const request = new Request(`http://localhost:3000${prefix}${paths[kind]}`, {
    method: "POST",
    body: form(fields),
    headers: { [CLIENT_IP_HEADER]: ip },
  });
  const { status, data } = await callRoute<RegistrationActionData>(actions[kind], request);
  const { "": formErrors, ...fieldErrors } = (data.result?.error ?? {}) as Record<string, string[] | null>;
  return {
    status,
    registered: data.registered,
    formErrors: formErrors ?? [],
    fieldErrors: Object.fromEntries(Object.entries(fieldErrors).map(([k, v]) => [k, v ?? []])),
    raw: data,
  };
}

/** The field messages a form gets from its schema, as the action reads it. */
export function errorsOf(schema: z.ZodType, fields: Fields): Record<string, string[]> {
  const submission = parseWithZod(form(fields), { schema });
  if (submission.status === "success") return {};
  return Object.fromEntries(Object.entries(submission.error ?? {}).map(([k, v]) => [k, v ?? []]));
}

// ---------------------------------------------------------------------------------------------
// Reading the database

export const userByEmail = async (email: string) =>
  db()
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));

export const mailsTo = (email: string) =>
  db()
    .select()
    .from(emailOutbox)
    .where(eq(sql`lower(${emailOutbox.to})`, email.toLowerCase()))
    .orderBy(asc(emailOutbox.createdAt));

export const historyOf = (kind: PartnerKind, id: string) =>
  db()
    .select()
    .from(partnerReviews)
    .where(and(eq(partnerReviews.partnerKind, kind), eq(partnerReviews.partnerId, id)))
    .orderBy(asc(partnerReviews.createdAt));

export const tableOf = { gp: gpClinics, specialist: specialists, corporate: corporates } as const;

export async function statusOf(kind: PartnerKind, id: string): Promise<ApprovalStatus> {
  const t = tableOf[kind];
  const [row] = await db().select({ s: t.approvalStatus }).from(t).where(eq(t.id, id));
  return row!.s;
}

/** The console's audit rows about one application. */
export const logsOf = (id: string) => db().select().from(adminActivityLog).where(eq(adminActivityLog.targetId, id));

export async function rowCount(table: PgTable) {
  const [row] = await db().select({ n: count() }).from(table);
  return row!.n;
}

/** Every table a registration writes: none may change when a registration is refused or fails. */
export async function totals() {
  return {
    users: await rowCount(users),
    accounts: await rowCount(accounts),
    gpClinics: await rowCount(gpClinics),
    specialists: await rowCount(specialists),
    corporates: await rowCount(corporates),
    sponsorships: await rowCount(corporateSponsorships),
    reviews: await rowCount(partnerReviews),
  };
}

// ---------------------------------------------------------------------------------------------
// Applications and reviewers written straight into the database

export type App = { kind: PartnerKind; id: string; name: string; userId: string; email: string; user: SessionUser };

export const userTypes = { gp: "gpclinic", specialist: "specialist", corporate: "corporate_contact" } as const;

export async function application(
  kind: PartnerKind,
  approvalStatus: ApprovalStatus,
  over: Record<string, unknown> = {},
  email = `${unique(`applicant-${kind}`)}@example.sg`,
): Promise<App> {
  const userId = randomUUID();
  const fullName = `Applicant ${unique("name")}`;
  await db().insert(users).values({ id: userId, email, fullName, userType: userTypes[kind], emailVerified: true });
  let id: string;
  let name: string;
  if (kind === "gp") {
    const [row] = await db()
      .insert(gpClinics)
      .values({
        userId,
        clinicName: unique("Bedok Family Clinic"),
        doctorFullName: "Dr Lim Test",
        licenseNumber: unique("LIC").toUpperCase(),
        address: "Blk 1 Bedok North Road, #01-01",
        postalCode: "460001",
        region: "East",
        approvalStatus,
        ...over,
      })
      .returning({ id: gpClinics.id, name: gpClinics.clinicName });
    ({ id, name } = row!);
  } else if (kind === "specialist") {
    const [row] = await db()
      .insert(specialists)
      .values({
        userId,
        fullName: unique("Dr Tan Specialist"),
        medicalRegistrationNo: `M${randomInt(10_000, 100_000)}Q`,
        qualifications: "MBBS",
        fieldOfSpecialization: "Gastroenterology",
        clinicAffiliation: "Novena Gut Centre",
        address: "10 Sinaran Drive",
        postalCode: "307506",
        region: "Central",
        approvalStatus,
        ...over,
      })
      .returning({ id: specialists.id, name: specialists.fullName });
    ({ id, name } = row!);
  } else {
    const [row] = await db()
      .insert(corporates)
      .values({
        userId,
        companyName: unique("Changi Logistics Pte Ltd"),
        uen: `2019${randomInt(10_000, 100_000)}N`,
        industry: "Transportation & Logistics",
        companySize: "51-200 employees",
        contactPersonName: fullName,
        designation: "HR Director",
        phone: "+65 6272 9180",
        approvalStatus,
        ...over,
      })
      .returning({ id: corporates.id, name: corporates.companyName });
    ({ id, name } = row!);
    await db().update(users).set({ corporateId: id }).where(eq(users.id, userId));
  }
  const user: SessionUser = {
    id: userId,
    email,
    name: fullName,
    userType: userTypes[kind],
    status: "active",
    emailVerified: true,
    twoFactorEnabled: false,
  };
  return { kind, id, name, userId, email, user };
}

export async function reviewer(label: string): Promise<SessionUser> {
  const email = `${unique(label)}@rid-crc.test`;
  const id = await createAccount(db(), {
    email,
    password: "Reviewer-Pass-1",
    name: `Reviewer ${label}`,
    userType: "admin",
  });
  return {
    id,
    email,
    name: `Reviewer ${label}`,
    userType: "admin",
    status: "active",
    emailVerified: true,
    twoFactorEnabled: true,
  };
}

export const adminRequest = (ip = "203.0.113.7") =>
  new Request("http://localhost:3000/admin/partners/x/y", { method: "POST", headers: { [CLIENT_IP_HEADER]: ip } });

export const decision = (
  app: App,
  choice: DecisionInput["decision"],
  expected: ApprovalStatus,
  message: string | null = null,
): DecisionInput => ({ kind: app.kind, id: app.id, decision: choice, expected, message });

/** What a decision may write: nothing of it may appear when the decision is refused. */
export async function traces(app: App) {
  return {
    status: await statusOf(app.kind, app.id),
    history: (await historyOf(app.kind, app.id)).length,
    logs: (await logsOf(app.id)).length,
    mails: (await mailsTo(app.email)).length,
  };
}

// =============================================================================================
// 1. Registration
