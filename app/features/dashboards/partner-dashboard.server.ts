import { eq, sql } from "drizzle-orm";
import { appointmentRequests, gpClinics, specialists, users, type OperatingHours } from "#db/schema";
import { db } from "~/lib/db.server";
import { todayInSingapore } from "~/lib/text/singapore-date";
import { dashboardMessages as m } from "./messages";

type PartnerDashboardKind = "gp" | "specialist";

/** A profile field the completion counts: its label, and whether it is filled. */
type Check = { label: string; filled: boolean };
export type Completion = { percent: number; missing: string[]; profilePath: string };
export type Counters = Record<"new" | "contacted" | "closed", { month: number; all: number }>;
export type PartnerDashboardData =
  | { state: "missing"; message: string }
  | {
      state: "ready";
      details: { label: string; value: string }[];
      hours: { label: string; value: string }[];
      counters: Counters;
      completion: Completion;
    };

const text = (v: string | null | undefined) => v?.trim() ?? "";
const shown = (v: string | null | undefined) => text(v) || m.notSpecified;
const list = (v: readonly string[] | null | undefined) => (v?.length ? v.join(", ") : m.notSpecified);

const hourLabels: [keyof OperatingHours, string][] = [
  ["weekdays", "Weekdays"],
  ["saturday", "Saturday"],
  ["sunday", "Sunday"],
  ["publicHoliday", "Public holidays"],
];

/** Spec content §9: each day's hours, "Not specified" when empty. */
function operatingHours(hours: OperatingHours | null) {
  return hourLabels.map(([key, label]) => ({ label, value: shown(hours?.[key]) }));
}

/** Share of the profile form's fields that are filled, and the labels of those that are not. */
function completion(checks: Check[], profilePath: string): Completion {
  const filled = checks.filter((c) => c.filled).length;
  return {
    percent: Math.round((filled / checks.length) * 100),
    missing: checks.filter((c) => !c.filled).map((c) => c.label),
    profilePath,
  };
}

/** The first moment of this month in Singapore (UTC+8, no daylight saving). */
export function startOfMonthInSingapore(now = new Date()): Date {
  return new Date(`${todayInSingapore(now).slice(0, 7)}-01T00:00:00+08:00`);
}

/**
 * New / contacted / closed requests made to one directory entry, this month (Singapore time) and
 * in all, in one pass over its rows.
 */
export async function appointmentCounters(
  kind: PartnerDashboardKind,
  entryId: string,
  now = new Date(),
): Promise<Counters> {
  const column = kind === "gp" ? appointmentRequests.gpClinicId : appointmentRequests.specialistId;
  const since = startOfMonthInSingapore(now);
  const status = appointmentRequests.status;
  const all = (s: string) => sql<number>`count(*) filter (where ${status} = ${s})::int`;
  const month = (s: string) =>
    sql<number>`count(*) filter (where ${status} = ${s} and ${appointmentRequests.createdAt} >= ${since.toISOString()})::int`;
  const [row] = await db()
    .select({
      newAll: all("new"),
      newMonth: month("new"),
      contactedAll: all("contacted"),
      contactedMonth: month("contacted"),
      closedAll: all("closed"),
      closedMonth: month("closed"),
    })
    .from(appointmentRequests)
    .where(eq(column, entryId));
  const n = (v: number | undefined) => Number(v ?? 0);
  return {
    new: { month: n(row?.newMonth), all: n(row?.newAll) },
    contacted: { month: n(row?.contactedMonth), all: n(row?.contactedAll) },
    closed: { month: n(row?.closedMonth), all: n(row?.closedAll) },
  };
}

const postal = (code: string) => (text(code) ? `Singapore ${text(code)}` : m.notSpecified);

/**
 * The GP clinic dashboard (spec content §2.6, §7): the clinic record the account manages with its
 * contact's profile, the counters and the completion of the profile form (/profile/gp-clinic).
 */
