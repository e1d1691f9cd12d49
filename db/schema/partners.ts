import { sql } from "drizzle-orm";
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";
import { regions } from "./regions";

export type OperatingHours = { weekdays: string; saturday: string; sunday: string; publicHoliday: string };

/** Review state of a partner (GP clinic, specialist, corporate): only approved partners are listed. */
export const approvalStatuses = [
  "pending_verification",
  "pending_review",
  "needs_info",
  "approved",
  "rejected",
  "suspended",
] as const;
export type ApprovalStatus = (typeof approvalStatuses)[number];

/** The three kinds of partner an application is for; each has its own table. */
export const partnerKinds = ["gp", "specialist", "corporate"] as const;
export type PartnerKind = (typeof partnerKinds)[number];

/**
 * Identity fields an approved partner changed from the profile page, waiting for the team's review
 * (issue #13): field name → the new value. The listing keeps the approved values until accepted.
 */
export type PendingChanges = Record<string, string>;

/**
 * The fields that say who a partner is (issue #13). Once approved, a change to one of them from the
 * profile page waits for the team's review; the listing keeps the approved value until accepted.
 */
export const identityFields = {
  gp: ["clinicName", "licenseNumber"],
  specialist: ["medicalRegistrationNo"],
  corporate: ["companyName", "uen"],
} as const satisfies Record<PartnerKind, readonly string[]>;

/**
 * The review columns every partner table carries: its state, identity changes waiting for review,
 * the demo flag and the row's times.
 */
const reviewColumns = () => ({
  approvalStatus: text("approval_status", { enum: approvalStatuses }).notNull().default("pending_verification"),
  pendingChanges: jsonb("pending_changes").$type<PendingChanges>(),
  /** Demo entries are labelled as sample data wherever they are shown. */
  isSample: boolean("is_sample").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Where a GP clinic or a specialist practises: the columns both directory tables share. */
const practiceColumns = () => ({
  address: text("address").notNull(),
  postalCode: text("postal_code").notNull(),
  region: text("region", { enum: regions }).notNull(),
  website: text("website"),
  operatingHours: jsonb("operating_hours").$type<OperatingHours>(),
  phone: text("phone"),
});

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
    ...practiceColumns(),
    servicesOffered: text("services_offered")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    languagesSpoken: text("languages_spoken"),
    /**
     * languages_spoken split on commas with the parts trimmed (spec §5), kept by the database: the
     * language filter and its options read it instead of splitting every row with a regular
     * expression on each search (half the search's time with 10,000 clinics).
     */
    languages: text("languages")
      .array()
      .generatedAlwaysAs(sql`regexp_split_to_array(trim(languages_spoken), '\\s*,\\s*')`),
    description: text("description"),
    /**
     * The fields the directory's search covers (spec §5: doctor name, clinic name, address,
     * description), lower-cased and joined by a separator no search term holds, kept by the
     * database: one LIKE per row instead of four ILIKEs, which halved the search's database time.
     */
    searchText: text("search_text").generatedAlwaysAs(
      sql`lower(doctor_full_name || E'\\x1f' || clinic_name || E'\\x1f' || address || E'\\x1f' || coalesce(description, ''))`,
    ),
    ...reviewColumns(),
  },
  (t) => [
    index("gp_clinics_listing_idx").on(t.approvalStatus, t.region),
    index("gp_clinics_postal_sector_idx").on(sql`left(${t.postalCode}, 2)`),
    // The directory's language filter: exact match of one language with @> (GIN).
    index("gp_clinics_languages_idx").using("gin", t.languages),
    // The reviewer's duplicate check (same licence on another account).
    index("gp_clinics_license_idx").on(t.licenseNumber),
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
    ...practiceColumns(),
    yearsOfExperience: integer("years_of_experience").notNull().default(0),
    specialties: text("specialties")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    languages: text("languages"),
    insurancePartners: text("insurance_partners"),
    notes: text("notes"),
    /** What the specialist search covers (spec §5: name, clinic affiliation, address); see gpClinics. */
    searchText: text("search_text").generatedAlwaysAs(
      sql`lower(full_name || E'\\x1f' || clinic_affiliation || E'\\x1f' || address)`,
    ),
    ...reviewColumns(),
  },
  (t) => [
    index("specialists_listing_idx").on(t.approvalStatus, t.region),
    index("specialists_specialties_idx").using("gin", t.specialties),
    index("specialists_mcr_idx").on(t.medicalRegistrationNo),
  ],
);

