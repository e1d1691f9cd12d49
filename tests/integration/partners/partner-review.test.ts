import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  corporateSponsorships,
  emailOutbox,
  gpClinics,
  partnerReviews,
  specialists,
  type ApprovalStatus,
} from "../../../db/schema";
import { createAccount } from "../../../server/seed";
import { auth } from "../../../app/features/accounts/auth.server";
import { showcaseSponsors } from "../../../app/features/corporate/sponsors.server";
import { appointmentPage } from "../../../app/features/directory/appointments/requests.server";
import { listGpClinics } from "../../../app/features/directory/gp-directory.server";
import { decisionSchema } from "../../../app/features/partners/review/decision.schema";
import { installPartnerHooks } from "../../../app/features/partners/index.server";
import {
  answerQuestion,
  decide,
  markEmailVerified,
  type DecisionInput,
} from "../../../app/features/partners/review/review.server";
import { env } from "../../../app/lib/env.server";
import { formatSgDateTime } from "../../../app/lib/text/singapore-date";
import { useTestDatabase } from "../../support/db";

import {
  unique,
  gpForm,
  specialistForm,
  register,
  userByEmail,
  mailsTo,
  historyOf,
  statusOf,
  logsOf,
  rowCount,
  application,
  reviewer,
  adminRequest,
  decision,
  traces,
} from "../../support/partners";

// Partner review: the e-mail verification hook and the team's decisions (and their race) (issue #13), on the database; identity changes are in partner-changes.test.ts. Helpers: tests/support/partners.ts.

const db = useTestDatabase();

describe("e-mail verification moves an application on to review", () => {
  it("markEmailVerified: pending_verification → pending_review, a 'verified' entry and the team's e-mail, once", async () => {
    const fields = gpForm();
    expect((await register("gp", fields)).status).toBe(200);
    const [user] = await userByEmail(fields.email as string);
    const [clinic] = await db().select().from(gpClinics).where(eq(gpClinics.userId, user!.id));

    await markEmailVerified(user!.id);
    expect(await statusOf("gp", clinic!.id)).toBe("pending_review");
    const history = await historyOf("gp", clinic!.id);
    expect(history.map((h) => [h.action, h.fromStatus, h.toStatus, h.actorId])).toEqual([
      ["submitted", null, "pending_verification", user!.id],
      ["verified", "pending_verification", "pending_review", null],
    ]);
    const subject = `New GP clinic application: ${fields.clinicName}`;
    const team = (await mailsTo(env().CONTACT_EMAIL)).filter((m) => m.subject === subject);
    expect(team).toHaveLength(1);
    expect(team[0]!.text).toContain(`http://localhost:3000/admin/partners/gp/${clinic!.id}`);
    expect(team[0]!.text).toContain(fields.email as string);

    const before = { reviews: await rowCount(partnerReviews), mails: await rowCount(emailOutbox) };
    await markEmailVerified(user!.id);
    expect(await statusOf("gp", clinic!.id)).toBe("pending_review");
    expect({ reviews: await rowCount(partnerReviews), mails: await rowCount(emailOutbox) }).toEqual(before);

    // An account with no application (a Champion) is left alone.
    const champion = await createAccount(db(), {
      email: `${unique("champ")}@example.sg`,
      password: "Champion-Pass-1",
      name: "A Champion",
      userType: "champion",
    });
    await markEmailVerified(champion);
    expect({ reviews: await rowCount(partnerReviews), mails: await rowCount(emailOutbox) }).toEqual(before);
  });

  it("end to end through better-auth: opening the e-mail's link confirms the address and queues the application", async () => {
    installPartnerHooks();
    const fields = specialistForm();
    expect((await register("specialist", fields)).status).toBe(200);
    const [mail] = await mailsTo(fields.email as string);
    const link = mail!.text.match(/http:\/\/localhost:3000\/api\/auth\/verify-email\?token=\S+/)?.[0];
    expect(link).toBeDefined();

    const response = await auth().handler(new Request(link!));
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toContain("/partner-sign-in?verified=true");

    const [user] = await userByEmail(fields.email as string);
    expect(user!.emailVerified).toBe(true);
    const [row] = await db().select().from(specialists).where(eq(specialists.userId, user!.id));
    expect(row!.approvalStatus).toBe("pending_review");
    expect((await historyOf("specialist", row!.id)).map((h) => h.action)).toEqual(["submitted", "verified"]);
    const subject = `New specialist application: ${fields.specialistName}`;
    expect((await mailsTo(env().CONTACT_EMAIL)).filter((m) => m.subject === subject)).toHaveLength(1);
  });
});

