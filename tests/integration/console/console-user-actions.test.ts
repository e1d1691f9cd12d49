import { randomUUID } from "node:crypto";
import { and, eq, inArray, notInArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appointmentRequests, referrals, stories, users } from "../../../db/schema";
import { createAccount } from "../../../server/seed";
import { auth } from "../../../app/features/accounts/auth.server";
import { signIn } from "../../../app/features/accounts/sign-in/sign-in.server";
import * as userRoute from "../../../app/features/admin/routes/user";
import * as roleRoute from "../../../app/features/admin/routes/user-role";
import { userActionMessages as m } from "../../../app/features/admin/users/actions.schema";
import { consoleEmailLimit, runUserAction } from "../../../app/features/admin/users/actions.server";
import { changeUserType } from "../../../app/features/admin/users/user-type.server";
import { useTestDatabase } from "../../support/db";
import { signedInAs } from "../../support/sessions";
import {
  IP,
  actor,
  adminRequest,
  auditCount,
  auditOf,
  get,
  mailsTo,
  makeUser,
  post,
  run,
  sessionsOf,
  signInCookie,
  tag,
  userRow,
} from "../../support/console-users";

// The console's Users tab (issue #14), part 2: a user's page and the team's actions on an account
// (suspend, reinstate, resend verification, password reset, account type), their rules, their race
// and their audit rows. Part 1 (console-users.test.ts): the list and the CSV export.

const db = useTestDatabase();
const PASSWORD = "Target-Horse-9";

type PageData = Awaited<ReturnType<typeof userRoute.loader>>;
type ActionData = { ok: boolean; message: string; result?: { error?: Record<string, string[] | null> } };

/** A Champion with a password, signed in on two browsers. */
async function signedInChampion(label = "target") {
  const email = `${tag(label)}@example.sg`;
  const id = await createAccount(db(), { email, password: PASSWORD, name: `Tan ${label}`, userType: "champion" });
  const cookies = [await signInCookie(email, PASSWORD), await signInCookie(email, PASSWORD)];
  return { id, email, cookies };
}

const act = (cookie: string, id: string, fields: Record<string, string>, ip = IP) =>
  run<ActionData>(userRoute.action, post(`/admin/users/${id}`, cookie, fields, ip), { id });
const changeType = (cookie: string, id: string, fields: Record<string, string>) =>
  run<ActionData>(roleRoute.action, post(`/admin/users/${id}/role`, cookie, fields), { id });

describe("a user's page", () => {
  it("shows the profile, live sessions and what the person did; an unknown or malformed id is 404", async () => {
    const admin = await signedInAs(db(), "admin");
    const target = await signedInChampion("profile");
    await db().update(users).set({ phoneNumber: "+65 9123 4567", quizScore: 8 }).where(eq(users.id, target.id));
    await db()
      .insert(referrals)
      .values([{ referrerId: target.id, referredEmail: "friend@example.sg" }]);
    await db().insert(stories).values({
      userId: target.id,
      storyType: "Survivor",
      experienceType: "Colonoscopy",
      location: "Bedok",
      content: "…",
    });
    await db().insert(appointmentRequests).values({
      name: "Tan",
      email: target.email.toUpperCase(),
      phone: "91234567",
      preferredClinic: "Bedok Clinic",
      preferredDate: "2026-07-01",
      preferredTime: "morning",
    });
    const { status, data } = await run<PageData>(userRoute.loader, get(`/admin/users/${target.id}`, admin.cookie), {
      id: target.id,
    });
    expect(status).toBe(200);
    expect(data.profile).toMatchObject({
      email: target.email,
      phone: "+65 9123 4567",
      typeLabel: "Champion",
      status: "active",
      emailVerified: true,
      twoFactorEnabled: false,
    });
    expect(data.profile.lastSignIn).not.toBeNull();
    expect(data.sessions.count).toBe(2);
    expect(data.sessions.newest).toMatchObject({ ip: expect.any(String) });
    expect(data.referrals).toMatchObject({ count: 1, items: [{ email: "friend@example.sg", state: "Invited" }] });
    expect(data.stories).toMatchObject({
      count: 1,
      items: [{ title: "Survivor: Colonoscopy", state: "Waiting for moderation" }],
    });
    expect(data.appointments).toMatchObject({ count: 1, items: [{ clinic: "Bedok Clinic", state: "New" }] });
    expect(data.quizScore).toBe(8);
    expect(data.self).toBe(false);

    for (const id of [randomUUID(), "not a valid id!", "x".repeat(65), "../../etc"]) {
      const missing = await run(userRoute.loader, get(`/admin/users/${encodeURIComponent(id)}`, admin.cookie), { id });
      expect(missing).toMatchObject({ status: 404, data: { path: `/admin/users/${encodeURIComponent(id)}` } });
    }
    const before = await auditCount();
    expect(await act(admin.cookie, randomUUID(), { intent: "suspend" })).toMatchObject({
      status: 404,
      data: { ok: false, message: m.notFound },
    });
    expect((await act(admin.cookie, "bad id", { intent: "suspend" })).status).toBe(404);
    expect(await auditCount()).toBe(before);
  });

  it("refuses an unknown or missing intent with 400, writing nothing", async () => {
    const admin = await signedInAs(db(), "admin");
    const target = await makeUser();
    const before = await auditCount();
    for (const fields of [{}, { intent: "delete" }, { intent: "" }] as Record<string, string>[])
      expect(await act(admin.cookie, target.id, fields)).toMatchObject({
        status: 400,
        data: { ok: false, message: m.intentRequired },
      });
    expect(await auditCount()).toBe(before);
    expect((await userRow(target.id)).status).toBe("active");
  });
});

