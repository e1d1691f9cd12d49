import { requireAdmin, requireSuperAdmin, type SessionUser } from "~/features/accounts/index.server";
import { isSuperAdmin } from "~/features/accounts";

/** Who is looking at a console page: the header of spec accounts §2.3 and what they may change. */
export type ConsoleViewer = { email: string; heading: string; superAdmin: boolean };

export function viewerOf(user: SessionUser): ConsoleViewer {
  const superAdmin = isSuperAdmin(user.userType);
  return {
    email: user.email,
    heading: superAdmin ? "Super Administrator Dashboard" : "Administrator Dashboard",
    superAdmin,
  };
}

/**
 * The guard of every console loader: admins with two-step verification (requireAdmin), or super
 * admins only. Returns the signed-in admin and the header's viewer.
 */
export async function consoleUser(
  request: Request,
  only: "admin" | "super_admin" = "admin",
): Promise<{ user: SessionUser; viewer: ConsoleViewer }> {
  const user = await (only === "super_admin" ? requireSuperAdmin(request) : requireAdmin(request));
  return { user, viewer: viewerOf(user) };
}
