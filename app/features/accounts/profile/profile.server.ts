import { eq } from "drizzle-orm";
import { champions, corporates, gpClinics, specialists, users, type OperatingHours } from "#db/schema";
import { db, throwIfDatabaseUnavailable } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { holdIdentityChanges, withPendingChanges } from "./identity-changes.server";
import {
  profileMessages as m,
  type ChampionProfileInput,
  type GpClinicProfileInput,
  type SpecialistProfileInput,
} from "./profile.schema";

/** What a profile page starts from: the form's current values, or the §8 message saying why not. */
export type Loaded<Values> =
  | {
      ok: true;
      email: string;
      values: Values;
      /** Identity fields waiting for the team's review. */ pendingReview?: string[];
    }
  | { ok: false; message: string };
export type Saved = { ok: true } | { ok: false; message: string; status: number };

const noHours: OperatingHours = { weekdays: "", saturday: "", sunday: "", publicHoliday: "" };

/** Thrown inside a save's transaction so that everything it wrote is rolled back. */
class ProfileNotFound extends Error {}

async function load<Values>(
  what: string,
  userId: string,
  failed: (detail: string) => string,
  read: () => Promise<Loaded<Values>>,
): Promise<Loaded<Values>> {
  try {
    return await read();
  } catch (error) {
    throwIfDatabaseUnavailable(error);
    // The database's own words stay in the log; the visitor gets the spec's message.
    logger.error({ err: error, userId }, `${what} profile load failed`);
    return { ok: false, message: failed(m.loadFailedDetail) };
  }
}

async function save(what: string, userId: string, notFound: string, write: () => Promise<void>): Promise<Saved> {
  try {
    await write();
    return { ok: true };
  } catch (error) {
    throwIfDatabaseUnavailable(error);
    if (error instanceof ProfileNotFound) return { ok: false, message: notFound, status: 404 };
    logger.error({ err: error, userId }, `${what} profile update failed`);
    return { ok: false, message: m.updateFailed, status: 500 };
  }
}

type ChampionProfileValues = { fullName: string; phoneNumber: string; dateOfBirth: string; address: string };

/** Profile fields of the account plus the champion's date of birth (a missing champions row is fine). */
export function loadChampionProfile(userId: string): Promise<Loaded<ChampionProfileValues>> {
  return load("champion", userId, m.championLoadFailed, async () => {
    const [row] = await db()
      .select({
        email: users.email,
        fullName: users.fullName,
        phoneNumber: users.phoneNumber,
        address: users.address,
        dateOfBirth: champions.dateOfBirth,
      })
      .from(users)
      .leftJoin(champions, eq(champions.userId, users.id))
      .where(eq(users.id, userId));
    if (!row) throw new Error("signed-in user has no users row");
    return {
      ok: true,
      email: row.email,
      values: {
        fullName: row.fullName,
        phoneNumber: row.phoneNumber ?? "",
        dateOfBirth: row.dateOfBirth ?? "",
        address: row.address ?? "",
      },
    };
  });
}

/** update_champion_profile_details: the account's profile fields and the champions row, together. */
export function saveChampionProfile(userId: string, input: ChampionProfileInput): Promise<Saved> {
  return save("champion", userId, m.updateFailed, () =>
    db().transaction(async (tx) => {
      const updated = await tx
        .update(users)
        .set({
          fullName: input.fullName,
          phoneNumber: input.phoneNumber,
          address: input.address,
          updatedAt: new Date(),
        })
        .where(eq(users.id, userId))
        .returning({ id: users.id });
      if (!updated.length) throw new ProfileNotFound();
      await tx
        .insert(champions)
        .values({ userId, dateOfBirth: input.dateOfBirth })
        .onConflictDoUpdate({
          target: champions.userId,
          set: { dateOfBirth: input.dateOfBirth, updatedAt: new Date() },
        });
    }),
  );
}

type SpecialistProfileValues = {
  fullName: string;
  phoneNumber: string;
  medicalRegistrationNo: string;
  qualifications: string;
  fieldOfSpecialization: string;
  clinicAffiliation: string;
  address: string;
  postalCode: string;
  region: string;
  website: string;
  yearsOfExperience: number;
  specialties: string[];
  languages: string;
  operatingHours: OperatingHours;
  insurancePartners: string;
  notes: string;
};

/** The specialist this account manages. A super admin (or an unlinked account) has none: §8 "not found". */
export function loadSpecialistProfile(userId: string): Promise<Loaded<SpecialistProfileValues>> {
  return load("specialist", userId, m.specialistLoadFailed, async () => {
    const [row] = await db()
      .select({ email: users.email, phoneNumber: users.phoneNumber, specialist: specialists })
      .from(users)
      .innerJoin(specialists, eq(specialists.userId, users.id))
      .where(eq(users.id, userId));
    if (!row) return { ok: false, message: m.specialistNotFound };
    const s = row.specialist;
    return {
      ok: true,
      email: row.email,
      ...withPendingChanges(
        {
          // The specialist's own name: the one the directory shows (a save keeps the account's name equal).
          fullName: s.fullName,
          phoneNumber: row.phoneNumber ?? "",
          medicalRegistrationNo: s.medicalRegistrationNo,
          qualifications: s.qualifications,
          fieldOfSpecialization: s.fieldOfSpecialization,
          clinicAffiliation: s.clinicAffiliation,
          address: s.address,
          postalCode: s.postalCode,
          region: s.region,
          website: s.website ?? "",
          yearsOfExperience: s.yearsOfExperience,
          specialties: s.specialties,
          languages: s.languages ?? "",
          operatingHours: { ...noHours, ...s.operatingHours },
          insurancePartners: s.insurancePartners ?? "",
          notes: s.notes ?? "",
        },
        s.pendingChanges,
      ),
    };
  });
}