describe("suspend and reinstate", () => {
  it("suspends: every session ends at once, sign-in is refused with the clear message, one audit row", async () => {
    const admin = await signedInAs(db(), "admin");
    const target = await signedInChampion("suspend");
    expect(await sessionsOf(target.id)).toHaveLength(2);
    const before = await auditCount();
    const answer = await act(admin.cookie, target.id, { intent: "suspend" }, "198.51.100.9");
    expect(answer).toMatchObject({ status: 200, data: { ok: true, message: m.suspended(target.email) } });
    expect((await userRow(target.id)).status).toBe("suspended");
    expect(await sessionsOf(target.id)).toHaveLength(0);
    for (const cookie of target.cookies)
      expect(await auth().api.getSession({ headers: new Headers({ cookie }) })).toBeNull();
    expect(await signIn(adminRequest(), { email: target.email, password: PASSWORD })).toEqual({
      kind: "failed",
      status: 403,
      message: "This account has been suspended. Please contact the RID-CRC team if you believe this is an error.",
    });
    expect(await auditCount()).toBe(before + 1);
    const [log] = await auditOf(target.id);
    expect(log).toMatchObject({
      adminId: admin.id,
      actorEmail: admin.email,
      action: "user.suspend",
      targetType: "user",
      targetLabel: target.email,
      before: { status: "active" },
      after: { status: "suspended", sessionsEnded: 2 },
      ipAddress: "198.51.100.9",
    });

    // Reinstated, the account signs in again.
    expect(await act(admin.cookie, target.id, { intent: "reinstate" })).toMatchObject({
      status: 200,
      data: { ok: true, message: m.reinstated(target.email) },
    });
    expect((await userRow(target.id)).status).toBe("active");
    expect((await signIn(adminRequest(), { email: target.email, password: PASSWORD })).kind).toBe("signed-in");
    const logs = await auditOf(target.id);
    expect(logs.map((l) => [l.action, l.before, l.after])).toEqual([
      ["user.suspend", { status: "active" }, { status: "suspended", sessionsEnded: 2 }],
      ["user.reinstate", { status: "suspended" }, { status: "active" }],
    ]);
    expect(await auditCount()).toBe(before + 2);
    // Reinstating an active account is a stale page: 409, nothing written.
    expect(await act(admin.cookie, target.id, { intent: "reinstate" })).toMatchObject({
      status: 409,
      data: { message: m.conflict },
    });
    expect(await auditCount()).toBe(before + 2);
  });

  it("nobody suspends themselves; a plain admin may not suspend or reinstate an admin or a super admin", async () => {
    const admin = await signedInAs(db(), "admin");
    const superAdmin = await signedInAs(db(), "super_admin");
    const otherAdmin = await makeUser({ userType: "admin" });
    const before = await auditCount();
    expect(await act(admin.cookie, admin.id, { intent: "suspend" })).toMatchObject({
      status: 403,
      data: { message: m.suspendSelf },
    });
    expect(await act(superAdmin.cookie, superAdmin.id, { intent: "suspend" })).toMatchObject({
      status: 403,
      data: { message: m.suspendSelf },
    });
    expect(await act(admin.cookie, otherAdmin.id, { intent: "suspend" })).toMatchObject({
      status: 403,
      data: { message: m.suspendAdmin },
    });
    expect(await act(admin.cookie, superAdmin.id, { intent: "suspend" })).toMatchObject({
      status: 403,
      data: { message: m.suspendAdmin },
    });
    expect(await auditCount()).toBe(before);
    expect((await userRow(otherAdmin.id)).status).toBe("active");
    // A super admin may; then a plain admin may not reinstate them either.
    expect((await act(superAdmin.cookie, otherAdmin.id, { intent: "suspend" })).status).toBe(200);
    expect(await act(admin.cookie, otherAdmin.id, { intent: "reinstate" })).toMatchObject({
      status: 403,
      data: { message: m.reinstateAdmin },
    });
    expect((await userRow(otherAdmin.id)).status).toBe("suspended");
    expect(await auditCount()).toBe(before + 1);
  });

  // Issue 22: a plain admin could trigger password-reset e-mails to the super admin.
  it("a plain admin may not send an admin or a super admin a reset or verification e-mail; a super admin may", async () => {
    const admin = await signedInAs(db(), "admin");
    const superAdmin = await signedInAs(db(), "super_admin");
    const otherAdmin = await makeUser({ userType: "admin" });
    const before = await auditCount();
    for (const target of [superAdmin, otherAdmin])
      for (const intent of ["password_reset", "resend_verification"])
        expect(await act(admin.cookie, target.id, { intent }), `${intent} ${target.email}`).toMatchObject({
          status: 403,
          data: { message: m.emailAdmin },
        });
    expect(await mailsTo(superAdmin.email)).toHaveLength(0);
    expect(await mailsTo(otherAdmin.email)).toHaveLength(0);
    expect(await auditCount()).toBe(before);
    expect((await act(superAdmin.cookie, otherAdmin.id, { intent: "password_reset" })).status).toBe(200);
    expect(await mailsTo(otherAdmin.email)).toHaveLength(1);
  });

  it("of two admins suspending one account at once, exactly one succeeds; the other is told (5 rounds)", async () => {
    const first = await signedInAs(db(), "admin");
    const second = await signedInAs(db(), "admin");
    for (let round = 0; round < 5; round++) {
      const target = await signedInChampion(`race${round}`);
      const before = await auditCount();
      const [a, b] = await Promise.all([
        act(first.cookie, target.id, { intent: "suspend" }, "198.51.100.1"),
        act(second.cookie, target.id, { intent: "suspend" }, "198.51.100.2"),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      expect([a, b].find((x) => x.status === 409)!.data.message).toBe(
        "Someone else has just changed this account. Reload to see its current state.",
      );
      expect((await userRow(target.id)).status).toBe("suspended");
      expect(await sessionsOf(target.id)).toHaveLength(0);
      const logs = await auditOf(target.id);
      expect(logs).toHaveLength(1);
      expect(logs[0]!.adminId).toBe(a.status === 200 ? first.id : second.id);
      expect(await auditCount()).toBe(before + 1);
    }
  });

  it("never suspends the last active super admin, even when two super admins suspend each other at once", async () => {
    const s1 = await signedInAs(db(), "super_admin");
    const s2 = await signedInAs(db(), "super_admin");
    // For this test, these two are the platform's only super admins.
    const others = await db()
      .update(users)
      .set({ userType: "admin" })
      .where(and(eq(users.userType, "super_admin"), notInArray(users.id, [s1.id, s2.id])))
      .returning({ id: users.id });
    try {
      const before = await auditCount();
      const [a, b] = await Promise.all([
        runUserAction("suspend", adminRequest(), actor(s1, "super_admin"), s2.id),
        runUserAction("suspend", adminRequest(), actor(s2, "super_admin"), s1.id),
      ]);
      expect([a, b].filter((o) => o.ok)).toHaveLength(1);
      expect([a, b].find((o) => !o.ok)).toEqual({ ok: false, status: 409, message: m.lastSuperAdmin });
      const active = await db()
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.userType, "super_admin"), eq(users.status, "active")));
      expect(active).toHaveLength(1);
      expect(await auditCount()).toBe(before + 1);
      // The suspended one's request, already past the guard, cannot take the last one either.
      const last = active[0]!.id;
      const suspended = last === s1.id ? s2 : s1;
      expect(await runUserAction("suspend", adminRequest(), actor(suspended, "super_admin"), last)).toEqual({
        ok: false,
        status: 409,
        message: m.lastSuperAdmin,
      });
      expect(await auditCount()).toBe(before + 1);
    } finally {
      if (others.length)
        await db()
          .update(users)
          .set({ userType: "super_admin" })
          .where(
            inArray(
              users.id,
              others.map((o) => o.id),
            ),
          );
    }
  });
});

