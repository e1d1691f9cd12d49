import { requireUserType, type SessionUser } from "~/features/accounts/index.server";
import { userTypeLabel, type UserType } from "~/features/accounts";

export type DashboardKind = "champion" | "gp-clinic" | "specialist" | "corporate";

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
