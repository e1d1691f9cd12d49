import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { and, eq } from "drizzle-orm";
import { data } from "react-router";
import { sessions, users } from "#db/schema";
import { isAdmin, isSuperAdmin } from "~/features/accounts";
import {
  requestPasswordReset,
  requireAdmin,
  verificationLink,
  verifyEmailEmail,
  type SessionUser,
} from "~/features/accounts/index.server";
import { audit } from "~/lib/audit.server";
import { db } from "~/lib/db.server";
import { enqueueEmail } from "~/lib/email/outbox.server";
import { userLanguage } from "~/lib/email/words.server";
import { hit, type Limit } from "~/lib/http/rate-limit.server";
import { userActionMessages as m, userActionSchema, type UserIntent } from "./actions.schema";
import { userRef } from "./detail.server";
import {
  anotherActiveSuperAdmin,
  auditTarget,
  conflict,
  inTransaction,
  refused,
  targetOf,
  type Outcome,
} from "./account-change.server";

/** E-mails the console sends to one account, per kind, per hour (on top of the accounts' own limits). */
export const consoleEmailLimit: Limit = { name: "console-user-email", max: 3, windowSeconds: 3600 };

/** Suspend or reinstate: the status moves only from the one expected, so of two admins exactly one succeeds. */
function setStatus(to: "suspended" | "active") {
  const from = to === "suspended" ? "active" : "suspended";
  const action = to === "suspended" ? "user.suspend" : "user.reinstate";
  return (request: Request, admin: SessionUser, id: string): Promise<Outcome> => {
    if (to === "suspended" && id === admin.id) return Promise.resolve(refused(403, m.suspendSelf));
    return inTransaction(action, id, async (tx) => {
      const target = await targetOf(tx, id);
      if (!target) return refused(404, m.notFound);
      if (isAdmin(target.userType) && !isSuperAdmin(admin.userType))
        return refused(403, to === "suspended" ? m.suspendAdmin : m.reinstateAdmin);
      if (target.status !== from) return conflict;
      if (to === "suspended" && target.userType === "super_admin" && !(await anotherActiveSuperAdmin(tx, id)))
        return refused(409, m.lastSuperAdmin);
      const done = await tx
        .update(users)
        .set({ status: to, updatedAt: new Date() })
        .where(and(eq(users.id, id), eq(users.status, from)))
        .returning({ id: users.id });
      if (!done.length) return conflict;
      // Suspended: every session ends now, so the account is signed out everywhere at once.
      const ended =
        to === "suspended"
          ? (await tx.delete(sessions).where(eq(sessions.userId, id)).returning({ id: sessions.id })).length
          : 0;
      await audit(tx, admin, request, {
        action,
        target: auditTarget(target),
        before: { status: from },
        after: to === "suspended" ? { status: to, sessionsEnded: ended } : { status: to },
      });
      return { ok: true, message: to === "suspended" ? m.suspended(target.email) : m.reinstated(target.email) };
    });
  };
}

/** Counts one e-mail of this kind to this account; the refusal when the hour's allowance is spent. */
async function emailAllowance(kind: UserIntent, id: string): Promise<Outcome | null> {
  const limit = await hit(consoleEmailLimit, kind, id);
  return limit.allowed ? null : refused(429, m.tooManyEmails(Math.ceil(limit.retryAfterSeconds / 60)));
}

/** A new verification e-mail, only while the address is not verified; queued with its audit row. */
async function resendVerification(request: Request, admin: SessionUser, id: string): Promise<Outcome> {
  const [row] = await db()
    .select({ verified: users.emailVerified, userType: users.userType })
    .from(users)
    .where(eq(users.id, id));
  if (!row) return refused(404, m.notFound);
  if (isAdmin(row.userType) && !isSuperAdmin(admin.userType)) return refused(403, m.emailAdmin);
  if (row.verified) return refused(409, m.alreadyVerified);
  const tooMany = await emailAllowance("resend_verification", id);
  if (tooMany) return tooMany;
  return inTransaction("user.resend_verification", id, async (tx) => {
    const target = await targetOf(tx, id);
    if (!target) return refused(404, m.notFound);
    if (target.emailVerified) return refused(409, m.alreadyVerified);
    const url = await verificationLink(target.email, target.id);
    const lang = await userLanguage(target.id, tx);
    await enqueueEmail(verifyEmailEmail({ to: target.email, name: target.name, url, lang }), tx);
    await audit(tx, admin, request, {
      action: "user.resend_verification",
      target: auditTarget(target),
      before: { emailVerified: false },
      after: { emailSent: "verification" },
    });
    return { ok: true, message: m.verificationSent(target.email) };
  });
}

/**
 * A password reset e-mail through the accounts feature's own request (better-auth's token, its
 * per-address limit); the audit row follows in its own transaction once the e-mail is queued
 * (better-auth writes the token and the e-mail itself, so they cannot share ours).
 */
async function passwordReset(request: Request, admin: SessionUser, id: string): Promise<Outcome> {
  const [target] = await db()
    .select({ id: users.id, email: users.email, name: users.fullName, userType: users.userType })
    .from(users)
    .where(eq(users.id, id));
  if (!target) return refused(404, m.notFound);
  // An administrator's account is a super admin's to act on (issue 22: a plain admin could send
  // the super admin reset e-mails).
  if (isAdmin(target.userType) && !isSuperAdmin(admin.userType)) return refused(403, m.emailAdmin);
  const tooMany = await emailAllowance("password_reset", id);
  if (tooMany) return tooMany;
  const sent = await requestPasswordReset(request, target.email);
  // The accounts feature refuses when the address has asked for too many resets itself.
  if (!sent.ok) return refused(sent.message.startsWith("Too many") ? 429 : 500, sent.message || m.sendFailed);
  return inTransaction("user.password_reset", id, async (tx) => {
    await audit(tx, admin, request, {
      action: "user.password_reset",
      target: { type: "user", id: target.id, label: target.email },
      after: { emailSent: "password_reset" },
    });
    return { ok: true, message: m.resetSent(target.email) };
  });
}

const runners: Record<UserIntent, (request: Request, admin: SessionUser, id: string) => Promise<Outcome>> = {
  suspend: setStatus("suspended"),
  reinstate: setStatus("active"),
  resend_verification: resendVerification,
  password_reset: passwordReset,
};

/** An admin's action on one account (exported for the tests; the route calls userAction). */
export const runUserAction = (intent: UserIntent, request: Request, admin: SessionUser, id: string) =>
  runners[intent](request, admin, id);

type UserActionData = {
  ok: boolean;
  message: string;
  intent?: UserIntent;
  result?: SubmissionResult<string[]>;
};

/** POST /admin/users/:id: which action comes from the form (`intent`), the account from the address. */
export async function userAction(request: Request, params: { id?: string }) {
  const admin = await requireAdmin(request);
  const id = userRef(request, params);
  const submission = parseWithZod(await request.formData(), { schema: userActionSchema });
  if (submission.status !== "success")
    return data<UserActionData>(
      { ok: false, message: submission.error?.intent?.[0] ?? m.intentRequired, result: submission.reply() },
      { status: 400 },
    );
  const { intent } = submission.value;
  const outcome = await runners[intent](request, admin, id);
  return data<UserActionData>(
    { ok: outcome.ok, message: outcome.message, intent },
    { status: outcome.ok ? 200 : outcome.status },
  );
}
