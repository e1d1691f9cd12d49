import { passesTypeCheck } from "~/features/accounts";
import { getSessionUser, type SessionUser } from "~/features/accounts/index.server";
import type { Lang } from "~/lib/i18n/languages";
import { pageWords } from "~/lib/i18n/says.server";

export type { ChampionOnly } from "~/features/accounts/index.server";

/** Whether the Champion-only forms are open to this user: the same type check as `requireChampion`. */
export function isChampion(user: Pick<SessionUser, "userType">): boolean {
  return passesTypeCheck(user.userType, ["champion"]);
}

export type ChampionAccess = "champion" | "signed-in" | "signed-out";

/** Who is looking, for a public page that shows a Champion form or a sign-up prompt. */
export async function championAccess(request: Request): Promise<ChampionAccess> {
  const user = await getSessionUser(request);
  if (!user) return "signed-out";
  return isChampion(user) ? "champion" : "signed-in";
}

/**
 * The champion-only page (HTTP 403, components/champion-only.tsx) in the page's language (issue 27):
 * the page's title and its message, from community.json. `requireChampion` sends them with the 403,
 * as the error page has no loader data of its own.
 */
export function championOnlyWords(lang: Lang, title: string, message: string) {
  const { t } = pageWords("community", lang, []);
  return { title: t(title), message: t(message), hint: t("championOnly.hint"), back: t("championOnly.back") };
}
