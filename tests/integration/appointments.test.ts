import { randomBytes } from "node:crypto";
import { count, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appointmentRequests, emailOutbox, gpClinics, panelClinics, specialists } from "../../db/schema";
import { CLIENT_IP_HEADER } from "../../app/lib/client-ip";
import { env } from "../../app/lib/env.server";
import { addDays, todayInSingapore } from "../../app/lib/singapore-date";
import { appointmentMessages as m } from "../../app/features/directory/appointments/messages";
import * as appointmentNew from "../../app/features/directory/routes/appointment-new";
import * as dashboard from "../../app/features/dashboards/routes/dashboard";
import { useTestDatabase } from "../support/db";
import { routeOutcome } from "../support/route-outcome";
import { signedInAs } from "../support/sessions";

const db = useTestDatabase();
const context = { nonce: "", requestId: "" };

let n = 0;
const unique = (label: string) => `${label}-${++n}-${randomBytes(3).toString("hex")}`;
const randomIp = () => `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
const today = () => todayInSingapore();

async function addGpClinic(userId: string | null, approvalStatus: "approved" | "pending_review" = "approved") {
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

async function addSpecialist(userId: string | null) {
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

function validFields(overrides: Record<string, string> = {}): Record<string, string> {
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

type Reply = { status: number; formErrors: string[]; fieldErrors: Record<string, string[]>; done?: unknown };

async function submit(fields: Record<string, string>, ip = randomIp()): Promise<Reply> {
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

const requestsTo = (email: string) =>
  db().select().from(appointmentRequests).where(eq(appointmentRequests.email, email));
const mailsTo = (addresses: string[]) => db().select().from(emailOutbox).where(inArray(emailOutbox.to, addresses));
async function totals() {
  const [rows] = await db().select({ n: count() }).from(appointmentRequests);
  const [mails] = await db().select({ n: count() }).from(emailOutbox);
  return { rows: rows!.n, mails: mails!.n };
}

describe("Schedule Your Screening: the preselected clinic (issue #5)", () => {
  const load = async (query: string) => {
    const request = new Request(`http://localhost:3000/appointments/new${query}`);
    return appointmentNew.loader({ request, params: {}, context } as never);
  };

  it("preselects an approved GP clinic, specialist or panel clinic, and never shows the partner's e-mail", async () => {
    const partner = await signedInAs(db(), "gpclinic");
    const clinic = await addGpClinic(partner.id);
    const page = await load(`?gp=${clinic.id}`);
    expect(page.clinic).toEqual({
      ref: `gp:${clinic.id}`,
      name: clinic.name,
      detail: "Dr Lim Test",
      address: "Blk 1 Bedok North Road, #01-01, Singapore 460001",
      changeHref: "/find-a-gp",
    });
    expect(JSON.stringify(page)).not.toContain(partner.email);

    const specialist = await addSpecialist(null);
    expect((await load(`?specialist=${specialist.id}`)).clinic).toMatchObject({
      name: `${specialist.name}, Novena Gut Centre`,
      changeHref: "/find-a-specialist",
    });

    await db()
      .insert(panelClinics)
      .values({
        clinicId: "RID-TEST-001",
        clinicName: "Test Panel Clinic",
        doctors: [],
        specialty: "General Practitioner (GP)",
        address: "1 Test Road",
        district: "Bedok",
        phone: "+65 6000 0000",
        email: "panel@example.sg",
        screeningServices: ["FIT Test"],
        openingHours: { weekdays: "9-5", saturday: "", sunday: "", publicHoliday: "" },
      });
    expect((await load("?panel=RID-TEST-001")).clinic).toMatchObject({
      name: "Test Panel Clinic",
      changeHref: "/clinics",
    });
  });

  it("ignores unknown, malformed and unapproved entries: the person types a clinic name", async () => {
    const pending = await addGpClinic(null, "pending_review");
    for (const query of [
      `?gp=${pending.id}`,
      "?gp=00000000-0000-4000-8000-000000000000",
      "?gp=not-a-uuid",
      "?specialist=1;drop table users",
      "?panel=NOPE-404",
      "",
    ]) {
      expect((await load(query)).clinic, query).toBeNull();
    }
    const page = await load("");
    expect(page.dates.min).toBe(today());
    expect(page.timeSlots.map((s) => s.label)).toEqual([
      "Morning (9AM-12PM)",
      "Afternoon (12PM-5PM)",
      "Evening (5PM-8PM)",
    ]);
  });
});

