import { eq } from "drizzle-orm";
import { users } from "#db/schema";
import { db, type Db, type Tx } from "../db.server";
import { env } from "../env.server";
import { defaultLang, isLang, type Lang } from "../i18n/languages";
import { messagesFor } from "../i18n/messages.server";
import { localPath, splitLang } from "../i18n/paths";
import { createT, type T } from "../i18n/translate";
import { formatSgDateTime } from "../text/singapore-date";
import { dateIn, momentIn } from "../i18n/dates";
import { wholeName } from "./greeting";

/**
 * E-mails in the recipient's language (issue 27): the account's (users.language), or for a visitor
 * the page's language when they acted. Subjects and bodies come from the "email" namespace
 * (app/locales/<lang>/email.json); the English strings are the e-mails' words as they always were.
 */
export function emailT(lang: Lang): T {
  return createT(lang, messagesFor(lang, "email"));
}

/** The opening line in the language: the name as the person gave it, whole (see greeting.ts). */
export function emailGreeting(t: T, name?: string | null): string {
  const whole = wholeName(name);
  return whole ? t("greeting.named", { name: whole }) : t("greeting.anonymous");
}

/** A calendar date ("2026-06-05") in the language; English keeps the site's "5 Jun 2026". */
export function emailDate(isoDate: string, lang: Lang): string {
  return dateIn(lang, isoDate, lang === defaultLang ? "short" : "long");
}

/** A moment as a Singapore date and time in the language; English keeps the site's "5 Jun 2026, 3:42 pm". */
export function emailDateTime(moment: Date, lang: Lang): string {
  return lang === defaultLang ? formatSgDateTime(moment) : momentIn(lang, moment, "long");
}

/**
 * A link of this site in the language: its page in that language (`/zh/login`), and the page a
 * better-auth link (verify, reset) leads to afterwards (its callbackURL) too. Other addresses, and
 * English, are left as they are.
 */
export function linkInLanguage(url: string, lang: Lang): string {
  if (lang === defaultLang) return url;
  const origin = env().APP_URL.replace(/\/$/, "");
  if (!url.startsWith(`${origin}/`)) return url;
  const parsed = new URL(url);
  const callback = parsed.searchParams.get("callbackURL");
  if (callback?.startsWith("/")) parsed.searchParams.set("callbackURL", localPath(lang, splitLang(callback).path));
  // better-auth's own links (/api/auth/…) have one address; only the page they lead to has a language.
  const path = parsed.pathname.startsWith("/api/") ? parsed.pathname : localPath(lang, splitLang(parsed.pathname).path);
  return `${origin}${path}${parsed.search}${parsed.hash}`;
}

/** An account's language (English for an id that has none, as for an account gone since). */
export async function userLanguage(userId: string, tx: Db | Tx = db()): Promise<Lang> {
  const [row] = await tx.select({ language: users.language }).from(users).where(eq(users.id, userId));
  return isLang(row?.language) ? row.language : defaultLang;
}
