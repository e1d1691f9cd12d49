import { and, asc, eq, ne, sql } from "drizzle-orm";
import {
  corporateSponsorships,
  corporates,
  gpClinics,
  partnerReviews,
  specialists,
  users,
  type ApprovalStatus,
  type PartnerKind,
  type PendingChanges,
} from "#db/schema";
import { db } from "~/lib/db.server";
import {
  isMcrNumber,
  isPostalCode,
  isUen,
  regionForPostalCode,
  singaporePhone,
  registrationNumberLabels,
} from "~/lib/text/singapore-formats";
import { partnerIdentifierColumn, partnerNameColumn, partnerTable } from "../partner-tables.server";
import { csrOptionLabel } from "../options";

type HistoryEntry = {
  action: string;
  fromStatus: ApprovalStatus | null;
  toStatus: ApprovalStatus | null;
  message: string | null;
  by: string | null;
  byApplicant: boolean;
  at: Date;
};
export type Submitted = { label: string; value: string }[];
export type Check = { label: string; ok: boolean; detail: string };
export type Duplicate = {
  kind: PartnerKind;
  id: string;
  name: string;
  email: string | null;
  status: ApprovalStatus;
  why: string;
};

const text = (v: unknown) =>
  v === null || v === undefined || v === "" ? "—" : Array.isArray(v) ? v.join(", ") : String(v);
const hours = (h: Record<string, string> | null) =>
  h
    ? [
        ["Weekdays", h.weekdays],
        ["Saturday", h.saturday],
        ["Sunday", h.sunday],
        ["Public holidays", h.publicHoliday],
      ]
        .filter(([, v]) => v)
        .map(([k, v]) => `${k}: ${v}`)
        .join("; ") || "—"
    : "—";

/** What the applicant submitted, labelled as the registration form labels it. */
async function submitted(kind: PartnerKind, id: string) {
  if (kind === "gp") {
    const [c] = await db().select().from(gpClinics).where(eq(gpClinics.id, id));
    if (!c) return null;
    return {
      row: c,
      name: c.clinicName,
      fields: [
        ["Clinic name", c.clinicName],
        ["Doctor's full name", c.doctorFullName],
        [registrationNumberLabels.licence, c.licenseNumber],
        ["Phone", c.phone],
        ["Address", c.address],
        ["Postal code", c.postalCode],
        ["Region", c.region],
        ["Services offered", c.servicesOffered],
        ["Operating hours", hours(c.operatingHours)],
        ["Languages spoken", c.languagesSpoken],
        ["Website", c.website],
        ["Description", c.description],
      ] as const,
      checks: [postalCheck(c.postalCode, c.region), phoneCheck(c.phone)],
    };
  }
  if (kind === "specialist") {
    const [s] = await db().select().from(specialists).where(eq(specialists.id, id));
    if (!s) return null;
    return {
      row: s,
      name: s.fullName,
      fields: [
        ["Full name", s.fullName],
        [registrationNumberLabels.mcr, s.medicalRegistrationNo],
        ["Qualifications", s.qualifications],
        ["Field of specialisation", s.fieldOfSpecialization],
        ["Primary clinic affiliation", s.clinicAffiliation],
        ["Phone", s.phone],
        ["Practice address", s.address],
        ["Postal code", s.postalCode],
        ["Region", s.region],
        ["Website", s.website],
        ["Years of experience", s.yearsOfExperience],
        ["Specialties", s.specialties],
        ["Languages", s.languages],
        ["Operating hours", hours(s.operatingHours)],
        ["Insurance partners", s.insurancePartners],
        ["Notes", s.notes],
      ] as const,
      checks: [
        {
          label: "MCR number format",
          ok: isMcrNumber(s.medicalRegistrationNo),
          detail: "M, five digits and a letter (check it on the SMC register)",
        },
        postalCheck(s.postalCode, s.region),
        phoneCheck(s.phone),
      ],
    };
  }
  const [c] = await db().select().from(corporates).where(eq(corporates.id, id));
  if (!c) return null;
  const [sponsorship] = await db()
    .select()
    .from(corporateSponsorships)
    .where(eq(corporateSponsorships.corporateId, c.id))
    .orderBy(asc(corporateSponsorships.createdAt))
    .limit(1);
  return {
    row: c,
    name: c.companyName,
    fields: [
      ["Company name", c.companyName],
      [registrationNumberLabels.uen, c.uen],
      ["Industry", c.industry],
      ["Company size", c.companySize],
      ["Contact person", c.contactPersonName],
      ["Designation", c.designation],
      ["Phone", c.phone],
      ["CSR interests", c.csrOptions.map(csrOptionLabel)],
      ["Pledge (S$)", c.pledgeAmount === null ? null : c.pledgeAmount.toLocaleString("en-SG")],
      ["Tier the pledge reaches", sponsorship?.sponsorshipTier ?? null],
      ["Prefers to discuss first", c.preferDiscussion ? "Yes" : "No"],
      ["Additional comments", c.additionalComments],
      ["Newsletter", c.agreedToNewsletter ? "Yes" : "No"],
    ] as const,
    checks: [
      { label: "UEN format", ok: isUen(c.uen), detail: "one of ACRA's three formats (check it on ACRA's BizFile)" },
      phoneCheck(c.phone),
    ],
  };
}

