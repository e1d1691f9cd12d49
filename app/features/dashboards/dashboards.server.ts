import { requireUserType, type SessionUser } from "~/features/accounts/index.server";
import { userTypeLabel, type UserType } from "~/features/accounts";

export const dashboardKinds = ["champion", "gp-clinic", "specialist", "corporate"] as const;
export type DashboardKind = (typeof dashboardKinds)[number];

export const dashboardTitles: Record<DashboardKind, string> = {
  champion: "Champion Dashboard",
  "gp-clinic": "GP Clinic Dashboard",
  specialist: "Specialist Dashboard",
  corporate: "Corporate Dashboard",
};

const allowed: Record<DashboardKind, UserType[]> = {
  champion: ["champion"],
  "gp-clinic": ["gpclinic"],
  specialist: ["specialist"],
  corporate: ["corporate_contact"],
};

/** Who may open which dashboard (spec accounts §6); everyone else goes to their own. */
export async function dashboardAccount(request: Request, kind: DashboardKind) {
  const user: SessionUser = await requireUserType(request, allowed[kind]);
  return { name: user.name, email: user.email, typeLabel: userTypeLabel(user.userType), status: user.status };
}