// =============================================================================================
// 3. Decisions

describe("the team's decisions", () => {
  it("approves: state, history, both audit logs (with the reviewer's address) and the applicant's e-mail", async () => {
    const admin = await reviewer("approver");
    const app = await application("gp", "pending_review");
    const outcome = await decide(adminRequest("203.0.113.7"), admin, decision(app, "approve", "pending_review"));
    expect(outcome).toEqual({ ok: true, message: `Approve: ${app.name}. The applicant has been told by e-mail.` });
    expect(await statusOf("gp", app.id)).toBe("approved");

    const history = await historyOf("gp", app.id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      action: "approved",
      fromStatus: "pending_review",
      toStatus: "approved",
      actorId: admin.id,
      message: null,
    });
    const logs = await logsOf(app.id);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      adminId: admin.id,
      actorEmail: admin.email,
      action: "partner.approve",
      targetType: "partner:gp",
      targetLabel: `GP clinic ${app.name}`,
      before: { status: "pending_review" },
      after: { status: "approved" },
      ipAddress: "203.0.113.7",
    });
    const mails = await mailsTo(app.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("Welcome to RID-CRC: your partner application is approved");
    expect(mails[0]!.text).toContain("http://localhost:3000/dashboard/gp-clinic");
  });

  it("asks for information (a message is required), the applicant answers, then the application is approved", async () => {
    for (const message of [undefined, "", "   "]) {
      const parsed = decisionSchema.safeParse({ decision: "request_info", expected: "pending_review", message });
      expect(parsed.success).toBe(false);
      expect(parsed.error!.issues.map((i) => [i.path.join("."), i.message])).toEqual([
        ["message", "Please write what you need from the applicant, or the reason, so they know what to do next"],
      ]);
    }
    for (const needs of ["reject", "suspend", "decline_changes"])
      expect(decisionSchema.safeParse({ decision: needs, expected: "approved" }).success).toBe(false);
    for (const free of ["approve", "reinstate", "accept_changes"])
      expect(decisionSchema.safeParse({ decision: free, expected: "approved" }).success).toBe(true);
    expect(
      decisionSchema.safeParse({ decision: "request_info", expected: "pending_review", message: "x".repeat(2001) })
        .error?.issues[0]?.message,
    ).toBe("Please keep this to 2000 characters or fewer");
    expect(decisionSchema.safeParse({ decision: "make_admin", expected: "pending_review" }).success).toBe(false);

    const admin = await reviewer("asker");
    const app = await application("specialist", "pending_review");
    const question = "Please send a copy of your SMC practising certificate.";
    const asked = await decide(adminRequest(), admin, decision(app, "request_info", "pending_review", question));
    expect(asked.ok).toBe(true);
    expect(await statusOf("specialist", app.id)).toBe("needs_info");
    const [mail] = await mailsTo(app.email);
    expect(mail!.subject).toBe("RID-CRC needs a little more information about your application");
    expect(mail!.text).toContain(question);
    expect((await logsOf(app.id))[0]).toMatchObject({
      before: { status: "pending_review" },
      after: { status: "needs_info", message: question },
    });

    const answered = await answerQuestion(app.user, "Attached to my reply e-mail, thank you.");
    expect(answered).toEqual({ ok: true, message: "Thank you. Your answer has been sent to our team." });
    expect(await statusOf("specialist", app.id)).toBe("pending_review");
    const history = await historyOf("specialist", app.id);
    expect(history.map((h) => [h.action, h.fromStatus, h.toStatus, h.message, h.actorId])).toEqual([
      ["info_requested", "pending_review", "needs_info", question, admin.id],
      ["answered", "needs_info", "pending_review", "Attached to my reply e-mail, thank you.", app.userId],
    ]);
    const team = (await mailsTo(env().CONTACT_EMAIL)).filter(
      (m) => m.subject === `${app.name} (specialist) answered your question`,
    );
    expect(team).toHaveLength(1);
    expect(team[0]!.text).toContain(`/admin/partners/specialist/${app.id}`);

    // Nothing is waiting for an answer any more.
    expect(await answerQuestion(app.user, "Again")).toEqual({
      ok: false,
      status: 409,
      message: "Our team is not waiting for an answer from you at the moment.",
    });
    // An account with no application has nothing to answer.
    const stranger = await application("gp", "approved");
    await db().update(gpClinics).set({ userId: null }).where(eq(gpClinics.id, stranger.id));
    expect(await answerQuestion(stranger.user, "Hello")).toMatchObject({ ok: false, status: 404 });

    expect((await decide(adminRequest(), admin, decision(app, "approve", "pending_review"))).ok).toBe(true);
    expect(await statusOf("specialist", app.id)).toBe("approved");
  });

  it("approves from needs_info too, and rejects with the team's reason", async () => {
    const admin = await reviewer("rejecter");
    const waiting = await application("gp", "needs_info");
    expect((await decide(adminRequest(), admin, decision(waiting, "approve", "needs_info"))).ok).toBe(true);
    expect(await statusOf("gp", waiting.id)).toBe("approved");

    const app = await application("corporate", "pending_review");
    const reason = "We could not confirm the company's UEN on ACRA's register.";
    const outcome = await decide(adminRequest(), admin, decision(app, "reject", "pending_review", reason));
    expect(outcome).toEqual({ ok: true, message: `Reject: ${app.name}. The applicant has been told by e-mail.` });
    expect(await statusOf("corporate", app.id)).toBe("rejected");
    const [entry] = await historyOf("corporate", app.id);
    expect(entry).toMatchObject({
      action: "rejected",
      fromStatus: "pending_review",
      toStatus: "rejected",
      message: reason,
    });
    const [mail] = await mailsTo(app.email);
    expect(mail!.subject).toBe("Your RID-CRC partner application");
    expect(mail!.text).toContain(reason);
    expect(mail!.text).toContain("/dashboard/corporate");
  });

  it("suspends an approved partner and reinstates it", async () => {
    const admin = await reviewer("suspender");
    const app = await application("specialist", "approved");
    const reason = "The SMC register shows the registration lapsed.";
    expect((await decide(adminRequest(), admin, decision(app, "suspend", "approved", reason))).ok).toBe(true);
    expect(await statusOf("specialist", app.id)).toBe("suspended");
    expect((await decide(adminRequest(), admin, decision(app, "reinstate", "suspended"))).ok).toBe(true);
    expect(await statusOf("specialist", app.id)).toBe("approved");
    const history = await historyOf("specialist", app.id);
    expect(history.map((h) => [h.action, h.fromStatus, h.toStatus, h.message])).toEqual([
      ["suspended", "approved", "suspended", reason],
      ["reinstated", "suspended", "approved", null],
    ]);
    expect((await mailsTo(app.email)).map((m) => m.subject)).toEqual([
      "Your RID-CRC partnership is suspended",
      "Your RID-CRC partnership is active again",
    ]);
    expect((await logsOf(app.id)).map((l) => l.action).sort()).toEqual(["partner.reinstate", "partner.suspend"]);
  });

  it("refuses a decision the state does not allow with 409 and writes nothing", async () => {
    const admin = await reviewer("refused");
    const cases: [ApprovalStatus, DecisionInput["decision"], string][] = [
      ["pending_review", "suspend", "Waiting for review"],
      ["pending_review", "reinstate", "Waiting for review"],
      ["approved", "reinstate", "Approved"],
      ["approved", "approve", "Approved"],
      ["needs_info", "request_info", "Information requested"],
      ["rejected", "approve", "Not approved"],
      ["suspended", "suspend", "Suspended"],
      ["pending_verification", "approve", "E-mail not yet confirmed"],
    ];
    for (const [state, choice, label] of cases) {
      const app = await application("gp", state);
      const before = await traces(app);
      const outcome = await decide(adminRequest(), admin, decision(app, choice, state, "A reason"));
      expect(outcome).toEqual({
        ok: false,
        status: 409,
        message: `This decision is not possible while the application is "${label}".`,
      });
      expect(await traces(app)).toEqual(before);
    }
    // A stale page (the state moved since the reviewer opened it) changes nothing either.
    const app = await application("gp", "pending_review");
    const before = await traces(app);
    const stale = await decide(adminRequest(), admin, decision(app, "approve", "needs_info"));
    expect(stale).toMatchObject({ ok: false, status: 409 });
    expect(stale.message).toMatch(/^This application was already decided by .* Nothing was changed\.$/);
    expect(await traces(app)).toEqual(before);
    // An application that does not exist.
    expect(
      await decide(adminRequest(), admin, {
        kind: "gp",
        id: randomUUID(),
        decision: "approve",
        expected: "pending_review",
        message: null,
      }),
    ).toMatchObject({ ok: false, status: 404 });
  });

  it("approving a company activates its pledge on the showcase; suspending removes it", async () => {
    const admin = await reviewer("sponsors");
    const app = await application("corporate", "pending_review");
    await db()
      .insert(corporateSponsorships)
      .values({ corporateId: app.id, status: "pending", pledgeAmount: 40_000, sponsorshipTier: "Gold Champion" });
    const onShowcase = async () => (await showcaseSponsors()).some((s) => s.companyName === app.name);
    expect(await onShowcase()).toBe(false);

    expect((await decide(adminRequest(), admin, decision(app, "approve", "pending_review"))).ok).toBe(true);
    const [sponsorship] = await db()
      .select()
      .from(corporateSponsorships)
      .where(eq(corporateSponsorships.corporateId, app.id));
    expect(sponsorship!.status).toBe("active");
    expect(await onShowcase()).toBe(true);

    expect((await decide(adminRequest(), admin, decision(app, "suspend", "approved", "Pledge withdrawn"))).ok).toBe(
      true,
    );
    expect(await onShowcase()).toBe(false);
    expect((await decide(adminRequest(), admin, decision(app, "reinstate", "suspended"))).ok).toBe(true);
    expect(await onShowcase()).toBe(true);
  });

  it("an approved GP clinic is listed and can be chosen for an appointment; suspended, it is neither", async () => {
    const admin = await reviewer("directory");
    const app = await application("gp", "pending_review");
    const listed = async () => (await listGpClinics({ search: app.name, page: 1 })).items.map((c) => c.id);
    const chosen = async () =>
      (await appointmentPage(new URL(`http://localhost:3000/appointments/new?gp=${app.id}`))).clinic;
    expect(await listed()).toEqual([]);
    expect(await chosen()).toBeNull();

    expect((await decide(adminRequest(), admin, decision(app, "approve", "pending_review"))).ok).toBe(true);
    expect(await listed()).toEqual([app.id]);
    expect(await chosen()).toMatchObject({ ref: `gp:${app.id}`, name: app.name });

    expect((await decide(adminRequest(), admin, decision(app, "suspend", "approved", "Licence expired"))).ok).toBe(
      true,
    );
    expect(await listed()).toEqual([]);
    expect(await chosen()).toBeNull();
  });

  it("of two reviewers deciding one application at once, exactly one decision holds (10 rounds)", async () => {
    const first = await reviewer("first");
    const second = await reviewer("second");
    const labels = { approved: "Approved", rejected: "Not approved" } as const;
    for (let round = 0; round < 10; round++) {
      const kind = (["gp", "specialist", "corporate"] as const)[round % 3]!;
      const app = await application(kind, "pending_review");
      const reason = "Duplicate of an existing partner";
      const [a, b] = await Promise.all([
        decide(adminRequest("198.51.100.1"), first, decision(app, "approve", "pending_review")),
        decide(adminRequest("198.51.100.2"), second, decision(app, "reject", "pending_review", reason)),
      ]);
      expect([a, b].filter((o) => o.ok)).toHaveLength(1);
      const winner = a.ok ? first : second;
      const state = a.ok ? "approved" : "rejected";
      const loser = a.ok ? b : a;
      expect(await statusOf(kind, app.id)).toBe(state);

      const history = await historyOf(kind, app.id);
      expect(history).toHaveLength(1);
      expect(history[0]).toMatchObject({
        action: state,
        actorId: winner.id,
        fromStatus: "pending_review",
        toStatus: state,
      });
      expect(loser).toEqual({
        ok: false,
        status: 409,
        message: `This application was already decided by ${winner.email} on ${formatSgDateTime(history[0]!.createdAt)}: it is now "${labels[state]}". Nothing was changed.`,
      });
      const logs = await logsOf(app.id);
      expect(logs).toHaveLength(1);
      expect(logs[0]!.adminId).toBe(winner.id);
      expect(await mailsTo(app.email)).toHaveLength(1);
    }
  });
});

// =============================================================================================
// 4. Identity changes of approved partners
