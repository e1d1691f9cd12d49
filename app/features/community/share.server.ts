import { getSessionUser } from "~/features/accounts/index.server";
import { canonical } from "~/lib/page/seo.server";
import { isChampion } from "./champion-access.server";
import { referralLink } from "./referrals/referrals.server";

/** The link the Share panel offers: a Champion's own referral link, else the site's home page. */
export async function shareLink(request: Request): Promise<string> {
  const user = await getSessionUser(request);
  if (user && isChampion(user)) return referralLink(user.id);
  return canonical("/");
}
