import { doubleLetterWords, lexiconWords, phraseGroups, spellingWords, type GlossGroup } from "./singlish-lexicon";

/**
 * Reads a message the way Singaporeans type it into the plain lower-case English that retrieval
 * (BM25 over our English articles) and the safety rules (regular expressions over English) read.
 * Pure and quick: it runs on every message, so the lexicon is compiled once, here, at load.
 */

/** What a word is made of: "a&e", "medi-save" and "don't" are one word each. */
const WORD_CHAR = "\\p{L}\\p{N}\\p{M}'&\\-";
const TOKEN = new RegExp(`[${WORD_CHAR}]+`, "gu");

type WordEntry = { replacement: string; singlish: boolean };
type PhraseRule = { pattern: RegExp; replacement: string; singlish: boolean };

function compileWords(groups: readonly GlossGroup[]): Map<string, WordEntry> {
  const words = new Map<string, WordEntry>();
  for (const group of groups) {
    for (const [word, replacement] of group.glosses) words.set(word, { replacement, singlish: group.singlish });
  }
  return words;
}

/** A phrase matches whole words only; a space in it stands for spaces or a hyphen. */
function compilePhrase(pattern: string): RegExp {
  const source = pattern.replace(/ /g, "[\\s-]+");
  return new RegExp(`(?<![${WORD_CHAR}])(?:${source})(?![${WORD_CHAR}])`, "gu");
}

const spellings = compileWords(spellingWords);
const words = compileWords(lexiconWords);
const phrases: PhraseRule[] = phraseGroups.flatMap((group) =>
  group.glosses.map(([pattern, replacement]) => ({
    pattern: compilePhrase(pattern),
    replacement,
    singlish: group.singlish,
  })),
);

/** Emphasis squeezes to a double letter only when that makes a word we know ("goood" → "good"). */
const doubled = new Set<string>(doubleLetterWords);
for (const table of [spellings, words]) {
  for (const [word, { replacement }] of table) {
    for (const w of [word, ...replacement.split(" ")]) if (/(\p{L})\1/u.test(w)) doubled.add(w);
  }
}
for (const group of phraseGroups) {
  for (const [, replacement] of group.glosses) {
    for (const w of replacement.split(" ")) if (/(\p{L})\1/u.test(w)) doubled.add(w);
  }
}

const RUN = /(\p{L})\1{2,}/gu;
const HAS_RUN = /(\p{L})\1\1/u;
/** Beyond this many emphasised runs in one word, every run becomes one letter (no 2^n search). */
const MAX_RUNS = 4;

function squeeze(word: string): string {
  const runs = word.match(RUN);
  if (!runs) return word;
  if (runs.length <= MAX_RUNS) {
    // Try every choice of one or two letters per run, fewest doubles first.
    const choices = 1 << runs.length;
    const order = Array.from({ length: choices }, (_, i) => i).sort((a, b) => bits(a) - bits(b));
    for (const mask of order) {
      let i = 0;
      const candidate = word.replace(RUN, (_, letter: string) => letter.repeat(mask & (1 << i++) ? 2 : 1));
      if (doubled.has(candidate)) return candidate;
    }
  }
  return word.replace(RUN, "$1");
}

function bits(n: number): number {
  let count = 0;
  for (let m = n; m; m >>= 1) count += m & 1;
  return count;
}

/** Lower case, one Unicode form, straight quotes, only the punctuation the readers use. */
function clean(input: string): string {
  return (
    input
      .normalize("NFKC")
      .toLowerCase()
      // A zero-width space parts words; other invisible format characters (joiners, soft
      // hyphens) sit inside them: drop those.
      .replace(/[\u200b\ufeff]/g, " ")
      .replace(/\p{Cf}/gu, "")
      .replace(/[\u2018\u2019\u201a\u201b\u2032\u0060\u00b4]/g, "'")
      // Everything but letters, marks, digits and ? . , ' - & / becomes a space: controls,
      // lone surrogates, symbols, emoji, quotes, brackets, "!".
      .replace(/[^\p{L}\p{M}\p{N}?.,'&/-]+/gu, " ")
      // A combining mark belongs to the letter before it; one on its own is debris.
      .replace(/(?<![\p{L}\p{M}])\p{M}+/gu, "")
      // An apostrophe or hyphen counts only inside a word ("don't", "medi-save", "3-4").
      .replace(/'(?![\p{L}\p{M}])|(?<![\p{L}\p{M}])'/gu, " ")
      .replace(/-(?![\p{L}\p{M}\p{N}])|(?<![\p{L}\p{M}\p{N}])-/gu, " ")
      .replace(/\s+/g, " ")
  );
}

/** Spaces collapsed, none before punctuation, no punctuation left hanging where a word went. */
function tidy(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .replace(/\s*([?.,](?:\s*[?.,])*)/g, (_, run: string) => (run.includes("?") ? "?" : run.charAt(0)))
    .replace(/^[\s?.,]+/, "")
    .replace(/[\s,]+$/, "")
    .trim();
}

export function normalise(input: string): { text: string; singlish: boolean } {
  let singlish = false;
  const lookUp = (table: Map<string, WordEntry>) => (token: string) => {
    const entry = table.get(token);
    if (!entry) return token;
    if (entry.singlish) singlish = true;
    return entry.replacement;
  };

  let text = clean(typeof input === "string" ? input : String(input ?? ""));
  text = text.replace(TOKEN, (token) => (HAS_RUN.test(token) ? squeeze(token) : token));
  text = text.replace(TOKEN, lookUp(spellings));
  for (const rule of phrases) {
    let matched = false;
    text = text.replace(rule.pattern, () => {
      matched = true;
      return rule.replacement;
    });
    if (!matched) continue;
    if (rule.singlish) singlish = true;
    // A removed word leaves two spaces; the rules after it look back over single spaces, and a
    // long run of them (a flood of particles) would make every look-behind scan it again.
    if (!rule.replacement) text = text.replace(/ {2,}/g, " ");
  }
  text = text.replace(TOKEN, lookUp(words));
  return { text: tidy(text), singlish };
}
