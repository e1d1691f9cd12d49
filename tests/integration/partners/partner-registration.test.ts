import { randomUUID } from "node:crypto";
import { parseWithZod } from "@conform-to/zod/v4";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accounts, corporateSponsorships, corporates, gpClinics, specialists } from "../../../db/schema";
import { createAccount } from "../../../server/seed";
import { gpClinicRegistrationSchema } from "../../../app/features/partners/registration.schema";
import { registerPartner } from "../../../app/features/partners/registration.server";
import { CLIENT_IP_HEADER } from "../../../app/lib/http/client-ip";
import { useTestDatabase } from "../../support/db";
import { failWrites } from "../../support/failing-writes";
import {
  corporateForm,
  form,
  gpForm,
  historyOf,
  mailsTo,
  randomIp,
  register,
  specialistForm,
  totals,
  unique,
  userByEmail,
  without,
  type Reply,
} from "../../support/partners";

// Partner registration: the three registration actions and what they write (issue #13), on the
// database. Their forms' messages: app/features/partners/registration.schema.test.ts; floods and
// races: partner-registration-limits.test.ts. Helpers: tests/support/partners.ts.

const db = useTestDatabase();

describe("partner registration (issue #13)", () => {
  it("registers a GP clinic: an unverified gpclinic account, the clinic pending verification, its history and the verification e-mail", async () => {
    const fields = gpForm();
    const reply = await register("gp", fields);
    expect(reply.status).toBe(200);
    expect(reply.registered).toMatchObject({ email: fields.email, tier: null });

    const found = await userByEmail(fields.email as string);
    expect(found).toHaveLength(1);
    const user = found[0]!;
    expect(user).toMatchObject({
      userType: "gpclinic",
      emailVerified: false,
      fullName: "Mdm Lee Bee Hoon",
      phoneNumber: "+65 6234 5678",
      corporateId: null,
      status: "active",
    });
    const credentials = await db().select().from(accounts).where(eq(accounts.userId, user.id));
    expect(credentials).toHaveLength(1);
    expect(credentials[0]).toMatchObject({ providerId: "credential", accountId: user.id });
    expect(credentials[0]!.password).toMatch(/^\$argon2id\$/);

    const clinics = await db().select().from(gpClinics).where(eq(gpClinics.userId, user.id));
    expect(clinics).toHaveLength(1);
    expect(clinics[0]).toMatchObject({
      clinicName: fields.clinicName,
      doctorFullName: "Dr Ong Kah Seng",
      licenseNumber: (fields.licenseNumber as string).toUpperCase(),
      phone: "+65 6234 5678",
      address: "Blk 201 Tampines Street 21, #01-10",
      postalCode: "520201",
      region: "East",
      // Kept in the form's order of options, whatever order they were ticked in.
      servicesOffered: ["FIT Test", "Colonoscopy Referral"],
      operatingHours: { weekdays: "9am - 6pm", saturday: "9am - 1pm", sunday: "", publicHoliday: "" },
      languagesSpoken: null,
      website: null,
      description: null,
      approvalStatus: "pending_verification",
      pendingChanges: null,
      isSample: false,
    });

    const history = await historyOf("gp", clinics[0]!.id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      action: "submitted",
      fromStatus: null,
      toStatus: "pending_verification",
      actorId: user.id,
    });

    const mails = await mailsTo(fields.email as string);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("http://localhost:3000/api/auth/verify-email?token=");
    expect(mails[0]!.text).toContain("GP clinic");
  });

  it("registers a specialist with every field stored, the optional blanks as null", async () => {
    const fields = specialistForm({ insurancePartners: "AIA, Great Eastern", notes: "" });
    const reply = await register("specialist", fields);
    expect(reply.status).toBe(200);
    expect(reply.registered).toMatchObject({ email: fields.email, tier: null });

    const [user, ...others] = await userByEmail(fields.email as string);
    expect(others).toHaveLength(0);
    expect(user).toMatchObject({
      userType: "specialist",
      emailVerified: false,
      fullName: fields.specialistName,
      phoneNumber: "+65 9123 4567",
    });
    expect(await db().select().from(accounts).where(eq(accounts.userId, user!.id))).toHaveLength(1);

    const rows = await db().select().from(specialists).where(eq(specialists.userId, user!.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      fullName: fields.specialistName,
      medicalRegistrationNo: "M12345A",
      qualifications: "MBBS, MRCS",
      fieldOfSpecialization: "Gastroenterology",
      clinicAffiliation: "Novena Gut Centre",
      phone: "+65 9123 4567",
      address: "10 Sinaran Drive, #05-01",
      postalCode: "307506",
      region: "Central",
      website: "https://www.gut.example.sg",
      yearsOfExperience: 12,
      specialties: ["Colonoscopy (Screening)", "Polypectomy"],
      languages: "English, Malay",
      operatingHours: null,
      insurancePartners: "AIA, Great Eastern",
      notes: null,
      approvalStatus: "pending_verification",
    });
    const history = await historyOf("specialist", rows[0]!.id);
    expect(history.map((h) => [h.action, h.toStatus, h.actorId])).toEqual([
      ["submitted", "pending_verification", user!.id],
    ]);
    const mails = await mailsTo(fields.email as string);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("/api/auth/verify-email?token=");
  });

  it("registers a company with a pledge: a pending Gold Champion sponsorship (unit cost 355), linked to the contact's account", async () => {
    const fields = corporateForm({ pledgeAmount: "S$40,000", preferDiscussion: "on" });
    const reply = await register("corporate", fields);
    expect(reply.status).toBe(200);
    expect(reply.registered).toMatchObject({ email: fields.email, tier: "Gold Champion" });

    const [user, ...others] = await userByEmail(fields.email as string);
    expect(others).toHaveLength(0);
    expect(user).toMatchObject({
      userType: "corporate_contact",
      emailVerified: false,
      fullName: "Ms Tan Hui Min",
      phoneNumber: "+65 9123 4567",
    });
    expect(await db().select().from(accounts).where(eq(accounts.userId, user!.id))).toHaveLength(1);

    const rows = await db().select().from(corporates).where(eq(corporates.userId, user!.id));
    expect(rows).toHaveLength(1);
    const company = rows[0]!;
    expect(company).toMatchObject({
      companyName: fields.companyName,
      uen: "201534871K",
      industry: "Banking & Finance",
      companySize: "51-200 employees",
      contactPersonName: "Ms Tan Hui Min",
      designation: "CSR Manager",
      phone: "+65 9123 4567",
      csrOptions: ["workplace-screening", "health-talks"],
      pledgeAmount: 40_000,
      preferDiscussion: true,
      additionalComments: null,
      agreedToNewsletter: true,
      approvalStatus: "pending_verification",
    });
    expect(user!.corporateId).toBe(company.id);

    const sponsorships = await db()
      .select()
      .from(corporateSponsorships)
      .where(eq(corporateSponsorships.corporateId, company.id));
    expect(sponsorships).toHaveLength(1);
    expect(sponsorships[0]).toMatchObject({
      status: "pending",
      sponsorshipTier: "Gold Champion",
      pledgeAmount: 40_000,
    });

    expect((await historyOf("corporate", company.id)).map((h) => h.action)).toEqual(["submitted"]);
    const mails = await mailsTo(fields.email as string);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("/api/auth/verify-email?token=");
  });

  it("registers a company without a pledge: no sponsorship at all, no tier", async () => {
    const fields = corporateForm({ pledgeAmount: "", preferDiscussion: "on", agreedToNewsletter: [] });
    const reply = await register("corporate", fields);
    expect(reply.status).toBe(200);
    expect(reply.registered).toMatchObject({ email: fields.email, tier: null });
    const [user] = await userByEmail(fields.email as string);
    const [company] = await db().select().from(corporates).where(eq(corporates.userId, user!.id));
    expect(company).toMatchObject({ pledgeAmount: null, agreedToNewsletter: false, preferDiscussion: true });
    expect(
      await db().select().from(corporateSponsorships).where(eq(corporateSponsorships.corporateId, company!.id)),
    ).toHaveLength(0);
  });

  it("ignores forged account type, state and company fields: the type comes from the page", async () => {
    const otherCompany = randomUUID();
    const forged = {
      user_type: "admin",
      userType: "super_admin",
      approvalStatus: "approved",
      approval_status: "approved",
      corporate_id: otherCompany,
      corporateId: otherCompany,
      emailVerified: "true",
      isSample: "on",
    };
    const gp = gpForm(forged);
    expect((await register("gp", gp)).status).toBe(200);
    const [gpUser] = await userByEmail(gp.email as string);
    expect(gpUser).toMatchObject({ userType: "gpclinic", corporateId: null, emailVerified: false });
    const [clinic] = await db().select().from(gpClinics).where(eq(gpClinics.userId, gpUser!.id));
    expect(clinic).toMatchObject({ approvalStatus: "pending_verification", isSample: false });

    const company = corporateForm(forged);
    expect((await register("corporate", company)).status).toBe(200);
    const [contact] = await userByEmail(company.email as string);
    const [row] = await db().select().from(corporates).where(eq(corporates.userId, contact!.id));
    expect(contact).toMatchObject({ userType: "corporate_contact", emailVerified: false });
    expect(contact!.corporateId).toBe(row!.id);
    expect(contact!.corporateId).not.toBe(otherCompany);
    expect(row!.approvalStatus).toBe("pending_verification");
  });

  it("answers an address already registered (any case) as any other, writes nothing and tells its owner", async () => {
    const mixed = `Mixed.${unique("Owner")}@Example.SG`;
    await createAccount(db(), { email: mixed, password: "Owner-Pass-1", name: "Owner Person", userType: "champion" });
    const before = await totals();

    const gp = gpForm({ email: mixed.toLowerCase() });
    const reply = await register("gp", gp);
    expect(reply.status).toBe(200);
    expect(reply.registered).toMatchObject({ email: mixed.toLowerCase(), tier: null });
    const company = corporateForm({ email: mixed.toUpperCase() });
    const second = await register("corporate", company);
    expect(second.status).toBe(200);
    expect(second.registered).toMatchObject({ email: mixed.toLowerCase(), tier: "Gold Champion" });

    expect(await totals()).toEqual(before);
    const [owner] = await userByEmail(mixed);
    expect(owner).toMatchObject({ userType: "champion", email: mixed, corporateId: null });
    const mails = await mailsTo(mixed);
    expect(mails.map((m) => m.subject)).toEqual([
      "Someone tried to join RID-CRC with your e-mail address",
      "Someone tried to join RID-CRC with your e-mail address",
    ]);
    expect(mails.every((m) => !m.text.includes("verify-email"))).toBe(true);
  });

  for (const table of ["partner_reviews", "email_outbox"] as const) {
    it(`rolls everything back when a write fails half-way (${table}): the §8 database message, no account, no company`, async () => {
      const fields = corporateForm();
      const before = await totals();
      const lift = await failWrites(db(), table, "INSERT");
      let reply: Reply;
      try {
        reply = await register("corporate", fields);
      } finally {
        await lift();
      }
      expect(reply.status).toBe(500);
      expect(reply.registered).toBeUndefined();
      expect(reply.formErrors).toEqual([
        "There was a database error during registration. Please try again in a few minutes.",
      ]);
      expect(await totals()).toEqual(before);
      expect(await userByEmail(fields.email as string)).toHaveLength(0);
      expect(await mailsTo(fields.email as string)).toHaveLength(0);
      expect(
        await db()
          .select()
          .from(corporates)
          .where(eq(corporates.companyName, fields.companyName as string)),
      ).toHaveLength(0);

      // The same for a GP clinic, straight through registerPartner.
      const gp = gpForm();
      const lift2 = await failWrites(db(), table, "INSERT");
      let outcome;
      try {
        const input = parseWithZod(form(gp), { schema: gpClinicRegistrationSchema });
        if (input.status !== "success") throw new Error("the GP form should be valid");
        outcome = await registerPartner(
          new Request("http://localhost:3000/register/clinic", {
            method: "POST",
            headers: { [CLIENT_IP_HEADER]: randomIp() },
          }),
          { kind: "gp", input: input.value },
        );
      } finally {
        await lift2();
      }
      expect(outcome).toEqual({
        ok: false,
        status: 500,
        message: "There was a database error during registration. Please try again in a few minutes.",
      });
      expect(await totals()).toEqual(before);
      expect(
        await db()
          .select()
          .from(gpClinics)
          .where(eq(gpClinics.clinicName, gp.clinicName as string)),
      ).toHaveLength(0);
    });
  }

  it("says the system is being updated when a table is missing (a deployment half done), and writes nothing", async () => {
    const fields = specialistForm();
    const before = await totals();
    await db().execute(sql.raw("ALTER TABLE partner_reviews RENAME TO partner_reviews_moved"));
    let reply: Reply;
    try {
      reply = await register("specialist", fields);
    } finally {
      await db().execute(sql.raw("ALTER TABLE partner_reviews_moved RENAME TO partner_reviews"));
    }
    expect(reply.status).toBe(500);
    expect(reply.formErrors).toEqual([
      "The registration system is currently being updated. Please try again in a few minutes.",
    ]);
    expect(await totals()).toEqual(before);
    expect(await userByEmail(fields.email as string)).toHaveLength(0);
  });

  it("stores markup typed into a name as plain text", async () => {
    const fields = gpForm({ clinicName: "<script>alert(1)</script>", contactPersonName: "<b>Bold</b> Admin" });
    expect((await register("gp", fields)).status).toBe(200);
    const [user] = await userByEmail(fields.email as string);
    expect(user!.fullName).toBe("<b>Bold</b> Admin");
    const [clinic] = await db().select().from(gpClinics).where(eq(gpClinics.userId, user!.id));
    expect(clinic!.clinicName).toBe("<script>alert(1)</script>");
  });

  it("answers a form with mistakes with 400 and its messages, writes nothing and never sends the passwords back", async () => {
    const before = await totals();
    const fields = gpForm({ postalCode: "12345", password: "weak-Secret-word", confirmPassword: "Other-Secret-9" });
    const reply = await register("gp", without(fields, "clinicName"));
    expect(reply.status).toBe(400);
    expect(reply.fieldErrors.clinicName).toEqual(["Clinic name is required"]);
    expect(reply.fieldErrors.postalCode?.[0]).toBe("Valid 6-digit postal code is required");
    expect(reply.fieldErrors.password).toEqual([
      "Password must be at least 8 characters with at least one uppercase letter, one lowercase letter, and one number",
    ]);
    expect(reply.fieldErrors.confirmPassword).toEqual(["Passwords do not match"]);
    expect(JSON.stringify(reply.raw)).not.toContain("weak-Secret-word");
    expect(JSON.stringify(reply.raw)).not.toContain("Other-Secret-9");
    expect(await totals()).toEqual(before);
    expect(await mailsTo(fields.email as string)).toHaveLength(0);
  });
});
