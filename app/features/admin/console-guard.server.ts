import { requireAdmin, type SessionUser } from "~/features/accounts/index.server";
import { isSuperAdmin } from "~/features/accounts";

/** Who is looking at a console page: the header of spec accounts §2.3 and what they may change. */
export type ConsoleViewer = { email: string; heading: string; superAdmin: boolean };

function viewerOf(user: SessionUser): ConsoleViewer {
  const superAdmin = isSuperAdmin(user.userType);
  return {
    email: user.email,
    heading: superAdmin ? "Super Administrator Dashboard" : "Administrator Dashboard",
    superAdmin,
  };
}

/**
 * The console layout's guard (app/routes.ts, every console page under it): admins with two-step
 * verification (requireAdmin), else /login, /account/two-factor or "Admin Access Required". It
 * draws the frame; each page's loader and action still check access themselves through their
 * domain (React Router runs a page's loader beside the layout's, and its action alone).
 */
export async function consoleViewer(request: Request): Promise<ConsoleViewer> {
  return viewerOf(await requireAdmin(request));
}
