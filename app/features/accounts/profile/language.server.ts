import { eq } from "drizzle-orm";
import { users } from "#db/schema";
import { db } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { userLanguage } from "~/lib/email/words.server";
import type { Lang } from "~/lib/i18n/languages";
import { langCookie, switchTarget } from "~/lib/i18n/remembered.server";
import { getSessionUser } from "../guards.server";

/**
 * A signed-in person's language lives in their profile (issue 27): their e-mails go out in it. The
 * switcher (/language) calls this: a signed-in person's choice is stored on the account as well as
 * in the cookie. The switch is a GET link (it works without JavaScript), so another site could
 * switch someone's language; that changes only which language they read, nothing else.
 */
export async function rememberLanguage(request: Request, lang: Lang): Promise<void> {
  try {
    const user = await getSessionUser(request);
    if (user) await db().update(users).set({ language: lang, updatedAt: new Date() }).where(eq(users.id, user.id));
  } catch (error) {
    // The switch still works (the cookie) when the profile cannot be written, as in an outage.
    logger.warn({ err: (error as Error).message }, "language switch: the profile's language not saved");
  }
}

/**
 * On sign-in the remembered language follows the profile: the cookie is set to the account's
 * language (added to the sign-in's Set-Cookie headers) and the page the person goes to is in it.
 */
export async function signInLanguage(userId: string | undefined, headers: Headers): Promise<Lang | null> {
  if (!userId) return null;
  const lang = await userLanguage(userId);
  headers.append("Set-Cookie", langCookie(lang));
  return lang;
}

/** Where sign-in leads: the target in the account's language (unchanged when it has none). */
export const targetInLanguage = (lang: Lang | null, target: string): string =>
  lang ? switchTarget(lang, target) : target;
