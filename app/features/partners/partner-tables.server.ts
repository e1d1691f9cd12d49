import { corporates, gpClinics, specialists, users, type PartnerKind } from "#db/schema";
import { eq } from "drizzle-orm";

/**
 * The three partner tables share their review columns (db/schema/partners.ts `reviewColumns`):
 * id, user_id, approval_status, pending_changes, updated_at. The review reads and writes only those
 * through this one view of each table, typed as the GP table's (the columns are the same).
 */
type ReviewTable = typeof gpClinics;
export const partnerTable = (kind: PartnerKind): ReviewTable =>
  ({ gp: gpClinics, specialist: specialists, corporate: corporates })[kind] as unknown as ReviewTable;

/** The name the team and the applicant know each partner by. */
export const partnerNameColumn = {
  gp: gpClinics.clinicName,
  specialist: specialists.fullName,
  corporate: corporates.companyName,
} as const;

/** The registration number each kind is identified by: licence, MCR, UEN. */
export const partnerIdentifierColumn = {
  gp: gpClinics.licenseNumber,
  specialist: specialists.medicalRegistrationNo,
  corporate: corporates.uen,
} as const;

export const applicant = (kind: PartnerKind) => eq(users.id, partnerTable(kind).userId);
