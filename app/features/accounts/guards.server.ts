import { data, redirect } from "react-router";
import { auth } from "./auth.server";
import { dashboardPath, isAdmin, isSuperAdmin, normaliseUserType, type UserType } from "./user-types";

export type SessionUser = {
  id: string;
  email: string;
  name: string;
  userType: UserType;
  status: string;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
};

const cache = new WeakMap<Request, Promise<SessionUser | null>>();

/** The signed-in user of this request, or null; looked up once per request. */
export function getSessionUser(request: Request): Promise<SessionUser | null> {
  let pending = cache.get(request);
  if (!pending) {
    pending = auth()
      .api.getSession({ headers: request.headers })
      .then((session) => {
        if (!session) return null;
        const u = session.user as typeof session.user & {
          userType?: string;
          status?: string;
          twoFactorEnabled?: boolean | null;
        };
        if (u.status === "suspended") return null;
        return {
          id: u.id,
          email: u.email,
          name: u.name,
          userType: normaliseUserType(u.userType),
          status: u.status ?? "active",
          emailVerified: u.emailVerified,
          twoFactorEnabled: Boolean(u.twoFactorEnabled),
        };
      });
    cache.set(request, pending);
  }
  return pending;
}

function loginRedirect(request: Request): never {
  const url = new URL(request.url);
  throw redirect(`/login?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}

/** Signed in, else /login remembering where the visitor was going. */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) loginRedirect(request);
  return user;
}

/** Public-only pages (sign-in, sign-up): a signed-in visitor goes to their own dashboard. */
export async function requireAnonymous(request: Request): Promise<void> {
  const user = await getSessionUser(request);
  if (user) throw redirect(dashboardPath(user.userType));
}

/** Signed in with one of these types, else the user's own dashboard. Super admins pass every list. */
export async function requireUserType(request: Request, types: readonly UserType[]): Promise<SessionUser> {
  const user = await requireUser(request);
  if (types.includes(user.userType) || user.userType === "super_admin") return user;
  throw redirect(dashboardPath(user.userType));
}

export type AdminRequired = { reason: "admin-required"; email: string };

/** The admin area opens only after the account has two-step verification (issue #3). */
function requireEnrolled(user: SessionUser): SessionUser {
  if (!user.twoFactorEnabled) throw redirect("/account/two-factor");
  return user;
}

/** Admin or super admin, by account type only. Others see "Admin Access Required" (HTTP 403). */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!isAdmin(user.userType))
    throw data<AdminRequired>({ reason: "admin-required", email: user.email }, { status: 403 });
  return requireEnrolled(user);
}

export async function requireSuperAdmin(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!isSuperAdmin(user.userType))
    throw data<AdminRequired>({ reason: "admin-required", email: user.email }, { status: 403 });
  return requireEnrolled(user);
}