describe("Schedule Your Screening: a request (spec content §2.2, §9)", () => {
  it("stores the request and e-mails the requester and the clinic's partner account together", async () => {
    const partner = await signedInAs(db(), "gpclinic");
    const clinic = await addGpClinic(partner.id);
    // The name sent with the reference is not trusted: the clinic's own name is stored.
    const fields = validFields({
      clinic: `gp:${clinic.id}`,
      preferredClinic: "Something else",
      preferredTime: "evening",
    });
    const reply = await submit(fields);
    expect(reply.status).toBe(200);
    expect(reply.done).toMatchObject({
      name: "Siti Rahmat",
      email: fields.email,
      clinic: clinic.name,
      time: "Evening (5PM-8PM)",
    });

    const [row] = await requestsTo(fields.email!);
    expect(row).toMatchObject({
      name: "Siti Rahmat",
      phone: "+65 9123 4567",
      gpClinicId: clinic.id,
      specialistId: null,
      preferredClinic: clinic.name,
      preferredDate: fields.preferredDate,
      preferredTime: "evening",
      message: "I am 52 and have never been screened.",
      status: "new",
    });

    const mails = await mailsTo([fields.email!, partner.email]);
    expect(mails).toHaveLength(2);
    const confirmation = mails.find((mail) => mail.to === fields.email)!;
    expect(confirmation.text).toContain("we will contact you within 1 business day");
    expect(confirmation.text).toContain(`Clinic: ${clinic.name}`);
    expect(confirmation.text).toContain("Preferred time: Evening (5PM-8PM)");
    // The confirmation goes to an address nobody has proven yet: it carries none of the free text.
    expect(confirmation.text).not.toContain("never been screened");
    const notification = mails.find((mail) => mail.to === partner.email)!;
    expect(notification.subject).toBe("New screening appointment request");
    expect(notification.text).toContain(fields.email);
    expect(notification.text).toContain("+65 9123 4567");
    expect(notification.text).toContain("I am 52 and have never been screened.");
    expect(notification.text).toContain("http://localhost:3000/dashboard/gp-clinic");
  });

  it("notifies a specialist's account at its own dashboard address", async () => {
    const partner = await signedInAs(db(), "specialist");
    const specialist = await addSpecialist(partner.id);
    const fields = validFields({ clinic: `specialist:${specialist.id}` });
    expect((await submit(fields)).status).toBe(200);
    const [row] = await requestsTo(fields.email!);
    expect(row).toMatchObject({ specialistId: specialist.id, gpClinicId: null });
    const [notification] = await mailsTo([partner.email]);
    expect(notification!.text).toContain("http://localhost:3000/dashboard/specialist");
  });

  it("tells the team, not a partner, when no partner account manages the clinic", async () => {
    const unmanaged = await addGpClinic(null);
    const linked = validFields({ clinic: `gp:${unmanaged.id}` });
    const typed = validFields({ preferredDate: addDays(today(), 1) });
    for (const fields of [linked, typed]) {
      const before = await totals();
      expect((await submit(fields)).status).toBe(200);
      expect(await totals()).toEqual({ rows: before.rows + 1, mails: before.mails + 2 });
      expect((await mailsTo([fields.email!]))[0]!.text).toContain("we will contact you within 1 business day");
      const [team] = (await mailsTo([env().CONTACT_EMAIL])).filter((mail) => mail.text.includes(fields.email!));
      expect(team!.text).toContain("No partner account receives requests for this clinic");
    }
    expect((await requestsTo(linked.email!))[0]!.gpClinicId).toBe(unmanaged.id);
    expect((await requestsTo(typed.email!))[0]).toMatchObject({
      gpClinicId: null,
      specialistId: null,
      preferredClinic: "My neighbourhood clinic",
    });
  });

  it("keeps a clinic that left the directory as a typed name, without linking or notifying it", async () => {
    const partner = await signedInAs(db(), "gpclinic");
    const clinic = await addGpClinic(partner.id, "pending_review");
    const fields = validFields({ clinic: `gp:${clinic.id}`, preferredClinic: "Bedok clinic" });
    expect((await submit(fields)).status).toBe(200);
    expect((await requestsTo(fields.email!))[0]).toMatchObject({ gpClinicId: null, preferredClinic: "Bedok clinic" });
    expect(await mailsTo([partner.email])).toHaveLength(0);
  });
});

