import type { Passage } from "./passage";
import { plural } from "~/lib/text/plural";
import type { ChatSource } from "../types";

/**
 * The check every answer of the optional language model must pass before a person sees it
 * (issue 16, ADR 0021). The model was given only our passages; this makes sure it stayed inside
 * them: it cites them, says no number they do not contain, and sends no link of its own (the
 * sources under the reply are ours, built from its citations). Pure, so it is tested case by case.
 */

type ModelCheck = { ok: true; text: string; sources: ChatSource[] } | { ok: false; reason: string };

/** Longer than this is not the short answer we asked for (at most 120 words). */
export const MAX_MODEL_ANSWER_LENGTH = 1200;

/** What the model replies when the passages do not answer the question (its system message says so). */
export const NO_ANSWER = "NO_ANSWER";

// [1], [2, 3] and [2,3]: the citation forms models write when asked for [n].
const citationPattern = /\[(\d+(?:\s*,\s*\d+)*)\]/g;
// Links of any kind: none is ours to give in the text, since the sources are listed separately.
const linkPatterns: { pattern: RegExp; what: string }[] = [
  { pattern: /\[[^\]]*\]\([^)]*\)/, what: "a Markdown link" },
  { pattern: /:\/\/|\b(?:https?|ftp|mailto|javascript):/i, what: "a URL" },
  { pattern: /\bwww\./i, what: "a web address" },
  { pattern: /[\w.+-]+@[\w-]+\.[\w.-]+/, what: "an e-mail address" },
  { pattern: /(?:^|[\s("'])\/[a-z0-9][\w\-./#?=&%]*/im, what: "a path" },
  { pattern: /\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:sg|com|org|net|gov|edu|io|info|co)\b(?![a-z])/i, what: "a domain" },
];
const htmlTag = /<\/?[a-z!][^>]*>/i;
// Digits with optional thousands separators and decimals: 45, 1,000, 3.5, 16.2. A range (45-75,
// 45–75) or a percentage (95%) is read as its numbers, so "45–75" passes when 45 and 75 are ours.
const numberPattern = /\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?/g;

/** The numbers a text states, normalised so that "1,000", "1000" and "1000.0" are one token. */
export function numberTokens(text: string): Set<string> {
  const tokens = new Set<string>();
  for (const match of text.matchAll(numberPattern)) tokens.add(String(Number(match[0].replaceAll(",", ""))));
  return tokens;
}

/** The passage numbers cited, in order of first citation, repeats included. */
function citations(text: string): number[] {
  return [...text.matchAll(citationPattern)].flatMap((m) => m[1]!.split(",").map((n) => Number(n.trim())));
}

/** The answer without its [n] markers and Markdown emphasis, spaced as plain prose. */
function tidy(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .replace(/\s*\[\d+(?:\s*,\s*\d+)*\]/g, "")
    .replace(/\*\*|__/g, "")
    .split("\n")
    .map((line) =>
      line
        .replace(/[ \t]+/g, " ")
        .replace(/ ([.,;:!?)])/g, "$1")
        .trim(),
    )
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Accepts the model's answer with the sources it cited, or says why it cannot be shown. */
export function checkModelAnswer(text: string, passages: Passage[]): ModelCheck {
  const answer = text.trim();
  if (!answer) return { ok: false, reason: "the answer is empty" };
  if (/\bNO_ANSWER\b/i.test(answer)) return { ok: false, reason: "the model found no answer in the passages" };
  if (answer.length > MAX_MODEL_ANSWER_LENGTH) {
    return {
      ok: false,
      reason: `the answer is ${plural(answer.length, "character")}, over ${MAX_MODEL_ANSWER_LENGTH}`,
    };
  }
  if (htmlTag.test(answer)) return { ok: false, reason: "the answer contains HTML" };
  for (const { pattern, what } of linkPatterns) {
    if (pattern.test(answer)) return { ok: false, reason: `the answer contains ${what}` };
  }

  const cited = citations(answer);
  if (cited.length === 0) return { ok: false, reason: "the answer cites no passage" };
  const outOfRange = cited.find((n) => n < 1 || n > passages.length);
  if (outOfRange !== undefined) {
    return {
      ok: false,
      reason: `the answer cites [${outOfRange}] but was given ${plural(passages.length, "passage")}`,
    };
  }

  // Citation markers are numbers too: they are checked above, not against the passages.
  const ours = numberTokens(passages.map((p) => `${p.title}\n${p.text}`).join("\n"));
  const invented = [...numberTokens(answer.replace(citationPattern, " "))].find((n) => !ours.has(n));
  if (invented !== undefined) return { ok: false, reason: `the number ${invented} is not in the passages` };

  const sources: ChatSource[] = [];
  for (const n of cited) {
    const { title, href } = passages[n - 1]!;
    if (!sources.some((s) => s.href === href)) sources.push({ title, href });
  }
  const tidied = tidy(answer);
  if (!tidied) return { ok: false, reason: "the answer is only citations" };
  return { ok: true, text: tidied, sources };
}
