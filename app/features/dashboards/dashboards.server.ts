import { data } from "react-router";
import { requireUserType, type SessionUser } from "~/features/accounts/index.server";
import { userTypeLabel, type UserType } from "~/features/accounts";
import { routePattern } from "~/lib/route-pattern";
import {
  appointmentMessages,
  appointmentRequestsFor,
  appointmentStatusSchema,
  updateAppointmentStatus,
} from "~/features/directory/index.server";

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

/** The dashboards that receive appointment requests, and the directory entry behind each. */
const partnerKinds = { "gp-clinic": "gp", specialist: "specialist" } as const;
const partnerKind = (kind: DashboardKind) =>
  kind in partnerKinds ? partnerKinds[kind as keyof typeof partnerKinds] : null;

/** The route of each dashboard, as app/routes.ts registers the one module four times. */
const kindOfRoute: Readonly<Record<string, DashboardKind>> = Object.fromEntries(
  dashboardKinds.map((kind) => [`/dashboard/${kind}`, kind]),
);

/**
 * The dashboard a loader or action serves, from the matched route's pattern (`pattern` of its
 * arguments, see lib/route-pattern.ts), not from the request's path; any other route is not found.
 */
export function dashboardKind(request: Request, pattern: string | undefined): DashboardKind {
  const kind = kindOfRoute[routePattern(pattern)];
  if (!kind) throw data({ path: new URL(request.url).pathname }, { status: 404 });
  return kind;
}

/** Who may open which dashboard (spec accounts §6); everyone else goes to their own. */
export async function dashboardAccount(request: Request, kind: DashboardKind) {
  const user: SessionUser = await requireUserType(request, allowed[kind]);
  return {
    user,
    account: { name: user.name, email: user.email, typeLabel: userTypeLabel(user.userType), status: user.status },
  };
}

/** What a dashboard shows: the account, and on the partner dashboards their appointment requests. */
export async function dashboardPage(request: Request, kind: DashboardKind) {
  const { user, account } = await dashboardAccount(request, kind);
  const partner = partnerKind(kind);
  return { account, appointments: partner ? await appointmentRequestsFor(partner, user.id) : null };
}

/**
 * A partner marks one of its requests new, contacted or closed. Only a request made to the entry
 * the signed-in account manages can change; anything else is not found and nothing changes.
 */
export async function updateAppointmentFromDashboard(request: Request, kind: DashboardKind) {
  const { user } = await dashboardAccount(request, kind);
  const partner = partnerKind(kind);
  if (!partner) throw data({ path: new URL(request.url).pathname }, { status: 404 });
  const parsed = appointmentStatusSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: appointmentMessages.statusInvalid, updated: null }, { status: 400 });
  const updated = await updateAppointmentStatus(partner, user.id, parsed.data);
  if (!updated) throw data({ path: new URL(request.url).pathname }, { status: 404 });
  return {
    error: null,
    updated: { id: parsed.data.id, message: appointmentMessages.statusUpdated(updated.name, updated.statusLabel) },
  };
}