function postalCheck(postalCode: string, region: string): Check {
  const suggested = regionForPostalCode(postalCode);
  if (!isPostalCode(postalCode)) return { label: "Postal code", ok: false, detail: "not a Singapore postal code" };
  return {
    label: "Postal code and region",
    ok: suggested === region,
    detail:
      suggested === region
        ? `${postalCode} lies in the ${region} region`
        : `${postalCode} usually lies in the ${suggested} region, not ${region}`,
  };
}

function phoneCheck(phone: string | null): Check {
  return {
    label: "Phone number",
    ok: phone !== null && singaporePhone(phone) !== null,
    detail: phone ? "a Singapore number" : "none given",
  };
}

/**
 * Other partners with the same licence / MCR / UEN, or (GP clinics) the same clinic name and
 * postal code: never refused at the form (that would tell a stranger who is registered), flagged
 * here to the reviewer instead.
 */
async function duplicatesOf(kind: PartnerKind, id: string, row: Record<string, unknown>): Promise<Duplicate[]> {
  const identifier = String(
    row[kind === "gp" ? "licenseNumber" : kind === "specialist" ? "medicalRegistrationNo" : "uen"],
  );
  const found: Duplicate[] = [];
  for (const other of [kind]) {
    const t = partnerTable(other);
    const sameId = sql`upper(${partnerIdentifierColumn[other]}) = upper(${identifier})`;
    const rows = await db()
      .select({
        id: t.id,
        name: partnerNameColumn[other],
        email: users.email,
        status: t.approvalStatus,
        sameId: sql<boolean>`${sameId}`,
      })
      .from(t)
      .leftJoin(users, eq(users.id, t.userId))
      .where(
        and(
          ne(t.id, id),
          kind === "gp"
            ? sql`(${sameId} or (lower(${gpClinics.clinicName}) = lower(${String(row.clinicName)}) and ${gpClinics.postalCode} = ${String(row.postalCode)}))`
            : sameId,
        ),
      )
      .limit(20);
    for (const r of rows)
      found.push({
        kind: other,
        id: r.id,
        name: r.name,
        email: r.email,
        status: r.status,
        why: r.sameId ? "same registration number" : "same clinic name and postal code",
      });
  }
  return found;
}

async function history(kind: PartnerKind, id: string, applicantId: string | null): Promise<HistoryEntry[]> {
  const rows = await db()
    .select({
      action: partnerReviews.action,
      fromStatus: partnerReviews.fromStatus,
      toStatus: partnerReviews.toStatus,
      message: partnerReviews.message,
      actorId: partnerReviews.actorId,
      by: users.email,
      at: partnerReviews.createdAt,
    })
    .from(partnerReviews)
    .leftJoin(users, eq(users.id, partnerReviews.actorId))
    .where(and(eq(partnerReviews.partnerKind, kind), eq(partnerReviews.partnerId, id)))
    .orderBy(asc(partnerReviews.createdAt));
  return rows.map(({ actorId, ...r }) => ({ ...r, byApplicant: actorId !== null && actorId === applicantId }));
}

export type Application = {
  kind: PartnerKind;
  id: string;
  name: string;
  status: ApprovalStatus;
  isSample: boolean;
  submittedAt: Date;
  applicant: { name: string; email: string; emailVerified: boolean } | null;
  fields: Submitted;
  checks: Check[];
  duplicates: Duplicate[];
  pendingChanges: PendingChanges | null;
  /** The words for each identity field a change may hold. */
  changeLabels: Record<string, string>;
  history: HistoryEntry[];
};

const changeLabels: Record<string, string> = {
  clinicName: "Clinic name",
  licenseNumber: registrationNumberLabels.licence,
  medicalRegistrationNo: registrationNumberLabels.mcr,
  companyName: "Company name",
  uen: registrationNumberLabels.uen,
};

/** Everything the reviewer sees on one application. */
export async function applicationDetail(kind: PartnerKind, id: string): Promise<Application | null> {
  const found = await submitted(kind, id);
  if (!found) return null;
  const { row } = found;
  const [applicant] = row.userId
    ? await db()
        .select({ name: users.fullName, email: users.email, emailVerified: users.emailVerified })
        .from(users)
        .where(eq(users.id, row.userId))
    : [];
  return {
    kind,
    id,
    name: found.name,
    status: row.approvalStatus,
    isSample: row.isSample,
    submittedAt: row.createdAt,
    applicant: applicant ?? null,
    fields: found.fields.map(([label, value]) => ({ label, value: text(value) })),
    checks: found.checks,
    duplicates: await duplicatesOf(kind, id, row as unknown as Record<string, unknown>),
    pendingChanges: row.pendingChanges,
    changeLabels,
    history: await history(kind, id, row.userId),
  };
}

export type PartnerStatus = Omit<Application, "checks" | "duplicates" | "applicant" | "changeLabels">;

/**
 * The status page a partner who is not approved sees at their dashboard address; null once
 * approved (the dashboard opens) or when the account manages no partner record.
 */
export async function partnerStatus(userId: string, kind: PartnerKind): Promise<PartnerStatus | null> {
  const t = partnerTable(kind);
  const [row] = await db().select({ id: t.id, status: t.approvalStatus }).from(t).where(eq(t.userId, userId));
  if (!row || row.status === "approved") return null;
  const detail = await applicationDetail(kind, row.id);
  if (!detail) return null;
  const { checks: _c, duplicates: _d, applicant: _a, changeLabels: _l, ...status } = detail;
  // The applicant hears from "the RID-CRC team", never an admin's own address.
  return { ...status, history: status.history.map((h) => ({ ...h, by: null })) };
}