describe("e-mails from the console", () => {
  it("resends verification only to an unverified account: the e-mail is queued with its audit row; limited per account", async () => {
    const admin = await signedInAs(db(), "admin");
    const unverified = await makeUser({ emailVerified: false, fullName: "Lim Wei Ling" });
    const before = await auditCount();
    expect(await act(admin.cookie, unverified.id, { intent: "resend_verification" })).toMatchObject({
      status: 200,
      data: { ok: true, message: m.verificationSent(unverified.email) },
    });
    const [mail] = await mailsTo(unverified.email);
    expect(mail!.subject).toBe("Confirm your e-mail address for RID-CRC");
    expect(mail!.text).toContain("Hello Lim Wei Ling,");
    expect(mail!.text).toMatch(/http:\/\/localhost:3000\/api\/auth\/verify-email\?token=\S+/);
    expect(await auditOf(unverified.id)).toMatchObject([
      { action: "user.resend_verification", before: { emailVerified: false }, after: { emailSent: "verification" } },
    ]);
    expect(await auditCount()).toBe(before + 1);

    const verified = await makeUser();
    expect(await act(admin.cookie, verified.id, { intent: "resend_verification" })).toMatchObject({
      status: 409,
      data: { ok: false, message: m.alreadyVerified },
    });
    expect(await mailsTo(verified.email)).toHaveLength(0);
    expect(await auditCount()).toBe(before + 1);

    for (let i = 1; i < consoleEmailLimit.max; i++)
      expect((await act(admin.cookie, unverified.id, { intent: "resend_verification" })).status).toBe(200);
    const limited = await act(admin.cookie, unverified.id, { intent: "resend_verification" });
    expect(limited.status).toBe(429);
    expect(limited.data.message).toMatch(
      /^This account has been sent this e-mail several times in the last hour\. Try again in \d+ minutes?\.$/,
    );
    expect(await mailsTo(unverified.email)).toHaveLength(consoleEmailLimit.max);
    expect(await auditCount()).toBe(before + consoleEmailLimit.max);
  });

  it("sends a password reset through the accounts feature, audited once", async () => {
    const admin = await signedInAs(db(), "admin");
    const target = await signedInChampion("reset");
    const before = await auditCount();
    expect(await act(admin.cookie, target.id, { intent: "password_reset" })).toMatchObject({
      status: 200,
      data: { ok: true, message: m.resetSent(target.email) },
    });
    const mails = (await mailsTo(target.email)).filter((mail) => mail.subject === "Reset your RID-CRC password");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("/reset-password");
    expect(await auditOf(target.id)).toMatchObject([
      { action: "user.password_reset", targetLabel: target.email, after: { emailSent: "password_reset" } },
    ]);
    expect(await auditCount()).toBe(before + 1);
    expect((await userRow(target.id)).status).toBe("active");
  });
});

