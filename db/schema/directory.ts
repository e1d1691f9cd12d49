import { boolean, date, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { gpClinics, specialists, type OperatingHours } from "./partners";

/** "Schedule Your Screening": a request that reaches the chosen clinic or specialist. */
export const appointmentRequests = pgTable(
  "appointment_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    gpClinicId: uuid("gp_clinic_id").references(() => gpClinics.id, { onDelete: "set null" }),
    specialistId: uuid("specialist_id").references(() => specialists.id, { onDelete: "set null" }),
    preferredClinic: text("preferred_clinic").notNull(),
    preferredDate: date("preferred_date").notNull(),
    preferredTime: text("preferred_time", { enum: ["morning", "afternoon", "evening"] }).notNull(),
    message: text("message"),
    status: text("status", { enum: ["new", "contacted", "closed"] })
      .notNull()
      .default("new"),
    ipAddress: text("ip_address"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("appointment_requests_gp_idx").on(t.gpClinicId, t.createdAt),
    index("appointment_requests_specialist_idx").on(t.specialistId, t.createdAt),
    index("appointment_requests_ip_idx").on(t.ipAddress, t.createdAt),
  ],
);

export type PanelDoctor = { name: string; credentials: string; languages: string[] };

/**
 * The trusted panel behind the clinic lookup (/clinics): clinics the movement's team has vetted.
 * clinic_id is the public code a person may type (e.g. "RID-GP-001").
 */
export const panelClinics = pgTable("panel_clinics", {
  clinicId: text("clinic_id").primaryKey(),
  clinicName: text("clinic_name").notNull(),
  doctors: jsonb("doctors").$type<PanelDoctor[]>().notNull(),
  specialty: text("specialty", { enum: ["General Practitioner (GP)", "Colorectal Surgeon"] }).notNull(),
  address: text("address").notNull(),
  district: text("district").notNull(),
  phone: text("phone").notNull(),
  email: text("email").notNull(),
  website: text("website"),
  screeningServices: text("screening_services").array().notNull(),
  openingHours: jsonb("opening_hours").$type<OperatingHours>().notNull(),
  panelListed: boolean("panel_listed").notNull().default(true),
  notes: text("notes"),
  isSample: boolean("is_sample").notNull().default(true),
});
