import { beforeAll, describe, expect, it } from "vitest";
import { gpClinics, specialists } from "#db/schema";
import { useTestDatabase } from "../../../../tests/support/db";
import { checkerPage } from "./checker.server";

const db = useTestDatabase();
const today = "2026-11-26";
const page = (query: string) => checkerPage(new URLSearchParams(query), today);

type Clinic = typeof gpClinics.$inferInsert;
const clinic = (clinicName: string, postalCode: string, servicesOffered: string[]): Clinic => ({
  clinicName,
  doctorFullName: "Dr Someone",
  licenseNumber: "GP-0000",
  address: "1 Some Road",
  postalCode,
  region: "North",
  servicesOffered,
  approvalStatus: "approved",
});

beforeAll(async () => {
  await db()
    .insert(gpClinics)
    .values([
      // From 560123 (Ang Mo Kio): Ang Mo Kio, then Bishan, then Woodlands, then Jurong West.
      clinic("Ang Mo Kio No Kits", "560456", ["Vaccinations"]),
      clinic("Bishan Kits", "570279", ["FIT Test", "Vaccinations"]),
      clinic("Jurong West Kits", "640498", ["FIT Test"]),
      clinic("Woodlands Kits", "730888", ["FIT Test"]),
      { ...clinic("Hidden Kits", "560111", ["FIT Test"]), approvalStatus: "pending_review" },
    ]);
  await db().insert(specialists).values({
    fullName: "Dr Aisha Rahman",
    medicalRegistrationNo: "M00000A",
    qualifications: "MBBS",
    fieldOfSpecialization: "Gastroenterology",
    clinicAffiliation: "Novena Gut Centre",
    address: "10 Sinaran Drive",
    postalCode: "307470",
    region: "Central",
    approvalStatus: "approved",
  });
});

describe("the checker's page from the posted answers (issue 26)", () => {
  it("shows the empty form first, with its choices", async () => {
    const p = await page("");
    expect(p.status).toBe("empty");
    expect(p.answer).toBeNull();
    expect(p.choices.symptoms.map((s) => s.value)).toContain("blood-in-stool");
    expect(p.choices.resultGroups.map((g) => g.legend)).toEqual(["After a FIT or blood test", "After a colonoscopy"]);
  });

  it("a rejected answer: the messages, a summary linking to each field, what was typed", async () => {
    const p = await page("age=200&lastTest=fit&lastTestWhen=2030-01&symptoms=weight-loss");
    expect(p.status).toBe("invalid");
    expect(p.answer).toBeNull();
    expect(p.values).toMatchObject({ age: "200", lastTest: "fit", lastTestWhen: "2030-01", symptoms: ["weight-loss"] });
    expect(p.summary).toEqual([
      { target: "checker-age", text: "Your age: Enter an age from 18 to 120, in years, for example 52" },
      { target: "checker-lastTestWhen", text: "When you had it: The date of your last test cannot be in the future" },
      { target: "checker-result-0", text: "Its result: Choose the result of your last test" },
    ]);
  });

  it("52, no symptoms: a FIT, and with a postal code the nearest clinics that give out kits", async () => {
    const p = await page("age=52&postalCode=560123");
    expect(p.answer).toMatchObject({ rule: "average-risk", where: "gp-fit", urgent: false, emergency: null });
    expect(p.answer!.headline).toMatch(/FIT/);
    expect(p.answer!.nearest!.gps.map((c) => c.clinicName)).toEqual([
      "Bishan Kits",
      "Woodlands Kits",
      "Jurong West Kits",
    ]);
    expect(p.answer!.nearest!.gps[0]!.distance).toMatch(/km/);
    expect(p.answer!.directoryHref).toBe("/find-a-gp?service=FIT+Test&postalCode=560123");
    expect(p.answer!.fitKitsHref).toBe("/find-a-gp?service=FIT+Test&postalCode=560123");
    expect(p.costsHref).toBe("/get-screened/costs");
  });

  it("without a postal code: the answer and the directory's link, no clinics yet", async () => {
    const p = await page("age=52");
    expect(p.answer!.nearest).toBeNull();
    expect(p.answer!.directoryHref).toBe("/find-a-gp?service=FIT+Test");
  });

  it("a bad postal code: the directory's message at the field, the answer still shown", async () => {
    const p = await page("age=52&postalCode=12ab");
    expect(p.answer!.rule).toBe("average-risk");
    expect(p.answer!.postal).toEqual({
      value: "12ab",
      error: "Valid 6-digit postal code is required",
      label: "Your postal code",
      hint: "Six digits, to list the nearest first.",
    });
    expect(p.answer!.nearest).toBeNull();
  });

  it("symptoms: see a doctor now, the safety rules' 995 line, any GP nearest first", async () => {
    const p = await page("age=52&symptoms=blood-in-stool&postalCode=560123");
    expect(p.answer).toMatchObject({ rule: "symptoms", urgent: true, where: "gp" });
    expect(p.answer!.headline).toMatch(/^See a doctor/);
    expect(p.answer!.emergency).toMatch(/995/);
    expect(p.answer!.nearest!.gps[0]!.clinicName).toBe("Ang Mo Kio No Kits");
  });

  it("a positive FIT: a colonoscopy, and the specialists", async () => {
    const p = await page("age=58&lastTest=fit&lastTestWhen=2026-10&result=positive&postalCode=560123");
    expect(p.answer).toMatchObject({ rule: "positive-test", where: "specialist" });
    expect(p.answer!.nearest!.specialists.map((s) => s.fullName)).toEqual(["Dr Aisha Rahman"]);
    expect(p.answer!.nearest!.gps).toEqual([]);
  });

  it("a recent normal colonoscopy: up to date, with the day the next is due (for the reminder form)", async () => {
    const p = await page("age=60&lastTest=colonoscopy&lastTestWhen=2020-05&result=normal");
    expect(p.answer).toMatchObject({ rule: "colonoscopy-up-to-date", dueOn: "2030-05-01" });
    expect(p.answer!.sources.every((s) => s.checkedOn && s.reviewDue)).toBe(true);
  });
});
