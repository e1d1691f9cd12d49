import type { T } from "./translate";
import { defaultLang, type Lang } from "./languages";

/**
 * A figure that content/facts.json writes as words ("over 60%", "nearly 50%", "1 in 13"), in the
 * page's language: its numbers are taken from the English phrase, never retyped in a translation,
 * and the words around them come from the namespace's `figures.*` strings. A phrase of another
 * shape is shown as written (and said in the log), so a new wording in facts.json never breaks a
 * page.
 */
export function figurePhrase(text: string, t: T): string {
  const ratio = /^(\d+(?:\.\d+)?) in (\d+(?:\.\d+)?)$/.exec(text);
  if (ratio) return t("figures.ratio", { part: Number(ratio[1]), whole: Number(ratio[2]) });
  const qualified = /^(over|nearly|about) (\d+(?:\.\d+)?%)$/.exec(text);
  if (qualified) return t(`figures.${qualified[1]}`, { value: qualified[2]! });
  if (!/^\d+(?:\.\d+)?%?$/.test(text)) console.warn(`i18n: figure "${text}" shown as written`);
  return text;
}

/** The first letter in capitals (scripts without case are unchanged). */
export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const NUMBER = /\$?\d+(?:[.,]\d+)*/g;

/**
 * The numbers of an English text from a reviewed table ("from age 50", "$5 or less", "1 July
 * 2011"), in order, as `{ n0: "50", n1: … }`: a translation of that text writes `{{n0}}` where the
 * English has its first number, so no figure is retyped and a changed figure shows in every
 * language at once. `{name}` placeholders of the table are skipped (they have named values).
 */
export function numbersIn(english: string): Record<string, string> {
  const found = english.replace(/\{\w+\}/g, "").match(NUMBER) ?? [];
  return Object.fromEntries(found.map((n, i) => [`n${i}`, n]));
}

/**
 * A text of a reviewed English table shown in the page's language: the English as the table has it,
 * or the namespace's translation under `key` with the English's numbers (and `vars`) filled in.
 */
export function tableText(lang: Lang, t: T, key: string, english: string, vars: Record<string, string> = {}): string {
  if (lang === defaultLang) return english;
  return t(key, { ...numbersIn(english), ...vars });
}
