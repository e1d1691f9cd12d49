import { getSessionUser } from "~/features/accounts/index.server";
import { dashboardPath, displayName, normaliseUserType, profilePath, type UserType } from "~/features/accounts";
import { env } from "~/lib/env.server";
import { isDatabaseUnavailable } from "~/lib/db.server";
import { socialLinks } from "~/lib/settings.server";

/** A rejection handler: `fallback` for a database outage, any other error rethrown. */
const unlessUnavailable =
  <T>(fallback: T) =>
  (error: unknown): T => {
    if (isDatabaseUnavailable(error)) return fallback;
    throw error;
  };

export type HeaderUser = {
  displayName: string;
  email: string;
  /** Named in the page's language by the shell's `header.types` (ADR 0027). */
  type: UserType;
  dashboard: string;
  profile: string;
  /** Referrals are a Champion's only: the menu links to them for a Champion. */
  champion: boolean;
};

/**
 * What every page's shell needs: who is signed in (for the header), the footer's contact address
 * and the social pages the team has set. Read on every page's request, never kept: a change in the
 * console's Settings shows on the next page anyone loads.
 */
export async function rootData(request: Request, nonce: string | undefined) {
  // Through a database outage the shell still renders, without the signed-in name and the social
  // links: a page that needs no database stays up, and a form posted in the gap comes back with what
  // was typed (keepingTheForm). A page's own loader that needs the user still fails, with the 503.
  const [user, social] = await Promise.all([
    getSessionUser(request).catch(unlessUnavailable(null)),
    socialLinks().catch(unlessUnavailable([])),
  ]);
  const headerUser: HeaderUser | null = user
    ? {
        displayName: displayName(user),
        email: user.email,
        type: normaliseUserType(user.userType),
        dashboard: dashboardPath(user.userType),
        profile: profilePath(user.userType),
        champion: user.userType === "champion",
      }
    : null;
  return { user: headerUser, contactEmail: env().CONTACT_EMAIL, social, year: new Date().getFullYear(), nonce };
}
