import { getSessionUser } from "~/features/accounts/index.server";
import { dashboardPath, displayName, profilePath, userTypeLabel } from "~/features/accounts";
import { env } from "~/lib/env.server";

export type HeaderUser = { displayName: string; email: string; typeLabel: string; dashboard: string; profile: string };

/** What every page's shell needs: who is signed in (for the header) and the footer's contact address. */
export async function rootData(request: Request, nonce: string | undefined) {
  const user = await getSessionUser(request);
  const headerUser: HeaderUser | null = user
    ? {
        displayName: displayName(user),
        email: user.email,
        typeLabel: userTypeLabel(user.userType),
        dashboard: dashboardPath(user.userType),
        profile: profilePath(user.userType),
      }
    : null;
  return { user: headerUser, contactEmail: env().CONTACT_EMAIL, year: new Date().getFullYear(), nonce };
}
