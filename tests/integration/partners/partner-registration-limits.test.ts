import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accounts, gpClinics } from "../../../db/schema";
import { setEnv } from "../../../app/lib/env.server";
import { testEnv, useTestDatabase } from "../../support/db";
import {
  corporateForm,
  gpForm,
  mailsTo,
  randomIp,
  register,
  specialistForm,
  totals,
  unique,
  userByEmail,
} from "../../support/partners";

// Partner registration under pressure (issue #13): the per-address and per-client limits, and two
// registrations of one address at once.

const db = useTestDatabase();

describe("registration flood limits and races", () => {
  it("refuses the 4th registration of one address within the hour with 429 and writes nothing for it", async () => {
    const email = `${unique("flood")}@example.sg`;
    const first = await register("gp", gpForm({ email }));
    expect(first.status).toBe(200);
    // Two more (the owner is told each time), then the limit.
    expect((await register("specialist", specialistForm({ email }))).status).toBe(200);
    expect((await register("corporate", corporateForm({ email }))).status).toBe(200);
    const before = await totals();
    const mailsBefore = (await mailsTo(email)).length;
    expect(mailsBefore).toBe(3);

    const fourth = await register("gp", gpForm({ email: email.toUpperCase() }));
    expect(fourth.status).toBe(429);
    expect(fourth.registered).toBeUndefined();
    expect(fourth.formErrors).toEqual(["Too many signup attempts. Please wait a few minutes and try again."]);
    expect(await totals()).toEqual(before);
    expect(await mailsTo(email)).toHaveLength(mailsBefore);
  });

  it("refuses registrations beyond 10 × AUTH_IP_LIMIT_SCALE an hour from one client address", async () => {
    setEnv(testEnv({ AUTH_IP_LIMIT_SCALE: "0.5" })); // 10 becomes 5
    try {
      const ip = randomIp();
      for (let i = 0; i < 5; i++) {
        const fields = specialistForm();
        expect((await register("specialist", fields, ip)).status).toBe(200);
      }
      const before = await totals();
      const sixth = gpForm();
      const reply = await register("gp", sixth, ip);
      expect(reply.status).toBe(429);
      expect(reply.formErrors).toEqual(["Too many signup attempts. Please wait a few minutes and try again."]);
      expect(await totals()).toEqual(before);
      expect(await userByEmail(sixth.email as string)).toHaveLength(0);
      expect(await mailsTo(sixth.email as string)).toHaveLength(0);
      // Another client is not affected.
      expect((await register("gp", gpForm(), randomIp())).status).toBe(200);
    } finally {
      setEnv(testEnv());
    }
  });

  it("of two registrations of one new address at once, one account is made and both are told the same", async () => {
    const email = `${unique("race")}@example.sg`;
    const a = gpForm({ email });
    const b = gpForm({ email });
    const [first, second] = await Promise.all([register("gp", a), register("gp", b)]);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(first.registered).toMatchObject({ email, tier: null });
    expect(second.registered).toMatchObject({ email, tier: null });
    const found = await userByEmail(email);
    expect(found).toHaveLength(1);
    expect(await db().select().from(accounts).where(eq(accounts.userId, found[0]!.id))).toHaveLength(1);
    const clinics = await db()
      .select()
      .from(gpClinics)
      .where(inArray(gpClinics.clinicName, [a.clinicName as string, b.clinicName as string]));
    expect(clinics).toHaveLength(1);
    expect(clinics[0]!.userId).toBe(found[0]!.id);
  });
});
