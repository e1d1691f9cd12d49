import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminActivityLog, appSettings, users } from "../../../db/schema";
import { createAccount } from "../../../server/seed";
import { RECENT_ACTIVITY_LIMIT } from "../../../app/features/admin/overview/figures";
import { computeOverview, overview, weekStarts } from "../../../app/features/admin/overview/overview.server";
import { settingMessages, updateSetting } from "../../../app/features/admin/system/settings.server";
import { signUpChampion } from "../../../app/features/accounts/sign-up.server";
import { unitCost } from "../../../app/features/corporate/index.server";
import { audit } from "../../../app/lib/audit.server";
import { getSetting } from "../../../app/lib/settings.server";
import { useTestDatabase } from "../../support/db";
import { adminRequest, forms, register, reviewer, totals } from "../../support/partners";

const db = useTestDatabase();

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  return data;
};

async function auditRows(target: string) {
  return db().select().from(adminActivityLog).where(eq(adminActivityLog.targetId, target));
}

describe("settings", () => {
  it("changes the test unit cost with its before and after in the audit log; the corporate figures follow", async () => {
    const admin = { ...(await reviewer("settings-a")), userType: "super_admin" as const };
    expect(await unitCost()).toBe(355);
    const outcome = await updateSetting(
      adminRequest(),
      admin,
      form({ name: "crc_test_unit_cost", value: "400.50", expected: "355" }),
    );
    expect(outcome).toEqual({ ok: true, message: settingMessages.saved("Cost of one CRC screening test (SGD)") });
    expect(await unitCost()).toBe(400.5);
    const [log] = await auditRows("crc_test_unit_cost");
    expect(log).toMatchObject({ action: "setting.update", before: { cost: 355 }, after: { cost: 400.5 } });
  });

  it("refuses a value of the wrong type, an unknown setting and a stale form, writing nothing", async () => {
    const admin = { ...(await reviewer("settings-b")), userType: "super_admin" as const };
    const current = String((await getSetting("crc_test_unit_cost")).cost);
    const before = await db().select({ n: count() }).from(adminActivityLog);
    for (const value of ["0", "-5", "abc", "1e3", "100001", "12.345", ""])
      expect(
        await updateSetting(adminRequest(), admin, form({ name: "crc_test_unit_cost", value, expected: current })),
      ).toEqual({ ok: false, status: 400, message: settingMessages.amountInvalid });
    expect(
      await updateSetting(
        adminRequest(),
        admin,
        form({ name: "champion_signup_open", value: "maybe", expected: "open" }),
      ),
    ).toEqual({ ok: false, status: 400, message: settingMessages.switchInvalid });
    expect(await updateSetting(adminRequest(), admin, form({ name: "site_name", value: "x" }))).toEqual({
      ok: false,
      status: 400,
      message: settingMessages.unknown,
    });
    expect(
      await updateSetting(adminRequest(), admin, form({ name: "crc_test_unit_cost", value: "360", expected: "1" })),
    ).toEqual({ ok: false, status: 409, message: settingMessages.changed });
    expect(await db().select({ n: count() }).from(adminActivityLog)).toEqual(before);
  });

  it("two super admins changing the same setting at once: one change holds, the other is told", async () => {
    const [a, b] = [await reviewer("settings-c1"), await reviewer("settings-c2")];
    const expected = (await getSetting("partner_registration_open")) ? "open" : "closed";
    const flip = expected === "open" ? "closed" : "open";
    const outcomes = await Promise.all(
      [a, b].map((admin) =>
        updateSetting(adminRequest(), admin, form({ name: "partner_registration_open", value: flip, expected })),
      ),
    );
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    expect(outcomes.find((o) => !o.ok)).toEqual({ ok: false, status: 409, message: settingMessages.changed });
    expect(await auditRows("partner_registration_open")).toHaveLength(1);
    // Put it back for the other tests.
    await db().delete(appSettings).where(eq(appSettings.settingName, "partner_registration_open"));
  });

  it("closing Champion sign-up refuses new accounts with the spec's message", async () => {
    const admin = await reviewer("settings-d");
    await updateSetting(
      adminRequest(),
      admin,
      form({ name: "champion_signup_open", value: "closed", expected: "open" }),
    );
    const email = `closed-${randomUUID()}@test.example`;
    expect(
      await signUpChampion(new Request("http://localhost:3000/signup/champion", { method: "POST" }), {
        fullName: "Closed Out",
        email,
        password: "Correct-Horse-9",
      }),
    ).toEqual({ ok: false, status: 403, message: "New account registration is currently disabled." });
    expect(await db().select().from(users).where(eq(users.email, email))).toEqual([]);
    await updateSetting(
      adminRequest(),
      admin,
      form({ name: "champion_signup_open", value: "open", expected: "closed" }),
    );
  });

  it("closing partner registration refuses all three kinds with the spec's message, and writes nothing", async () => {
    const admin = await reviewer("settings-e");
    await updateSetting(
      adminRequest(),
      admin,
      form({ name: "partner_registration_open", value: "closed", expected: "open" }),
    );
    const before = await totals();
    for (const kind of ["gp", "specialist", "corporate"] as const) {
      const reply = await register(kind, forms[kind]());
      expect(reply.status).toBe(403);
      expect(reply.formErrors).toEqual(["New account registration is currently disabled."]);
    }
    expect(await totals()).toEqual(before);
    await updateSetting(
      adminRequest(),
      admin,
      form({ name: "partner_registration_open", value: "open", expected: "closed" }),
    );
    expect((await register("gp", forms.gp())).status).toBe(200);
  });

  it("a malformed row written by hand falls back to the default instead of taking pages down", async () => {
    await db()
      .insert(appSettings)
      .values({ settingName: "crc_test_unit_cost", settingValue: { cost: "lots" } })
      .onConflictDoUpdate({ target: appSettings.settingName, set: { settingValue: { cost: "lots" } } });
    expect(await unitCost()).toBe(355);
    await db().delete(appSettings).where(eq(appSettings.settingName, "crc_test_unit_cost"));
  });
});

