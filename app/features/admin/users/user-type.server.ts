import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { and, eq } from "drizzle-orm";
import { data, redirect } from "react-router";
import { sessions, users } from "#db/schema";
import { isAdmin, userTypeLabel, type UserType } from "~/features/accounts";
import { requireSuperAdminAction, type SessionUser } from "~/features/accounts/index.server";
import { audit } from "~/lib/audit.server";
import { enqueueEmail } from "~/lib/email/outbox.server";
import { env } from "~/lib/env.server";
import { withFlash } from "~/lib/forms/flash.server";
import { userActionMessages as m, userTypeSchema } from "./actions.schema";
import { adminInvitationEmail } from "./emails";
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

// The account's type (super admins only).

/**
 * Changes an account's type: never one's own, never the last active super admin; conditional on
 * the type read, so of two super admins changing it at once exactly one succeeds. The account is
 * signed out so the new rights apply at its next sign-in; a new admin is e-mailed an invitation
 * that says two-step verification comes first.
 */
export async function changeUserType(
  request: Request,
  admin: SessionUser,
  id: string,
  userType: UserType,
): Promise<Outcome> {
  if (id === admin.id) return refused(403, m.ownType);
  return inTransaction("user.change_type", id, async (tx) => {
    const target = await targetOf(tx, id);
    if (!target) return refused(404, m.notFound);
    if (target.userType === userType) return refused(409, m.sameType(userType));
    if (target.userType === "super_admin" && !(await anotherActiveSuperAdmin(tx, id)))
      return refused(409, m.lastSuperAdmin);
    const done = await tx
      .update(users)
      .set({ userType, updatedAt: new Date() })
      .where(and(eq(users.id, id), eq(users.userType, target.userType)))
      .returning({ id: users.id });
    if (!done.length) return conflict;
    await tx.delete(sessions).where(eq(sessions.userId, id));
    const invited = isAdmin(userType);
    if (invited)
      await enqueueEmail(
        adminInvitationEmail({
          to: target.email,
          name: target.name,
          role: userTypeLabel(userType),
          appUrl: env().APP_URL,
        }),
        tx,
      );
    await audit(tx, admin, request, {
      action: "user.change_type",
      target: auditTarget(target),
      before: { userType: target.userType },
      after: { userType },
    });
    return {
      ok: true,
      message: invited ? m.adminInvited(target.email, userType) : m.typeChanged(target.email, userType),
    };
  });
}

type UserTypeActionData = { ok: false; message: string; result?: SubmissionResult<string[]> };

/**
 * POST /admin/users/:id/role: super admins only (a plain admin gets 403 and nothing changes). On
 * success, back to the user's page with the outcome as a flash; otherwise the account-type page
 * shows the message at the field.
 */
export async function userTypeAction(request: Request, params: { id?: string }) {
  const admin = await requireSuperAdminAction(request);
  const id = userRef(request, params);
  const submission = parseWithZod(await request.formData(), { schema: userTypeSchema });
  if (submission.status !== "success")
    return data<UserTypeActionData>({ ok: false, message: "", result: submission.reply() }, { status: 400 });
  const outcome = await changeUserType(request, admin, id, submission.value.userType);
  if (!outcome.ok)
    return data<UserTypeActionData>(
      {
        ok: false,
        message: outcome.message,
        result: submission.reply({ fieldErrors: { userType: [outcome.message] } }),
      },
      { status: outcome.status },
    );
  return redirect(`/admin/users/${id}`, { headers: withFlash({ kind: "success", message: outcome.message }) });
}
