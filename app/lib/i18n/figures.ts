import type { T } from "./translate";

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
