import { data } from "react-router";
import { dashboardPath, isSuperAdmin } from "~/features/accounts";
import { getSessionUser, requireUser, type SessionUser } from "~/features/accounts/index.server";

export type ChampionOnly = { reason: "champion-only"; dashboard: string };

/** Champion-only actions (spec content §5, §6) are open to Champions; super admins pass every type check (spec accounts §6). */
export function isChampion(user: Pick<SessionUser, "userType">): boolean {
  return user.userType === "champion" || isSuperAdmin(user.userType);
}

/**
 * The guard of the Champion pages (refer a friend, share your story, quiz). Signed out: /login,
 * then back here. Anyone else: the champion-only page (HTTP 403).
 */
export async function requireChampion(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (isChampion(user)) return user;
  throw data<ChampionOnly>({ reason: "champion-only", dashboard: dashboardPath(user.userType) }, { status: 403 });
}

export type ChampionAccess = "champion" | "signed-in" | "signed-out";

/** Who is looking, for a public page that shows a Champion form or a sign-up prompt. */
export async function championAccess(request: Request): Promise<ChampionAccess> {
  const user = await getSessionUser(request);
  if (!user) return "signed-out";
  return isChampion(user) ? "champion" : "signed-in";
}
