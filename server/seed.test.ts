import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../tests/support/db";
import { appSettings, corporateSponsorships, gpClinics, panelClinics, specialists, users } from "../db/schema";
import { demoAccounts, seed } from "./seed";

const db = useTestDatabase();
const count = async (
  table: typeof gpClinics | typeof specialists | typeof panelClinics | typeof corporateSponsorships,
) =>
  (
    await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
  )[0]!.n;

describe("seed", () => {
  it("creates the demo directory, settings and a super admin once, however often it runs", async () => {
    const first = await seed(db(), { demo: true });
    expect(first.join("\n")).toMatch(/password: \S{12,}/);
    const again = await seed(db(), { demo: true });
    expect(again).toEqual([]);

    expect(await count(gpClinics)).toBeGreaterThanOrEqual(30);
    expect(await count(specialists)).toBeGreaterThanOrEqual(20);
    expect(await count(panelClinics)).toBe(5);
    expect(await count(corporateSponsorships)).toBeGreaterThanOrEqual(3);
    const regions = await db().selectDistinct({ r: gpClinics.region }).from(gpClinics);
    expect(regions.map((r) => r.r).sort()).toEqual(["Central", "East", "North", "South", "West"]);
    const [setting] = await db().select().from(appSettings).where(eq(appSettings.settingName, "crc_test_unit_cost"));
    expect(setting?.settingValue).toEqual({ cost: 355 });
    const admins = await db().select().from(users).where(eq(users.userType, "super_admin"));
    expect(admins).toHaveLength(1);
    expect(admins[0]!.emailVerified).toBe(true);
  });

  it("links the embedded demo's partner accounts to sample directory entries", async () => {
    const lines = await seed(db(), { demo: true, demoAccounts: true });
    expect(lines.join("\n")).toContain("gp@demo.rid-crc.local");
    const [gp] = await db().select().from(users).where(eq(users.email, demoAccounts[0]!.email));
    expect(gp?.userType).toBe("gpclinic");
    const [clinic] = await db().select().from(gpClinics).where(eq(gpClinics.userId, gp!.id));
    expect(clinic?.approvalStatus).toBe("approved");
    const [sp] = await db().select().from(users).where(eq(users.email, demoAccounts[1]!.email));
    const [specialist] = await db().select().from(specialists).where(eq(specialists.userId, sp!.id));
    expect(specialist).toBeTruthy();
    expect(await seed(db(), { demo: true, demoAccounts: true })).toEqual([]);
  });

  it("creates the configured super admin from ADMIN_EMAIL once", async () => {
    const lines = await seed(db(), {
      demo: false,
      adminEmail: "Chief@Test.Example",
      adminPassword: "A-long-password-1",
    });
    expect(lines.join("")).toContain("chief@test.example");
    expect(
      await seed(db(), { demo: false, adminEmail: "chief@test.example", adminPassword: "A-long-password-1" }),
    ).toEqual([]);
    const [admin] = await db().select().from(users).where(eq(users.email, "chief@test.example"));
    expect(admin?.userType).toBe("super_admin");
  });
});