export const corporates = pgTable(
  "corporates",
  {
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
    /** The company's invite link for its employees (/join-the-movement?company=…): participation. */
    inviteCode: text("invite_code")
      .unique()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    ...reviewColumns(),
  },
  (t) => [index("corporates_uen_idx").on(t.uen)],
);

export const corporateSponsorships = pgTable(
  "corporate_sponsorships",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    corporateId: uuid("corporate_id")
      .notNull()
      .references(() => corporates.id, { onDelete: "cascade" }),
    /** pending until the team approves the company (issue #13); only active ones are shown. */
    /**
     * pending until the team approves it (with the company, issue #13, or alone: a pledge raised
     * from the dashboard, issue #15); declined when the team says no. Approved (active) pledges of
     * a company add up (issue 23); "ended" marks pledges approved before that rule, when a later
     * approval ended them: they count too (corporate/totals.server.ts).
     */
    status: text("status", { enum: ["pending", "active", "declined", "ended"] })
      .notNull()
      .default("active"),
    sponsorshipTier: text("sponsorship_tier"),
    isPubliclyVisible: boolean("is_publicly_visible").notNull().default(true),
    pledgeAmount: integer("pledge_amount").notNull().default(0),
    /** The corporate contact who raised it from the dashboard (null: with the registration, or seeded). */
    requestedBy: text("requested_by").references(() => users.id, { onDelete: "set null" }),
    decidedBy: text("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decisionNote: text("decision_note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("corporate_sponsorships_showcase_idx").on(t.status, t.isPubliclyVisible, t.createdAt),
    index("corporate_sponsorships_corporate_idx").on(t.corporateId, t.createdAt),
  ],
);

/**
 * The history of each application, oldest first: every change of state, with who made it and why,
 * and the messages between the team and the applicant (a question, an answer, a reason). The
 * applicant's status page and the reviewer's detail page both read it.
 */
export const partnerReviews = pgTable(
  "partner_reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    partnerKind: text("partner_kind", { enum: partnerKinds }).notNull(),
    partnerId: uuid("partner_id").notNull(),
    action: text("action", {
      enum: [
        "submitted",
        "verified",
        "approved",
        "info_requested",
        "answered",
        "rejected",
        "suspended",
        "reinstated",
        "changes_submitted",
        "changes_accepted",
        "changes_declined",
      ],
    }).notNull(),
    fromStatus: text("from_status", { enum: approvalStatuses }),
    toStatus: text("to_status", { enum: approvalStatuses }),
    message: text("message"),
    /** The admin who decided, or the applicant; null for the system (e-mail verified). */
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("partner_reviews_partner_idx").on(t.partnerKind, t.partnerId, t.createdAt)],
);

/**
 * Who writes to the team without an account (ADR 0016): government agencies, people interested in a
 * clinical trial, anyone through the contact form (Talk to Us), and people nominating a clinician.
 */
export const enquiryKinds = ["government", "trial", "contact", "nomination"] as const;
export type EnquiryKind = (typeof enquiryKinds)[number];

export const enquiries = pgTable(
  "enquiries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    kind: text("kind", { enum: enquiryKinds }).notNull(),
    fullName: text("full_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    /** The agency (government), or the nominated clinician's clinic or hospital (nomination). */
    organisation: text("organisation"),
    designation: text("designation"),
    /**
     * What the enquiry is about: one of the page's options; for a nomination the clinician's name,
     * for the contact form its one subject (the console lists every kind by this column).
     */
    topic: text("topic").notNull(),
    /** Trial enquiries: the person's age group (trials recruit by age). */
    ageGroup: text("age_group"),
    message: text("message"),
    consentedAt: timestamp("consented_at", { withTimezone: true }).notNull(),
    status: text("status", { enum: ["new", "handled"] })
      .notNull()
      .default("new"),
    handledBy: text("handled_by").references(() => users.id, { onDelete: "set null" }),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("enquiries_kind_created_idx").on(t.kind, t.status, t.createdAt)],
);