describe("the account's type (super admins only)", () => {
  it("a plain admin is refused with 403 and nothing changes", async () => {
    const admin = await signedInAs(db(), "admin");
    const target = await makeUser();
    const before = await auditCount();
    expect((await changeType(admin.cookie, target.id, { userType: "super_admin" })).status).toBe(403);
    expect((await userRow(target.id)).userType).toBe("champion");
    expect(await auditCount()).toBe(before);
    // Their GET of the page leads back to the account.
    const page = await run(roleRoute.loader, get(`/admin/users/${target.id}/role`, admin.cookie), { id: target.id });
    expect(page.response?.headers.get("location")).toBe(`/admin/users/${target.id}`);
  });

  it("makes an admin: signed out, invited by e-mail to turn on two-step verification, one audit row", async () => {
    const superAdmin = await signedInAs(db(), "super_admin");
    const target = await signedInChampion("promoted");
    const before = await auditCount();
    const answer = await changeType(superAdmin.cookie, target.id, { userType: "admin" });
    expect(answer.status).toBe(302);
    expect(answer.response!.headers.get("location")).toBe(`/admin/users/${target.id}`);
    expect(answer.response!.headers.get("set-cookie")).toContain("rid_flash=");
    expect((await userRow(target.id)).userType).toBe("admin");
    expect(await sessionsOf(target.id)).toHaveLength(0);
    const [invitation] = await mailsTo(target.email);
    expect(invitation!.subject).toBe("You are now an Administrator of RID-CRC");
    expect(invitation!.text).toContain("you must turn on two-step verification");
    expect(invitation!.text).toContain("http://localhost:3000/account/two-factor");
    expect(await auditOf(target.id)).toMatchObject([
      {
        action: "user.change_type",
        adminId: superAdmin.id,
        before: { userType: "champion" },
        after: { userType: "admin" },
      },
    ]);
    expect(await auditCount()).toBe(before + 1);

    // Back to Champion: signed out again, no invitation.
    await signInCookie(target.email, PASSWORD);
    expect((await changeType(superAdmin.cookie, target.id, { userType: "champion" })).status).toBe(302);
    expect(await sessionsOf(target.id)).toHaveLength(0);
    expect(await mailsTo(target.email)).toHaveLength(1);
    // The type change back, and the sign-in just before it: an administrator's sign-in is audited.
    expect(await auditCount()).toBe(before + 3);
  });

  it("refuses its own type, the same type, a type that does not exist, and an unknown account, writing nothing", async () => {
    const superAdmin = await signedInAs(db(), "super_admin");
    const target = await makeUser();
    const before = await auditCount();
    expect(await changeType(superAdmin.cookie, superAdmin.id, { userType: "champion" })).toMatchObject({
      status: 403,
      data: { message: m.ownType, result: { error: { userType: [m.ownType] } } },
    });
    expect(await changeType(superAdmin.cookie, target.id, { userType: "champion" })).toMatchObject({
      status: 409,
      data: { message: m.sameType("champion") },
    });
    for (const fields of [{}, { userType: "wizard" }, { userType: "" }] as Record<string, string>[])
      expect(await changeType(superAdmin.cookie, target.id, fields)).toMatchObject({
        status: 400,
        data: { result: { error: { userType: [m.userTypeRequired] } } },
      });
    expect(await changeType(superAdmin.cookie, randomUUID(), { userType: "admin" })).toMatchObject({
      status: 404,
      data: { message: m.notFound },
    });
    expect((await changeType(superAdmin.cookie, "not an id!", { userType: "admin" })).status).toBe(404);
    expect((await userRow(superAdmin.id)).userType).toBe("super_admin");
    expect((await userRow(target.id)).userType).toBe("champion");
    expect(await auditCount()).toBe(before);
  });

  it("never demotes the last super admin, even when two super admins demote each other at once", async () => {
    const s1 = await signedInAs(db(), "super_admin");
    const s2 = await signedInAs(db(), "super_admin");
    const others = await db()
      .update(users)
      .set({ userType: "admin" })
      .where(and(eq(users.userType, "super_admin"), notInArray(users.id, [s1.id, s2.id])))
      .returning({ id: users.id });
    try {
      const before = await auditCount();
      const [a, b] = await Promise.all([
        changeUserType(adminRequest(), actor(s1, "super_admin"), s2.id, "admin"),
        changeUserType(adminRequest(), actor(s2, "super_admin"), s1.id, "champion"),
      ]);
      expect([a, b].filter((o) => o.ok)).toHaveLength(1);
      expect([a, b].find((o) => !o.ok)).toEqual({ ok: false, status: 409, message: m.lastSuperAdmin });
      const left = await db().select({ id: users.id }).from(users).where(eq(users.userType, "super_admin"));
      expect(left).toHaveLength(1);
      expect(await auditCount()).toBe(before + 1);
    } finally {
      if (others.length)
        await db()
          .update(users)
          .set({ userType: "super_admin" })
          .where(
            inArray(
              users.id,
              others.map((o) => o.id),
            ),
          );
    }
  });
});
