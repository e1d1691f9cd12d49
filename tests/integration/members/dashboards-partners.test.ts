import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appointmentRequests, gpClinics, specialists, users } from "../../../db/schema";
import {
  appointmentCounters,
  gpClinicDashboard,
  specialistDashboard,
  startOfMonthInSingapore,
} from "../../../app/features/dashboards/partner-dashboard.server";
import * as dashboard from "../../../app/features/dashboards/routes/dashboard";
import { useTestDatabase } from "../../support/db";
import { signedInAs } from "../../support/sessions";

/** The GP clinic and specialist dashboards' details, counters and completion (issue #15). */
const db = useTestDatabase();
const context = { nonce: "", requestId: "" };
const tag = () => randomBytes(3).toString("hex");

async function load(path: string, cookie: string) {
  const request = new Request(`http://localhost:3000${path}`, { headers: { cookie } });
  return (await dashboard.loader({ request, params: {}, pattern: path, context } as never)) as Awaited<
    ReturnType<typeof dashboard.loader>
  >;
}

async function addGpClinic(userId: string) {
  const [row] = await db()
    .insert(gpClinics)
    .values({
      userId,
      clinicName: `Bedok Family Clinic ${tag()}`,
      doctorFullName: "Dr Lim Test",
      licenseNumber: `GP${tag()}`,
      address: "Blk 1 Bedok North Road, #01-01",
      postalCode: "460001",
      region: "East",
      approvalStatus: "approved",
    })
    .returning({ id: gpClinics.id });
  return row!.id;
}

type Status = "new" | "contacted" | "closed";
async function addRequests(column: "gpClinicId" | "specialistId", id: string, list: [Status, Date][]) {
  await db()
    .insert(appointmentRequests)
    .values(
      list.map(([status, createdAt]) => ({
        name: "Siti Rahmat",
        email: `${tag()}@example.sg`,
        phone: "+65 9123 4567",
        [column]: id,
        preferredClinic: "Near home",
        preferredDate: "2030-01-01",
        preferredTime: "morning" as const,
        status,
        createdAt,
      })),
    );
}

describe("the month in Singapore", () => {
  it("starts at midnight Singapore time on the 1st, whatever the server's zone", () => {
    // 31 Oct 2026 17:00 UTC is 1 Nov 01:00 in Singapore: November has begun there.
    expect(startOfMonthInSingapore(new Date("2026-10-31T17:00:00Z")).toISOString()).toBe("2026-10-31T16:00:00.000Z");
    expect(startOfMonthInSingapore(new Date("2026-11-24T10:00:00Z")).toISOString()).toBe("2026-10-31T16:00:00.000Z");
  });
});

