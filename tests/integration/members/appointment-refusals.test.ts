import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { gpClinics } from "../../../db/schema";
import { addDays } from "../../../app/lib/text/singapore-date";
import { appointmentMessages as m } from "../../../app/features/directory/appointments/messages";
import { useTestDatabase } from "../../support/db";
import { signedInAs } from "../../support/sessions";
import { addGpClinic, submit, today, totals, validFields } from "../../support/appointments";
import { randomIp } from "../../support/unique";

// What "Schedule Your Screening" refuses, always with nothing written: missing and malformed
// fields, robots and floods, and a visit time the clinic cannot take.

const db = useTestDatabase();

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
