import { passesTypeCheck } from "~/features/accounts";
import { getSessionUser, type SessionUser } from "~/features/accounts/index.server";

export type { ChampionOnly } from "~/features/accounts/index.server";

/** Whether the Champion-only forms are open to this user: the same type check as `requireChampion`. */
export function isChampion(user: Pick<SessionUser, "userType">): boolean {
  return passesTypeCheck(user.userType, ["champion"]);
}

export type ChampionAccess = "champion" | "signed-in" | "signed-out";

/** Who is looking, for a public page that shows a Champion form or a sign-up prompt. */
export async function championAccess(request: Request): Promise<ChampionAccess> {
  const user = await getSessionUser(request);
  if (!user) return "signed-out";
  return isChampion(user) ? "champion" : "signed-in";
}
