// Public server entry of the accounts feature: the guards every feature uses.
export {
  getSessionUser,
  requireAdmin,
  requireAnonymous,
  requireChampion,
  requireSuperAdmin,
  requireUser,
  requireUserType,
} from "./guards.server";
export type { ChampionOnly, SessionUser } from "./guards.server";
export { auth } from "./auth.server";
