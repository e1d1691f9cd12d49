import { expect } from "vitest";
import en from "../../app/locales/en/email.json";
import ms from "../../app/locales/ms/email.json";
import ta from "../../app/locales/ta/email.json";
import zh from "../../app/locales/zh/email.json";
import type { Email } from "../../app/lib/email/outbox.server";
import type { Lang } from "../../app/lib/i18n/languages";

/** The e-mail words as the files have them (issue 27): tests compare to these, never to copies. */
const emailWords = { en, zh, ms, ta } as const;

/** A string of the email namespace by its dotted key, as the language's file has it. */
export function emailWord(lang: Lang, key: string): string {
  const found = key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], emailWords[lang]);
  if (typeof found !== "string") throw new Error(`no ${lang} string ${key}`);
  return found;
}

/** English words that never belong in a Malay sentence (Malay shares the Latin script, so no letter check). */
const englishInMalay =
  /\b(the|your|you|our|and|please|with|this|has|have|will|been|request|application|pledge|thank)\b/i;

/**
 * An e-mail wholly in `lang`: it says so, its subject and body hold the words of the given keys
 * (each template's fixed parts, around its placeholders), no placeholder or key is left, and no
 * English is left apart from `kept` (names, addresses, links and the brand as written).
 */
export function expectInLanguage(email: Email, lang: Lang, keys: { subject: string; body: string[] }, kept: string[]) {
  expect(email.lang).toBe(lang);
  const parts = (template: string) => template.split(/\{\{\s*\w+\s*\}\}/).filter((part) => part.trim());
  for (const part of parts(emailWord(lang, keys.subject))) expect(email.subject).toContain(part);
  for (const key of keys.body) for (const part of parts(emailWord(lang, key))) expect(email.text).toContain(part);
  const all = `${email.subject}\n${email.text}`;
  expect(all).not.toMatch(/\{\{|\}\}|\b(partner|appointmentNotice|appointment|pledge|eventMessage|greeting)\.\w/);
  if (lang === "en") return;
  let rest = all.replace(/https?:\/\/\S+/g, "").replace(/\S+@\S+/g, "");
  for (const text of [...kept, "RID-CRC", "S$", "GP", "AM", "PM"]) rest = rest.split(text).join("");
  if (lang === "ms") expect(rest).not.toMatch(englishInMalay);
  else expect(rest).not.toMatch(/[A-Za-z]/);
}