describe("GP clinic dashboard", () => {
  it("counts new / contacted / closed this month and in all; last month's requests are not this month's", async () => {
    const { id: userId, cookie } = await signedInAs(db(), "gpclinic");
    const clinicId = await addGpClinic(userId);
    const now = new Date();
    const monthStart = startOfMonthInSingapore(now);
    const lastMonth = new Date(monthStart.getTime() - 60_000);
    await addRequests("gpClinicId", clinicId, [
      ["new", now],
      ["new", now],
      ["contacted", now],
      ["new", lastMonth],
      ["closed", lastMonth],
      ["closed", new Date(monthStart.getTime())],
    ]);
    // Another clinic's requests do not count.
    const other = await signedInAs(db(), "gpclinic");
    await addRequests("gpClinicId", await addGpClinic(other.id), [["new", now]]);

    expect(await appointmentCounters("gp", clinicId, now)).toEqual({
      new: { month: 2, all: 3 },
      contacted: { month: 1, all: 1 },
      closed: { month: 1, all: 2 },
    });

    const page = await load("/dashboard/gp-clinic", cookie);
    expect(page.partner?.state).toBe("ready");
    if (page.partner?.state !== "ready") return;
    expect(page.partner.counters.new).toEqual({ month: 2, all: 3 });
    // The request list and its status form still come with it.
    expect(page.appointments?.requests).toHaveLength(6);
  });

  it("details, hours 'Not specified', completion from the fields filled with what is missing", async () => {
    const { id: userId } = await signedInAs(db(), "gpclinic");
    const clinicId = await addGpClinic(userId);
    let page = await gpClinicDashboard(userId);
    if (page.state !== "ready") throw new Error(page.message);
    expect(page.hours).toEqual([
      { label: "Weekdays", value: "Not specified" },
      { label: "Saturday", value: "Not specified" },
      { label: "Sunday", value: "Not specified" },
      { label: "Public holidays", value: "Not specified" },
    ]);
    expect(page.details).toContainEqual({ label: "Postal code", value: "Singapore 460001" });
    // 7 of 13 fields: contact name, clinic, doctor, licence, address, postal code, region.
    expect(page.completion.percent).toBe(54);
    expect(page.completion.missing).toEqual([
      "Contact phone number",
      "Services offered",
      "Weekday operating hours",
      "Languages spoken",
      "Website",
      "Description",
    ]);
    expect(page.completion.profilePath).toBe("/profile/gp-clinic");
    expect(page.counters.new).toEqual({ month: 0, all: 0 });

    await db().update(users).set({ phoneNumber: "+65 6123 4567" }).where(eq(users.id, userId));
    await db()
      .update(gpClinics)
      .set({
        servicesOffered: ["FIT kit"],
        operatingHours: { weekdays: "8am-5pm", saturday: "", sunday: "", publicHoliday: "" },
        languagesSpoken: "English, Malay",
        website: "https://clinic.example.sg",
        description: "A family clinic.",
      })
      .where(eq(gpClinics.id, clinicId));
    page = await gpClinicDashboard(userId);
    if (page.state !== "ready") throw new Error(page.message);
    expect(page.completion).toMatchObject({ percent: 100, missing: [] });
    expect(page.hours[0]).toEqual({ label: "Weekdays", value: "8am-5pm" });
    expect(page.hours[1]).toEqual({ label: "Saturday", value: "Not specified" });
  });

  it("an account without its clinic record, or a profile that is gone, gets the spec's message", async () => {
    const { id, cookie } = await signedInAs(db(), "gpclinic");
    expect(await gpClinicDashboard(id)).toEqual({ state: "missing", message: "GP Clinic details not found." });
    const page = await load("/dashboard/gp-clinic", cookie);
    expect(page.partner).toEqual({ state: "missing", message: "GP Clinic details not found." });
    expect(page.appointments?.clinicName).toBeNull();
    expect(await gpClinicDashboard("no-such-user")).toEqual({ state: "missing", message: "Profile not found." });
    // A super admin passes every dashboard's guard, but manages no clinic.
    const admin = await signedInAs(db(), "super_admin");
    expect((await load("/dashboard/gp-clinic", admin.cookie)).partner?.state).toBe("missing");
  });
});

describe("specialist dashboard", () => {
  it("details, counters and completion of the specialist record; missing record message", async () => {
    const { id: userId, cookie } = await signedInAs(db(), "specialist");
    expect(await specialistDashboard(userId)).toEqual({
      state: "missing",
      message: "Specialist-specific details not found.",
    });
    expect(await specialistDashboard("no-such-user")).toEqual({ state: "missing", message: "Profile not found." });
    const [row] = await db()
      .insert(specialists)
      .values({
        userId,
        fullName: "Dr Tan Specialist",
        medicalRegistrationNo: `M${tag()}`,
        qualifications: "MBBS, MRCS",
        fieldOfSpecialization: "Gastroenterology",
        clinicAffiliation: "Novena Gut Centre",
        address: "10 Sinaran Drive",
        postalCode: "307506",
        region: "Central",
        specialties: ["Colonoscopy"],
        languages: "English",
        operatingHours: { weekdays: "9am-5pm", saturday: "9am-1pm", sunday: "", publicHoliday: "" },
        approvalStatus: "approved",
      })
      .returning({ id: specialists.id });
    const lastMonth = new Date(startOfMonthInSingapore().getTime() - 86_400_000);
    await addRequests("specialistId", row!.id, [
      ["contacted", new Date()],
      ["closed", lastMonth],
    ]);
    const page = await load("/dashboard/specialist", cookie);
    const data = page.partner;
    if (data?.state !== "ready") throw new Error("not ready");
    expect(data.counters).toEqual({
      new: { month: 0, all: 0 },
      contacted: { month: 1, all: 1 },
      closed: { month: 0, all: 1 },
    });
    // 11 of 14: phone, website and insurance partners are missing.
    expect(data.completion).toEqual({
      percent: 79,
      missing: ["Phone number", "Website", "Insurance partners"],
      profilePath: "/profile/specialist",
    });
    expect(data.hours.map((h) => h.value)).toEqual(["9am-5pm", "9am-1pm", "Not specified", "Not specified"]);
    expect(data.details).toContainEqual({ label: "Specialties", value: "Colonoscopy" });
  });
});
