import { getSessionUser } from "~/features/accounts/index.server";
import { dashboardPath, displayName, profilePath, userTypeLabel } from "~/features/accounts";
import { env } from "~/lib/env.server";
import { socialLinks } from "~/lib/settings.server";

export type HeaderUser = { displayName: string; email: string; typeLabel: string; dashboard: string; profile: string };

/**
 * What every page's shell needs: who is signed in (for the header), the footer's contact address
 * and the social pages the team has set. Read on every page's request, never kept: a change in the
 * console's Settings shows on the next page anyone loads.
 */
export async function rootData(request: Request, nonce: string | undefined) {
  const [user, social] = await Promise.all([getSessionUser(request), socialLinks()]);
  const headerUser: HeaderUser | null = user
    ? {
        displayName: displayName(user),
        email: user.email,
        typeLabel: userTypeLabel(user.userType),
        dashboard: dashboardPath(user.userType),
        profile: profilePath(user.userType),
      }
    : null;
  return { user: headerUser, contactEmail: env().CONTACT_EMAIL, social, year: new Date().getFullYear(), nonce };
}