describe("Schedule Your Screening: validation (spec content §5)", () => {
  const expectRefused = async (fields: Record<string, string>, field: string, message: string) => {
    const before = await totals();
    const reply = await submit(fields);
    expect(reply.status).toBe(400);
    expect(reply.fieldErrors[field]?.[0], field).toBe(message);
    expect(await totals()).toEqual(before);
  };

  it("requires name, email, phone, preferred clinic, date and time, and nothing else", async () => {
    const reply = await submit({ website: "" });
    expect(reply.status).toBe(400);
    expect(reply.fieldErrors).toEqual({
      name: [m.nameRequired],
      email: [m.emailRequired],
      phone: [m.phoneRequired],
      preferredClinic: [m.clinicRequired],
      preferredDate: [m.dateRequired],
      preferredTime: [m.timeRequired],
    });
    expect(m).toMatchObject({
      nameRequired: "Name is required",
      emailRequired: "Email is required",
      phoneRequired: "Phone number is required",
      clinicRequired: "Preferred clinic is required",
      dateRequired: "Preferred date is required",
      timeRequired: "Preferred time is required",
    });
    // Spaces alone are not an answer.
    const blank = await submit(validFields({ name: "   ", preferredClinic: " " }));
    expect(blank.fieldErrors).toEqual({ name: [m.nameRequired], preferredClinic: [m.clinicRequired] });
  });

  it("refuses a preferred date in the past, an impossible date and one more than a year ahead", async () => {
    await expectRefused(validFields({ preferredDate: addDays(today(), -1) }), "preferredDate", m.datePast);
    expect(m.datePast).toBe("Please choose today or a later date.");
    await expectRefused(validFields({ preferredDate: "2031-02-30" }), "preferredDate", m.dateInvalid);
    await expectRefused(validFields({ preferredDate: addDays(today(), 366) }), "preferredDate", m.dateTooFar);
  });

  it("checks the e-mail, the phone number, the time slot and the lengths", async () => {
    await expectRefused(validFields({ email: "siti@" }), "email", m.emailInvalid);
    for (const phone of ["12345678", "6123 456", "+65 1234 5678", "call me"]) {
      await expectRefused(validFields({ phone }), "phone", m.phoneInvalid);
    }
    await expectRefused(validFields({ preferredTime: "midnight" }), "preferredTime", m.timeRequired);
    await expectRefused(validFields({ message: "x".repeat(1001) }), "message", m.tooLong(1000));
    await expectRefused(validFields({ name: "Win a prize at www.example.com" }), "name", m.nameNoLinks);
    await expectRefused(validFields({ preferredClinic: "https://example.com" }), "preferredClinic", m.clinicNoLinks);
  });

  it("accepts Singapore numbers written in the usual ways, and numbers abroad with their code", async () => {
    for (const phone of ["+65 6123 4567", "91234567", "6123-4567", "(65) 8123 4567", "+60 12-345 6789"]) {
      const reply = await submit(validFields({ phone }));
      expect(reply.status, phone).toBe(200);
    }
  });
});

describe("Schedule Your Screening: abuse (issue #5)", () => {
  it("refuses a filled honeypot with a clear message and writes nothing", async () => {
    const partner = await signedInAs(db(), "gpclinic");
    const clinic = await addGpClinic(partner.id);
    const before = await totals();
    const reply = await submit(validFields({ clinic: `gp:${clinic.id}`, website: "https://spam.example" }));
    expect(reply.status).toBe(400);
    expect(reply.formErrors).toEqual([m.blocked]);
    expect(reply.done).toBeUndefined();
    expect(await totals()).toEqual(before);
  });

  it("allows 5 requests from one address an hour; the 6th is refused and writes nothing", async () => {
    const ip = randomIp();
    for (let i = 0; i < 5; i++) expect((await submit(validFields(), ip)).status).toBe(200);
    const before = await totals();
    const sixth = await submit(validFields(), ip);
    expect(sixth.status).toBe(429);
    expect(sixth.formErrors).toEqual([m.tooManyRequests]);
    expect(await totals()).toEqual(before);
    // Another address is not held back.
    expect((await submit(validFields())).status).toBe(200);
  });
});

