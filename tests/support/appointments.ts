import { count, eq, inArray } from "drizzle-orm";
import { appointmentRequests, emailOutbox, gpClinics, specialists } from "../../db/schema";
import { CLIENT_IP_HEADER } from "../../app/lib/http/client-ip";
import { db } from "../../app/lib/db.server";
import { todayInSingapore, addDays } from "../../app/lib/text/singapore-date";
import * as appointmentNew from "../../app/features/directory/routes/appointment-new";
import { randomIp, unique } from "./unique";

// "Schedule Your Screening" as the browser sends it (issue #5), for the appointment tests: clinics
// to choose, a valid form, the action's answer, and what was written.
export const context = { nonce: "", requestId: "" };

export const today = () => todayInSingapore();

export async function addGpClinic(userId: string | null, approvalStatus: "approved" | "pending_review" = "approved") {
  const [row] = await db()
    .insert(gpClinics)
    .values({
      userId,
      clinicName: unique("Bedok Family Clinic"),
      doctorFullName: "Dr Lim Test",
      licenseNumber: unique("GP"),
      address: "Blk 1 Bedok North Road, #01-01",
      postalCode: "460001",
      region: "East",
      approvalStatus,
    })
    .returning({ id: gpClinics.id, name: gpClinics.clinicName });
  return row!;
}

export async function addSpecialist(userId: string | null) {
  const [row] = await db()
    .insert(specialists)
    .values({
      userId,
      fullName: unique("Dr Tan Specialist"),
      medicalRegistrationNo: unique("M"),
      qualifications: "MBBS",
      fieldOfSpecialization: "Gastroenterology",
      clinicAffiliation: "Novena Gut Centre",
      address: "10 Sinaran Drive",
      postalCode: "307506",
      region: "Central",
      approvalStatus: "approved",
    })
    .returning({ id: specialists.id, name: specialists.fullName });
  return row!;
}

export function validFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    name: "Siti Rahmat",
    email: `${unique("requester")}@example.sg`,
    phone: "+65 9123 4567",
    preferredClinic: "My neighbourhood clinic",
    preferredDate: addDays(today(), 3),
    preferredTime: "morning",
    message: "I am 52 and have never been screened.",
    website: "",
    ...overrides,
  };
}

export type Reply = { status: number; formErrors: string[]; fieldErrors: Record<string, string[]>; done?: unknown };

export async function submit(fields: Record<string, string>, ip = randomIp()): Promise<Reply> {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  const request = new Request("http://localhost:3000/appointments/new", {
    method: "POST",
    body,
    headers: { [CLIENT_IP_HEADER]: ip },
  });
  const result = await appointmentNew.action({ request, params: {}, context } as never);
  const payload = result.data as { result?: { error?: Record<string, string[] | null> }; done?: unknown };
  const errors = payload.result?.error ?? {};
  const { "": formErrors, ...fieldErrors } = errors;
  return {
    status: result.init?.status ?? 200,
    formErrors: formErrors ?? [],
    fieldErrors: Object.fromEntries(Object.entries(fieldErrors).map(([k, v]) => [k, v ?? []])),
    done: payload.done,
  };
}

export const requestsTo = (email: string) =>
  db().select().from(appointmentRequests).where(eq(appointmentRequests.email, email));
export const mailsTo = (addresses: string[]) =>
  db().select().from(emailOutbox).where(inArray(emailOutbox.to, addresses));
export async function totals() {
  const [rows] = await db().select({ n: count() }).from(appointmentRequests);
  const [mails] = await db().select({ n: count() }).from(emailOutbox);
  return { rows: rows!.n, mails: mails!.n };
}
