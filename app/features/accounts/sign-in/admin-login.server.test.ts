import { desc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { activityLogs, adminActivityLog } from "#db/schema";
import { createAccount } from "../../../../server/seed";
import { CLIENT_IP_HEADER } from "~/lib/http/client-ip";
import { useTestDatabase } from "../../../../tests/support/db";
import { adminLogin } from "./admin-login.server";

const db = useTestDatabase();
const request = () =>
  new Request("http://localhost:3000/admin/login", { method: "POST", headers: { [CLIENT_IP_HEADER]: "203.0.113.7" } });
const latestLog = async () =>
  (await db().select().from(activityLogs).orderBy(desc(activityLogs.createdAt)).limit(1))[0];

describe("Admin Portal sign-in", () => {
  it("logs a success with the admin id, type, time and client address", async () => {
    const id = await createAccount(db(), {
      email: "chief@test.example",
      password: "Chief-Pass-123",
      name: "Chief",
      userType: "super_admin",
    });
    const outcome = await adminLogin(request(), "chief@test.example", "Chief-Pass-123");
    expect(outcome.ok).toBe(true);
    const log = await latestLog();
    expect(log).toMatchObject({ adminId: id, action: "admin_login", ipAddress: "203.0.113.7" });
    expect(log?.details).toMatchObject({ is_super_admin: true, user_type: "super_admin" });
    expect(typeof log?.details.login_time).toBe("string");
    // And the console's own audit log shows it among the team's actions (issue 23).
    const [audited] = await db().select().from(adminActivityLog).orderBy(desc(adminActivityLog.createdAt)).limit(1);
    expect(audited).toMatchObject({
      adminId: id,
      actorEmail: "chief@test.example",
      action: "admin.sign_in",
      ipAddress: "203.0.113.7",
      after: { two_step: false },
    });
  });

  it("logs a wrong password with the e-mail and the error", async () => {
    const outcome = await adminLogin(request(), "chief@test.example", "wrong-password");
    expect(outcome).toMatchObject({
      ok: false,
      message: "Invalid email or password. Please check your credentials and try again.",
    });
    expect(await latestLog()).toMatchObject({
      adminId: null,
      action: "admin_login_failed",
      ipAddress: "203.0.113.7",
      details: { email: "chief@test.example" },
    });
  });

  it("a Champion's sign-in is not the console's business: nothing in its audit log", async () => {
    await createAccount(db(), {
      email: "plain@test.example",
      password: "Plain-Pass-123",
      name: "P",
      userType: "champion",
    });
    const before = await db().select().from(adminActivityLog);
    const { signIn } = await import("./sign-in.server");
    expect((await signIn(request(), { email: "plain@test.example", password: "Plain-Pass-123" })).kind).toBe(
      "signed-in",
    );
    expect(await db().select().from(adminActivityLog)).toEqual(before);
  });

  it("refuses and signs out a non-admin whose password is right, and logs it", async () => {
    await createAccount(db(), {
      email: "member@test.example",
      password: "Member-Pass-123",
      name: "Member",
      userType: "champion",
    });
    const outcome = await adminLogin(request(), "member@test.example", "Member-Pass-123");
    expect(outcome).toMatchObject({
      ok: false,
      status: 403,
      message: "Admin privileges required. Please contact the administrator if you believe this is an error.",
    });
    // The session the password opened is ended: its cookie is cleared.
    const cleared = (outcome.ok ? [] : (outcome.headers?.getSetCookie() ?? [])).find((c) =>
      c.includes("session_token="),
    );
    expect(cleared).toMatch(/Max-Age=0/);
    expect(await latestLog()).toMatchObject({
      action: "admin_login_failed",
      details: { email: "member@test.example", error: "not an administrator" },
    });
  });
});
