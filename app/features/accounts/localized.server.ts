import type { Lang } from "~/lib/i18n/languages";
import { localizer, pageWords } from "~/lib/i18n/says.server";

/**
 * The sign-up, sign-in and password pages in the page's language (issue 27): their chrome from
 * app/locales/<lang>/account.json, and the messages the accounts code writes in the spec's English
 * (messages.ts: field errors, refusals, toasts) put in the language here, matched against the
 * namespace's English `says.*` strings (a sentence added to messages.ts without one stays English).
 */

/** The namespace's sections a page's components read (each page gets only its own, not the whole file). */
type Section =
  | "fields"
  | "strength"
  | "signUp"
  | "success"
  | "signIn"
  | "twoFactor"
  | "twoFactorSetup"
  | "forgot"
  | "reset"
  | "password"
  | "emailChange"
  | "emailConfirm";

export function accountWords(lang: Lang, sections: readonly Section[]) {
  return pageWords("account", lang, sections);
}

const account = localizer("account");

/** An English message of the accounts code in the language; one we have no translation of as written. */
export const sayIn = account.sayIn;

/** A form's answer (conform's reply) with its field and form messages in the language. */
export const replyIn = account.replyIn;

/** A toast (flash message) of messages.ts in the language. */
export function toastIn<F extends { kind: string; message: string }>(lang: Lang, flash: F): F {
  return { ...flash, message: sayIn(lang, flash.message) };
}