export async function gpClinicDashboard(userId: string, now = new Date()): Promise<PartnerDashboardData> {
  const [row] = await db()
    .select({ contactName: users.fullName, contactPhone: users.phoneNumber, clinic: gpClinics })
    .from(users)
    .leftJoin(gpClinics, eq(gpClinics.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return { state: "missing", message: m.profileMissing };
  const c = row.clinic;
  if (!c) return { state: "missing", message: m.gpClinicMissing };
  // The fields of the GP clinic profile form, in its order.
  const checks: Check[] = [
    { label: "Contact person name", filled: !!text(row.contactName) },
    { label: "Contact phone number", filled: !!text(row.contactPhone) },
    { label: "Clinic name", filled: !!text(c.clinicName) },
    { label: "Doctor's full name", filled: !!text(c.doctorFullName) },
    { label: "Licence number", filled: !!text(c.licenseNumber) },
    { label: "Address", filled: !!text(c.address) },
    { label: "Postal code", filled: !!text(c.postalCode) },
    { label: "Region", filled: !!text(c.region) },
    { label: "Services offered", filled: c.servicesOffered.length > 0 },
    { label: "Weekday operating hours", filled: !!text(c.operatingHours?.weekdays) },
    { label: "Languages spoken", filled: !!text(c.languagesSpoken) },
    { label: "Website", filled: !!text(c.website) },
    { label: "Description", filled: !!text(c.description) },
  ];
  return {
    state: "ready",
    details: [
      { label: "Clinic name", value: shown(c.clinicName) },
      { label: "Doctor", value: shown(c.doctorFullName) },
      { label: "Licence number", value: shown(c.licenseNumber) },
      { label: "Contact person", value: shown(row.contactName) },
      { label: "Contact phone", value: shown(row.contactPhone) },
      { label: "Address", value: shown(c.address) },
      { label: "Postal code", value: postal(c.postalCode) },
      { label: "Region", value: shown(c.region) },
      { label: "Services offered", value: list(c.servicesOffered) },
      { label: "Languages spoken", value: shown(c.languagesSpoken) },
      { label: "Website", value: shown(c.website) },
    ],
    hours: operatingHours(c.operatingHours),
    counters: await appointmentCounters("gp", c.id, now),
    completion: completion(checks, "/profile/gp-clinic"),
  };
}

/** The specialist dashboard: as the GP clinic's, from the specialist record and /profile/specialist. */
export async function specialistDashboard(userId: string, now = new Date()): Promise<PartnerDashboardData> {
  const [row] = await db()
    .select({ phone: users.phoneNumber, email: users.email, entry: specialists })
    .from(users)
    .leftJoin(specialists, eq(specialists.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) return { state: "missing", message: m.profileMissing };
  const s = row.entry;
  if (!s) return { state: "missing", message: m.specialistMissing };
  const hoursGiven = Object.values(s.operatingHours ?? {}).some((v) => !!text(v));
  // The fields of the specialist profile form, in its order (years of experience always has a value).
  const checks: Check[] = [
    { label: "Full name", filled: !!text(s.fullName) },
    { label: "Phone number", filled: !!text(row.phone) },
    { label: "Medical registration number", filled: !!text(s.medicalRegistrationNo) },
    { label: "Qualifications", filled: !!text(s.qualifications) },
    { label: "Field of specialisation", filled: !!text(s.fieldOfSpecialization) },
    { label: "Clinic affiliation", filled: !!text(s.clinicAffiliation) },
    { label: "Practice address", filled: !!text(s.address) },
    { label: "Postal code", filled: !!text(s.postalCode) },
    { label: "Region", filled: !!text(s.region) },
    { label: "Website", filled: !!text(s.website) },
    { label: "Specialties", filled: s.specialties.length > 0 },
    { label: "Languages", filled: !!text(s.languages) },
    { label: "Operating hours", filled: hoursGiven },
    { label: "Insurance partners", filled: !!text(s.insurancePartners) },
  ];
  return {
    state: "ready",
    details: [
      { label: "Name", value: shown(s.fullName) },
      { label: "Email", value: shown(row.email) },
      { label: "Phone", value: shown(row.phone) },
      { label: "Medical registration number", value: shown(s.medicalRegistrationNo) },
      { label: "Qualifications", value: shown(s.qualifications) },
      { label: "Field of specialisation", value: shown(s.fieldOfSpecialization) },
      { label: "Specialties", value: list(s.specialties) },
      { label: "Clinic affiliation", value: shown(s.clinicAffiliation) },
      { label: "Address", value: shown(s.address) },
      { label: "Postal code", value: postal(s.postalCode) },
      { label: "Languages", value: shown(s.languages) },
      { label: "Years of experience", value: String(s.yearsOfExperience) },
      { label: "Website", value: shown(s.website) },
    ],
    hours: operatingHours(s.operatingHours),
    counters: await appointmentCounters("specialist", s.id, now),
    completion: completion(checks, "/profile/specialist"),
  };
}
