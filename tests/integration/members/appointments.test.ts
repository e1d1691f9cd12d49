import { describe, expect, it } from "vitest";
import { panelClinics } from "../../../db/schema";
import { env } from "../../../app/lib/env.server";
import { addDays } from "../../../app/lib/text/singapore-date";
import * as appointmentNew from "../../../app/features/directory/routes/appointment-new";
import * as dashboard from "../../../app/features/dashboards/routes/dashboard";
import { useTestDatabase } from "../../support/db";
import { signedInAs } from "../../support/sessions";
import {
  addGpClinic,
  addSpecialist,
  context,
  mailsTo,
  requestsTo,
  submit,
  today,
  totals,
  validFields,
} from "../../support/appointments";

// What a request to "Schedule Your Screening" does: the clinic it preselects, what it stores and
// whom it tells, and the advice for one that describes symptoms. What the form refuses:
// appointment-refusals.test.ts; the partner dashboards: appointment-dashboards.test.ts.

const db = useTestDatabase();

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
