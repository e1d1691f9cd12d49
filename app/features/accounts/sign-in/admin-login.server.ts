import { eq, sql } from "drizzle-orm";
import { users } from "#db/schema";
import { db } from "~/lib/db.server";
import { logActivity } from "./activity-log.server";
import { callAuth, cookiesFrom } from "../auth-api.server";
import { messages } from "../messages";
import { signIn } from "./sign-in.server";
import { dashboardPath, isAdmin, isSuperAdmin } from "../user-types";

type AdminLoginOutcome =
  | { ok: true; headers: Headers; twoFactor: boolean; dashboard: string }
  | { ok: false; message: string; headers?: Headers; status: number };

/**
 * Admin Portal sign-in: the account type alone decides (never an e-mail address). A non-admin is
 * signed straight out again. Every success and failure is logged with the client address.
 */
export async function adminLogin(request: Request, email: string, password: string): Promise<AdminLoginOutcome> {
  const outcome = await signIn(request, { email, password });
  if (outcome.kind === "failed" || outcome.kind === "unverified") {
    const message = outcome.kind === "failed" ? outcome.message : messages.emailNotConfirmed;
    await logActivity(request, { action: "admin_login_failed", details: { email, error: message } });
    return { ok: false, message, status: outcome.kind === "failed" ? outcome.status : 403 };
  }
  const [account] = await db()
    .select({ id: users.id, userType: users.userType })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  if (!account || !isAdmin(account.userType)) {
    // End what the password just started: the session, or the pending second-factor step.
    const signedOut = await callAuth(request, "/sign-out", {}, cookiesFrom(outcome.headers));
    const headers = new Headers(signedOut.headers);
    if (outcome.kind === "two-factor")
      headers.append("Set-Cookie", "better-auth.two_factor=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax");
    await logActivity(request, {
      adminId: null,
      action: "admin_login_failed",
      details: { email, error: "not an administrator" },
    });
    return { ok: false, message: messages.adminPrivilegeRequired, headers, status: 403 };
  }
  await logActivity(request, {
    adminId: account.id,
    action: outcome.kind === "two-factor" ? "admin_login_password_ok" : "admin_login",
    details: {
      is_super_admin: isSuperAdmin(account.userType),
      user_type: account.userType,
      login_time: new Date().toISOString(),
    },
  });
  return {
    ok: true,
    headers: outcome.headers,
    twoFactor: outcome.kind === "two-factor",
    dashboard: dashboardPath(account.userType),
  };
}