describe("Appointment requests on the partner dashboards (issue #5)", () => {
  async function setUp() {
    const owner = await signedInAs(db(), "gpclinic");
    const clinic = await addGpClinic(owner.id);
    const first = validFields({ clinic: `gp:${clinic.id}`, name: "First Requester" });
    const second = validFields({ clinic: `gp:${clinic.id}`, name: "Second Requester", preferredTime: "afternoon" });
    await submit(first);
    await submit(second);
    const [row] = await requestsTo(first.email!);
    return { owner, clinic, row: row! };
  }

  const as = (cookie: string | null, path: string, form?: Record<string, string>) => {
    const headers = new Headers(cookie ? { cookie } : {});
    if (!form) return new Request(`http://localhost:3000${path}`, { headers });
    return new Request(`http://localhost:3000${path}`, { method: "POST", headers, body: new URLSearchParams(form) });
  };
  const load = async (cookie: string, path: string) =>
    (await dashboard.loader({ request: as(cookie, path), params: {}, pattern: path, context } as never)) as Awaited<
      ReturnType<typeof dashboard.loader>
    >;
  const post = (cookie: string | null, path: string, form: Record<string, string>) =>
    routeOutcome(() =>
      dashboard.action({ request: as(cookie, path, form), params: {}, pattern: path, context } as never),
    );
  const statusOf = async (id: string) =>
    (await db().select().from(appointmentRequests).where(eq(appointmentRequests.id, id)))[0]!.status;

  it("lists the clinic's own requests, newest first, ready to read", async () => {
    const { owner, clinic } = await setUp();
    const page = await load(owner.cookie, "/dashboard/gp-clinic");
    expect(page.appointments?.clinicName).toBe(clinic.name);
    expect(page.appointments?.requests.map((r) => [r.name, r.timeLabel, r.status])).toEqual([
      ["Second Requester", "Afternoon (12PM-5PM)", "new"],
      ["First Requester", "Morning (9AM-12PM)", "new"],
    ]);
    expect(page.appointments?.requests[0]!.preferredDateLabel).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);

    // Another clinic's account sees none of them; a super admin has no clinic.
    const other = await signedInAs(db(), "gpclinic");
    await addGpClinic(other.id);
    expect((await load(other.cookie, "/dashboard/gp-clinic")).appointments?.requests).toEqual([]);
    const admin = await signedInAs(db(), "super_admin");
    expect((await load(admin.cookie, "/dashboard/gp-clinic")).appointments).toMatchObject({
      clinicName: null,
      requests: [],
    });
    // The champion dashboard has no request list.
    const champion = await signedInAs(db(), "champion");
    expect((await load(champion.cookie, "/dashboard/champion")).appointments).toBeNull();
  });

  it("lets the owner change a status, and nobody else", async () => {
    const { owner, row } = await setUp();
    const change = { id: row.id, status: "contacted" };

    const otherGp = await signedInAs(db(), "gpclinic");
    await addGpClinic(otherGp.id);
    const specialist = await signedInAs(db(), "specialist");
    await addSpecialist(specialist.id);
    const champion = await signedInAs(db(), "champion");
    const admin = await signedInAs(db(), "super_admin");

    expect(await post(otherGp.cookie, "/dashboard/gp-clinic", change)).toBe("status 404");
    expect(await post(specialist.cookie, "/dashboard/gp-clinic", change)).toBe("redirect /dashboard/specialist");
    expect(await post(specialist.cookie, "/dashboard/specialist", change)).toBe("status 404");
    expect(await post(champion.cookie, "/dashboard/gp-clinic", change)).toBe("redirect /dashboard/champion");
    expect(await post(champion.cookie, "/dashboard/champion", change)).toBe("status 404");
    expect(await post(admin.cookie, "/dashboard/gp-clinic", change)).toBe("status 404");
    expect(await post(null, "/dashboard/gp-clinic", change)).toBe(
      `redirect /login?redirectTo=${encodeURIComponent("/dashboard/gp-clinic")}`,
    );
    expect(await statusOf(row.id)).toBe("new");

    // A status outside the list is refused; the owner's change goes through.
    expect(await post(owner.cookie, "/dashboard/gp-clinic", { id: row.id, status: "deleted" })).toBe("status 400");
    expect(await post(owner.cookie, "/dashboard/gp-clinic", { id: "not-an-id", status: "closed" })).toBe("status 404");
    expect(await statusOf(row.id)).toBe("new");
    const result = await dashboard.action({
      request: as(owner.cookie, "/dashboard/gp-clinic", change),
      params: {},
      pattern: "/dashboard/gp-clinic",
      context,
    } as never);
    expect(result).toEqual({
      error: null,
      updated: { id: row.id, message: "The request from First Requester is now marked Contacted." },
    });
    expect(await statusOf(row.id)).toBe("contacted");
    expect(await post(owner.cookie, "/dashboard/gp-clinic", { id: row.id, status: "closed" })).toBe("page");
    expect(await statusOf(row.id)).toBe("closed");
  });
});

