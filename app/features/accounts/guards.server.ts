import { data, redirect } from "react-router";
import { withFlash } from "~/lib/forms/flash.server";
import { auth } from "./auth.server";
import { toasts } from "./messages";
import { dashboardPath, isAdmin, isSuperAdmin, normaliseUserType, passesTypeCheck, type UserType } from "./user-types";
import { localPath, splitLang } from "~/lib/i18n/paths";

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

// better-auth's session cookie (with the prefix it uses over https).
const hadSession = (request: Request) =>
  /(^|;\s*)(__Secure-)?better-auth\.session_token=/.test(request.headers.get("cookie") ?? "");

/** To /login and back; a browser that still holds a session the server no longer has is told so. */
function loginRedirect(request: Request): never {
  const url = new URL(request.url);
  const headers = hadSession(request) ? withFlash(toasts.sessionExpired) : undefined;
  // The sign-in page in the language of the page asked for (ADR 0027).
  throw redirect(`${localPath(request, "/login")}?redirectTo=${encodeURIComponent(url.pathname + url.search)}`, {
    headers,
  });
}

/** Where an admin without two-step verification enrols: the one signed-in page open to them. */
const ENROLMENT = "/account/two-factor";

/**
 * Signed in, else /login remembering where the visitor was going. An admin or super admin signs in
 * to nothing before enrolling in two-step verification (issue 22: a newly promoted super admin used
 * the member pages with a password alone): every page but the enrolment page sends them there.
 */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (!user) loginRedirect(request);
  if (isAdmin(user.userType) && !user.twoFactorEnabled) {
    const path = splitLang(new URL(request.url).pathname.replace(/\.data$/, "")).path;
    if (path !== ENROLMENT) throw redirect(localPath(request, ENROLMENT));
  }
  return user;
}

/** Public-only pages (sign-in, sign-up): a signed-in visitor goes to their own dashboard. */
export async function requireAnonymous(request: Request): Promise<void> {
  const user = await getSessionUser(request);
  // In the page's language (issue 27); the console's addresses stay English (localPath).
  if (user) throw redirect(localPath(request, dashboardPath(user.userType)));
}

/** Signed in with one of these types, else the user's own dashboard. Super admins pass every list. */
export async function requireUserType(request: Request, types: readonly UserType[]): Promise<SessionUser> {
  const user = await requireUser(request);
  if (passesTypeCheck(user.userType, types)) return user;
  throw redirect(localPath(request, dashboardPath(user.userType)));
}

/** The champion-only page's words in the page's language, when the page gives them (issue 27). */
type ChampionOnlyWords = { title: string; message: string; hint: string; back: string };

export type ChampionOnly = { reason: "champion-only"; dashboard: string; words?: ChampionOnlyWords };

/**
 * The Champion pages (refer a friend, share your story, quiz; spec content §5, §6): Champions and
 * super admins. Signed out: /login, then back here. Anyone else: the champion-only page (HTTP 403)
 * with a link to their own dashboard, in `words` when the page is in another language.
 */
export async function requireChampion(request: Request, words?: ChampionOnlyWords): Promise<SessionUser> {
  const user = await requireUser(request);
  if (passesTypeCheck(user.userType, ["champion"])) return user;
  throw data<ChampionOnly>(
    { reason: "champion-only", dashboard: dashboardPath(user.userType), words },
    { status: 403 },
  );
}

/**
 * Refusals carry the reason only, never who asked (issue 22: a CSV route answered the e-mail in
 * JSON): the 403 page names the signed-in account from the root loader's data, as the header does.
 */
type AdminRequired = { reason: "admin-required" };

/** The admin area opens only after the account has two-step verification (issue #3). */
function requireEnrolled(user: SessionUser): SessionUser {
  if (!user.twoFactorEnabled) throw redirect(ENROLMENT);
  return user;
}

/** Admin or super admin, by account type only. Others see "Admin Access Required" (HTTP 403). */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!isAdmin(user.userType)) throw data<AdminRequired>({ reason: "admin-required" }, { status: 403 });
  return requireEnrolled(user);
}

/**
 * The super admin's own pages (/super-admin/…): as requireAdmin (enrolment first), then a plain
 * admin is sent to the admin dashboard, which is theirs.
 */
export async function requireSuperAdmin(request: Request): Promise<SessionUser> {
  const user = await requireAdmin(request);
  if (!isSuperAdmin(user.userType)) throw redirect(dashboardPath(user.userType));
  return user;
}

type SuperAdminRequired = { reason: "super-admin-required" };

/**
 * A super admin's write inside a console page that every admin may read (settings, roles): a plain
 * admin who posts anyway is refused with 403 and nothing changes.
 */
export async function requireSuperAdminAction(request: Request): Promise<SessionUser> {
  const user = await requireAdmin(request);
  if (!isSuperAdmin(user.userType)) throw data<SuperAdminRequired>({ reason: "super-admin-required" }, { status: 403 });
  return user;
}
