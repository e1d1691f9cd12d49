import { defaultLang, type Lang } from "~/lib/i18n/languages";
import { messagesFor, translationState } from "~/lib/i18n/messages.server";
import { createT, type Messages } from "~/lib/i18n/translate";
import type { FormResult } from "~/ui/use-schema-form";

/**
 * The sign-up, sign-in and password pages in the page's language (issue 27): their chrome from
 * app/locales/<lang>/account.json, and the messages the accounts code writes in the spec's English
 * (messages.ts: field errors, refusals, toasts) put in the language here, matched against the
 * namespace's English `says.*` strings (a sentence added to messages.ts without one stays English).
 */

/** The namespace's sections a page's components read (each page gets only its own, not the whole file). */
type Section = "fields" | "strength" | "signUp" | "success" | "signIn" | "twoFactor" | "forgot" | "reset" | "password";

export function accountWords(lang: Lang, sections: readonly Section[]) {
  const all = messagesFor(lang, "account");
  const messages: Messages = Object.fromEntries(
    Object.entries(all).filter(([key]) => sections.some((section) => key.startsWith(`${section}.`))),
  );
  return { lang, messages, review: translationState(lang, "account"), t: createT(lang, all) };
}

const SAYS = "says.";
const english = Object.entries(messagesFor(defaultLang, "account")).filter(([key]) => key.startsWith(SAYS));
const exact = new Map(english.map(([key, text]) => [text, key]));
// "Sign in failed: {{reason}}" → /^Sign in failed: (.+)$/ with the names of its placeholders.
const patterns = english
  .filter(([, text]) => text.includes("{{"))
  .map(([key, text]) => {
    const names = [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!);
    const source = text
      .split(/\{\{\w+\}\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      .join("(.+)");
    return { key, names, regex: new RegExp(`^${source}$`, "s") };
  });

/** An English message of the accounts code in the language; one we have no translation of as written. */
export function sayIn(lang: Lang, text: string): string {
  if (lang === defaultLang) return text;
  const t = createT(lang, messagesFor(lang, "account"));
  const key = exact.get(text);
  if (key) return t(key);
  for (const { key: template, names, regex } of patterns) {
    const match = regex.exec(text);
    // A reason inside ("Sign in failed: Invalid email…") is itself put in the language.
    if (match) return t(template, Object.fromEntries(names.map((name, i) => [name, sayIn(lang, match[i + 1]!)])));
  }
  return text;
}

/** A form's answer (conform's reply) with its field and form messages in the language. */
export function replyIn<R extends FormResult>(lang: Lang, reply: R): R {
  if (lang === defaultLang || !reply.error) return reply;
  const error = Object.fromEntries(
    Object.entries(reply.error).map(([name, list]) => [name, list?.map((text) => sayIn(lang, text)) ?? null]),
  );
  return { ...reply, error };
}

/** A toast (flash message) of messages.ts in the language. */
export function toastIn<F extends { kind: string; message: string }>(lang: Lang, flash: F): F {
  return { ...flash, message: sayIn(lang, flash.message) };
}