describe("overview", () => {
  it("counts real accounts, growth against the previous 30 days, active Champions and the newest 10 activities", async () => {
    const now = new Date();
    const base = await computeOverview(now);
    const day = 86_400_000;
    const recent = await createAccount(db(), {
      email: `recent-${randomUUID()}@test.example`,
      password: "Correct-Horse-9",
      name: "Recent",
      userType: "champion",
    });
    const older = await createAccount(db(), {
      email: `older-${randomUUID()}@test.example`,
      password: "Correct-Horse-9",
      name: "Older",
      userType: "champion",
    });
    await db()
      .update(users)
      .set({ createdAt: new Date(now.getTime() - 45 * day) })
      .where(eq(users.id, older));
    await db()
      .update(users)
      .set({ lastSignInAt: new Date(now.getTime() - 2 * day) })
      .where(eq(users.id, recent));
    await db()
      .update(users)
      .set({ lastSignInAt: new Date(now.getTime() - 40 * day) })
      .where(eq(users.id, older));
    const after = await computeOverview(now);
    expect(after.stats.totalUsers.value).toBe(base.stats.totalUsers.value + 2);
    expect(after.stats.totalUsers.growth.current).toBe(base.stats.totalUsers.growth.current + 1);
    expect(after.stats.totalUsers.growth.previous).toBe(base.stats.totalUsers.growth.previous + 1);
    expect(after.stats.activeChampions.value).toBe(base.stats.activeChampions.value + 1);
    const signUps = after.charts.signUps;
    expect(signUps.weeks).toEqual(weekStarts(now));
    const championWeek = signUps.series.find((s) => s.key === "champion")!.values.at(-1)!;
    const baseChampionWeek = base.charts.signUps.series.find((s) => s.key === "champion")?.values.at(-1) ?? 0;
    expect(championWeek).toBe(baseChampionWeek + 1);

    const admin = await reviewer("overview");
    await db().transaction(async (tx) => {
      for (let i = 0; i < RECENT_ACTIVITY_LIMIT + 2; i++)
        await audit(tx, admin, adminRequest(), {
          action: "story.approve",
          target: { type: "story", id: randomUUID(), label: `Story ${i}` },
        });
    });
    const activity = (await overview()).recent;
    expect(activity).toHaveLength(RECENT_ACTIVITY_LIMIT);
    expect(activity[0]).toMatchObject({ actor: admin.email, action: "Approved a story" });
  });

  it("loads at the same time share one computation; a later load counts again", async () => {
    const [a, b] = await Promise.all([overview(), overview()]);
    expect(a).toBe(b);
    expect(await overview()).not.toBe(a);
  });

  it("System Health names the failing check: e-mail that waits too long", async () => {
    const { emailOutbox } = await import("../../../db/schema");
    await db()
      .insert(emailOutbox)
      .values({ to: "x@test.example", subject: "Late", text: "x", nextAttemptAt: new Date(Date.now() - 3_600_000) });
    const { health } = (await overview()).stats;
    expect(health.status).toBe("Needs attention");
    expect(health.checks.find((c) => !c.ok)).toMatchObject({
      name: "E-mail delivery",
      detail: "1 e-mail waiting more than 15 minutes to be sent.",
    });
    expect(health.checks.find((c) => c.name === "Database")!.ok).toBe(true);
  });
});
