import type { Rule } from "../english";

/**
 * The safety rules for Chinese, Malay and Tamil as people in Singapore type them: informal, with
 * English words mixed in ("我的 stool 有 blood", "boleh tengok report saya"), Tamil in its script
 * or romanised. Chinese and Tamil have no spaces between words, or join words together, so their
 * rules match word stems anywhere in the message; a rule of several parts needs all of them
 * somewhere in the message. Like the English rules they lean towards caution: a false red flag
 * costs one extra sentence. The cases they answer are in ../languages.test.ts, written from how
 * people describe symptoms before the rules were.
 */
export type LanguageRules = {
  /** Phrases that name blood without naming a bleed (blood tests, the FIT's hidden blood), set aside first. */
  notABleed: RegExp;
  /**
   * A sign said to be absent ("tak ada darah", "没有便血", "ரத்தம் இல்லை"), set aside next, so a
   * message that says what it does not have is not read as having it; any sign it does name still is.
   */
  absent: RegExp;
  emergency: Rule[];
  redFlag: Rule[];
  /** Red flags read in the text as typed (low iron names blood without naming a bleed). */
  redFlagAsTyped: Rule[];
  diagnosis: Rule[];
};

export const rx = (source: string) => new RegExp(source, "u");
export const any = (...words: string[]) => rx(words.join("|"));
