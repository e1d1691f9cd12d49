import { sql } from "drizzle-orm";
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { regions } from "./regions";

export type OperatingHours = { weekdays: string; saturday: string; sunday: string; publicHoliday: string };

/** Review state of a partner (GP clinic, specialist, corporate): only approved partners are listed. */
export const approvalStatuses = [
  "pending_verification",
  "pending_review",
  "approved",
  "rejected",
  "suspended",
] as const;
export type ApprovalStatus = (typeof approvalStatuses)[number];

export const champions = pgTable("champions", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  dateOfBirth: date("date_of_birth"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A GP clinic of the directory; user_id links the partner account that manages it, if any. */
export const gpClinics = pgTable(
  "gp_clinics",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .unique()
      .references(() => users.id, { onDelete: "set null" }),
    clinicName: text("clinic_name").notNull(),
    doctorFullName: text("doctor_full_name").notNull(),
    licenseNumber: text("license_number").notNull(),
    address: text("address").notNull(),
    postalCode: text("postal_code").notNull(),
    region: text("region", { enum: regions }).notNull(),
    servicesOffered: text("services_offered")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    operatingHours: jsonb("operating_hours").$type<OperatingHours>(),
    languagesSpoken: text("languages_spoken"),
    /**
     * languages_spoken split on commas with the parts trimmed (spec §5), kept by the database: the
     * language filter and its options read it instead of splitting every row with a regular
     * expression on each search (half the search's time with 10,000 clinics).
     */
    languages: text("languages")
      .array()
      .generatedAlwaysAs(sql`regexp_split_to_array(trim(languages_spoken), '\\s*,\\s*')`),
    website: text("website"),
    description: text("description"),
    /**
     * The fields the directory's search covers (spec §5: doctor name, clinic name, address,
     * description), lower-cased and joined by a separator no search term holds, kept by the
     * database: one LIKE per row instead of four ILIKEs, which halved the search's database time.
     */
    searchText: text("search_text").generatedAlwaysAs(
      sql`lower(doctor_full_name || E'\\x1f' || clinic_name || E'\\x1f' || address || E'\\x1f' || coalesce(description, ''))`,
    ),
    phone: text("phone"),
    approvalStatus: text("approval_status", { enum: approvalStatuses }).notNull().default("pending_verification"),
    /** Demo entries are labelled as sample data wherever they are shown. */
    isSample: boolean("is_sample").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("gp_clinics_listing_idx").on(t.approvalStatus, t.region),
    index("gp_clinics_postal_sector_idx").on(sql`left(${t.postalCode}, 2)`),
    // The directory's language filter: exact match of one language with @> (GIN).
    index("gp_clinics_languages_idx").using("gin", t.languages),
  ],
);

export const specialists = pgTable(
  "specialists",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .unique()
      .references(() => users.id, { onDelete: "set null" }),
    fullName: text("full_name").notNull(),
    medicalRegistrationNo: text("medical_registration_no").notNull(),
    qualifications: text("qualifications").notNull(),
    fieldOfSpecialization: text("field_of_specialization").notNull(),
    clinicAffiliation: text("clinic_affiliation").notNull(),
    address: text("address").notNull(),
    postalCode: text("postal_code").notNull(),
    region: text("region", { enum: regions }).notNull(),
    website: text("website"),
    yearsOfExperience: integer("years_of_experience").notNull().default(0),
    specialties: text("specialties")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    languages: text("languages"),
    operatingHours: jsonb("operating_hours").$type<OperatingHours>(),
    insurancePartners: text("insurance_partners"),
    notes: text("notes"),
    /** What the specialist search covers (spec §5: name, clinic affiliation, address); see gpClinics. */
    searchText: text("search_text").generatedAlwaysAs(
      sql`lower(full_name || E'\\x1f' || clinic_affiliation || E'\\x1f' || address)`,
    ),
    phone: text("phone"),
    approvalStatus: text("approval_status", { enum: approvalStatuses }).notNull().default("pending_verification"),
    isSample: boolean("is_sample").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("specialists_listing_idx").on(t.approvalStatus, t.region),
    index("specialists_specialties_idx").using("gin", t.specialties),
  ],
);

export const corporates = pgTable("corporates", {
  id: uuid("id").primaryKey().defaultRandom(),
  userId: text("user_id")
    .unique()
    .references(() => users.id, { onDelete: "set null" }),
  companyName: text("company_name").notNull(),
  uen: text("uen").notNull(),
  industry: text("industry").notNull(),
  companySize: text("company_size").notNull(),
  contactPersonName: text("contact_person_name").notNull(),
  designation: text("designation").notNull(),
  phone: text("phone").notNull(),
  csrOptions: text("csr_options")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  pledgeAmount: integer("pledge_amount"),
  preferDiscussion: boolean("prefer_discussion").notNull().default(false),
  additionalComments: text("additional_comments"),
  agreedToNewsletter: boolean("agreed_to_newsletter").notNull().default(false),
  approvalStatus: text("approval_status", { enum: approvalStatuses }).notNull().default("pending_verification"),
  isSample: boolean("is_sample").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const corporateSponsorships = pgTable(
  "corporate_sponsorships",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    corporateId: uuid("corporate_id")
      .notNull()
      .references(() => corporates.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["active", "ended"] })
      .notNull()
      .default("active"),
    sponsorshipTier: text("sponsorship_tier"),
    isPubliclyVisible: boolean("is_publicly_visible").notNull().default(true),
    pledgeAmount: integer("pledge_amount").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("corporate_sponsorships_showcase_idx").on(t.status, t.isPubliclyVisible, t.createdAt),
    index("corporate_sponsorships_corporate_idx").on(t.corporateId, t.createdAt),
  ],
);