/** update_specialist_profile: name and phone on the account, the rest on the linked specialists row. */
export function saveSpecialistProfile(userId: string, input: SpecialistProfileInput): Promise<Saved> {
  const { phoneNumber, ...practice } = input;
  return save("specialist", userId, m.specialistNotFound, () =>
    db().transaction(async (tx) => {
      const updated = await tx
        .update(users)
        .set({ fullName: input.fullName, phoneNumber, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning({ id: users.id });
      if (!updated.length) throw new ProfileNotFound();
      const linked = await tx
        .update(specialists)
        .set({ ...(await holdIdentityChanges(tx, "specialist", userId, practice)), updatedAt: new Date() })
        .where(eq(specialists.userId, userId))
        .returning({ id: specialists.id });
      if (!linked.length) throw new ProfileNotFound();
    }),
  );
}

type GpClinicProfileValues = {
  contactPersonName: string;
  phoneNumber: string;
  clinicName: string;
  doctorFullName: string;
  licenseNumber: string;
  address: string;
  postalCode: string;
  region: string;
  servicesOffered: string[];
  operatingHours: OperatingHours;
  languagesSpoken: string;
  website: string;
  description: string;
};

/** The clinic this account manages, with its contact person (the account holder). */
export function loadGpClinicProfile(userId: string): Promise<Loaded<GpClinicProfileValues>> {
  return load("GP clinic", userId, m.clinicLoadFailed, async () => {
    const [row] = await db()
      .select({ email: users.email, fullName: users.fullName, phoneNumber: users.phoneNumber, clinic: gpClinics })
      .from(users)
      .innerJoin(gpClinics, eq(gpClinics.userId, users.id))
      .where(eq(users.id, userId));
    if (!row) return { ok: false, message: m.clinicNotFound };
    const c = row.clinic;
    return {
      ok: true,
      email: row.email,
      ...withPendingChanges(
        {
          contactPersonName: row.fullName,
          phoneNumber: row.phoneNumber ?? "",
          clinicName: c.clinicName,
          doctorFullName: c.doctorFullName,
          licenseNumber: c.licenseNumber,
          address: c.address,
          postalCode: c.postalCode,
          region: c.region,
          servicesOffered: c.servicesOffered,
          operatingHours: { ...noHours, ...c.operatingHours },
          languagesSpoken: c.languagesSpoken ?? "",
          website: c.website ?? "",
          description: c.description ?? "",
        },
        c.pendingChanges,
      ),
    };
  });
}

/** update_gp_clinic_profile: contact person name and phone on the account, the clinic on gp_clinics. */
export function saveGpClinicProfile(userId: string, input: GpClinicProfileInput): Promise<Saved> {
  const { contactPersonName, phoneNumber, ...clinic } = input;
  return save("GP clinic", userId, m.clinicNotFound, () =>
    db().transaction(async (tx) => {
      const updated = await tx
        .update(users)
        .set({ fullName: contactPersonName, phoneNumber, updatedAt: new Date() })
        .where(eq(users.id, userId))
        .returning({ id: users.id });
      if (!updated.length) throw new ProfileNotFound();
      const linked = await tx
        .update(gpClinics)
        .set({ ...(await holdIdentityChanges(tx, "gp", userId, clinic)), updatedAt: new Date() })
        .where(eq(gpClinics.userId, userId))
        .returning({ id: gpClinics.id });
      if (!linked.length) throw new ProfileNotFound();
    }),
  );
}

/** What a corporate contact corrects of what they gave at /register/corporate (issue 29). */
type CorporateProfileValues = {
  contactPerson: string;
  designation: string;
  phone: string;
  companyName: string;
  uen: string;
  industry: string;
  companySize: string;
  csrOptions: string[];
  additionalComments: string;
};

/** The company this account is the contact of (corporates.user_id), never one named by the request. */
export function loadCorporateProfile(userId: string): Promise<Loaded<CorporateProfileValues>> {
  return load("corporate", userId, m.companyLoadFailed, async () => {
    const [row] = await db()
      .select({ email: users.email, company: corporates })
      .from(users)
      .innerJoin(corporates, eq(corporates.userId, users.id))
      .where(eq(users.id, userId));
    if (!row) return { ok: false, message: m.companyNotFound };
    const c = row.company;
    return {
      ok: true,
      email: row.email,
      ...withPendingChanges(
        {
          contactPerson: c.contactPersonName,
          designation: c.designation,
          phone: c.phone,
          companyName: c.companyName,
          uen: c.uen,
          industry: c.industry,
          companySize: c.companySize,
          csrOptions: c.csrOptions,
          additionalComments: c.additionalComments ?? "",
        },
        c.pendingChanges,
      ),
    };
  });
}

/**
 * The contact's details save at once (on the company and on the account, kept equal as registration
 * wrote them); a change to the company's name or UEN, once approved, waits for the team's review.
 */
export function saveCorporateProfile(
  userId: string,
  input: Omit<CorporateProfileValues, "additionalComments"> & { additionalComments: string | null },
): Promise<Saved> {
  const { contactPerson, ...company } = input;
  return save("corporate", userId, m.companyNotFound, () =>
    db().transaction(async (tx) => {
      const linked = await tx
        .update(corporates)
        .set({
          ...(await holdIdentityChanges(tx, "corporate", userId, { ...company, contactPersonName: contactPerson })),
          updatedAt: new Date(),
        })
        .where(eq(corporates.userId, userId))
        .returning({ id: corporates.id });
      if (!linked.length) throw new ProfileNotFound();
      await tx
        .update(users)
        .set({ fullName: contactPerson, phoneNumber: input.phone, updatedAt: new Date() })
        .where(eq(users.id, userId));
    }),
  );
}