describe("A request that describes symptoms (issue 23)", () => {
  it("tells the person to see a doctor promptly, on the page and in the e-mail, and marks it for the clinic", async () => {
    const partner = await signedInAs(db(), "gpclinic");
    const clinic = await addGpClinic(partner.id);
    const fields = validFields({ clinic: `gp:${clinic.id}`, message: "I have had blood in stool for 3 weeks" });
    const reply = await submit(fields);
    expect(reply.status).toBe(200);
    const done = reply.done as { advice: { level: string; text: string } | null };
    expect(done.advice?.level).toBe("red-flag");
    expect(done.advice?.text).toMatch(/see a doctor/i);
    expect(done.advice?.text).toContain("995");

    const mails = await mailsTo([fields.email!, partner.email]);
    const confirmation = mails.find((mail) => mail.to === fields.email)!;
    expect(confirmation.text).toMatch(/see a doctor/i);
    expect(confirmation.text).toContain("995");
    // Still none of the person's own words in a mail to an unproven address.
    expect(confirmation.text).not.toContain("blood in stool");
    const notification = mails.find((mail) => mail.to === partner.email)!;
    expect(notification.subject).toMatch(/mentions symptoms/i);

    const path = "/dashboard/gp-clinic";
    const page = (await dashboard.loader({
      request: new Request(`http://localhost:3000${path}`, { headers: { cookie: partner.cookie } }),
      params: {},
      pattern: path,
      context,
    } as never)) as Awaited<ReturnType<typeof dashboard.loader>>;
    const [row] = page.appointments!.requests;
    expect(row).toMatchObject({ mentionsSymptoms: true });
  });

  it("an emergency in Chinese is told to call 995 first, in Chinese", async () => {
    const fields = validFields({ message: "我大便出很多血，现在头好晕" });
    const reply = await submit(fields);
    const done = reply.done as { advice: { level: string; text: string; lang: string } | null };
    expect(done.advice).toMatchObject({ level: "emergency", lang: "zh" });
    expect(done.advice!.text.slice(0, 10)).toContain("995");
  });

  it("an ordinary request carries no advice and no mark", async () => {
    const partner = await signedInAs(db(), "gpclinic");
    const clinic = await addGpClinic(partner.id);
    const fields = validFields({ clinic: `gp:${clinic.id}` });
    const reply = await submit(fields);
    expect((reply.done as { advice: unknown }).advice).toBeNull();
    const [notification] = await mailsTo([partner.email]);
    expect(notification!.subject).toBe("New screening appointment request");
  });
});

describe("A visit time the clinic cannot take (issue 23)", () => {
  async function sundayMorningClinic() {
    const partner = await signedInAs(db(), "gpclinic");
    const clinic = await addGpClinic(partner.id);
    await db()
      .update(gpClinics)
      .set({
        operatingHours: {
          weekdays: "9:00am – 5:00pm",
          saturday: "9:00am – 12:00pm",
          sunday: "9am-12pm",
          publicHoliday: "Closed",
        },
      })
      .where(eq(gpClinics.id, clinic.id));
    return clinic;
  }
  /** The next Sunday after tomorrow, in Singapore. */
  const nextSunday = () => {
    let day = addDays(today(), 2);
    while (new Date(`${day}T00:00:00Z`).getUTCDay() !== 0) day = addDays(day, 1);
    return day;
  };

  it("a Sunday evening at a clinic open Sunday 9am-12pm gets a field message naming the hours; nothing is written", async () => {
    const clinic = await sundayMorningClinic();
    const before = await totals();
    const fields = validFields({ clinic: `gp:${clinic.id}`, preferredDate: nextSunday(), preferredTime: "evening" });
    const reply = await submit(fields);
    expect(reply.status).toBe(400);
    expect(reply.fieldErrors.preferredTime?.[0]).toMatch(/9am-12pm/);
    expect(await totals()).toEqual(before);

    expect((await submit({ ...fields, preferredTime: "morning" })).status).toBe(200);
  });

  it("a forged clinic reference is a field message, nothing written, never a 500", async () => {
    const before = await totals();
    for (const forged of ["gp:not-a-uuid", "hospital:1", "gp:'; drop table users;--", "specialist:"]) {
      const reply = await submit(validFields({ clinic: forged }));
      expect(reply.status).toBe(400);
      expect(reply.fieldErrors.preferredClinic?.[0]).toBeTruthy();
    }
    expect(await totals()).toEqual(before);
  });
});
