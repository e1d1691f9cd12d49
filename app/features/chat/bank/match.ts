import { expand, indexTerm } from "../answer/terms";
import { normalise } from "../singlish";
import { englishFor, isFunctionWord, MALAY_FUNCTION, respell } from "./cross-lingual";
import type { BankLanguage, Intent } from "./schema";

/**
 * Matching a message to the answer bank's intents (issue 28): TF-IDF weighted cosine (a bounded
 * cousin of BM25, so one bar means the same for a short and a long message) between the message
 * and each phrasing, an intent scoring as its nearest phrasing. Features:
 * - words, found with Intl.Segmenter (Chinese has no spaces), English ones through the Singlish
 *   normaliser, the stop list, the light stemmer and the synonyms retrieval already uses;
 * - character n-grams: trigrams of Latin and Tamil words (misspellings, Tamil's suffixes),
 *   single Chinese characters, weighed lower than whole words.
 */
const segmenters = new Map<string, Intl.Segmenter>();
const segmenter = (locale: string) => {
  let s = segmenters.get(locale);
  if (!s) segmenters.set(locale, (s = new Intl.Segmenter(locale, { granularity: "word" })));
  return s;
};
const HAN = /[\u3400-\u9fff\uf900-\ufaff]/u;
const TAMIL = /[\u0b80-\u0bff]/u;
const LATIN = /^[a-z0-9&']+$/;

const WORD = 1;
const SYNONYM = 0.5;
const GRAM = 0.35;
const QUESTION_WORD = 0.5;
/** How much an answer's words count against a phrasing's. */
const ANSWER_WEIGHT = 0.6;
/** How much a message's word that no phrasing or answer holds counts. */
const UNKNOWN = 0.3;

/**
 * Singlish's aspect words ("done already", "finish liao", glossed "already"): they say when, not what,
 * so they weigh as question words; a phrasing that happens to say "already" no longer draws every
 * message that does ("I already champion liao, how to get my friends to join").
 */
const ASPECT = new Set(["already"]);
/**
 * Words of emphasis ("what EXACTLY is a colonoscopy", "what does the FIT ACTUALLY detect"): they say
 * how much the person wants to know, not what. Weighed as question words, so a phrasing that happens
 * to say one ("what exactly are piles") does not draw every message that does.
 */
const EMPHASIS = new Set([
  "actually",
  "exactly",
  "basically",
  "honestly",
  "seriously",
  "literally",
  "truly",
  "simply",
  "definitely",
  "even",
]);

/** A misspelt word is read as a known one only from this length, and counts this much of it. */
const MIN_CORRECTED = 5;
const CORRECTED = 0.8;

type Vector = Map<string, number>;

/**
 * A short word is read as another only when it keeps its shape (its first two letters and its
 * last): "offen" is "often", but "lunch" is not "lynch" nor "thing" "think".
 */
const sameShape = (typed: string, known: string) =>
  typed.length > MIN_CORRECTED || (typed.slice(0, 2) === known.slice(0, 2) && typed.at(-1) === known.at(-1));

/** A word with one of its letters left out, each way. */
const deletions = (word: string) => [...word].map((_, i) => word.slice(0, i) + word.slice(i + 1));

function add(v: Vector, feature: string, weight: number) {
  v.set(feature, (v.get(feature) ?? 0) + weight);
}

function grams(v: Vector, word: string, n: number) {
  const padded = `^${word}$`;
  for (let i = 0; i + n <= padded.length; i++) add(v, `g:${padded.slice(i, i + n)}`, GRAM);
}

/**
 * An age said as an age ("78 tahun", "aged 80", "85岁", "82 வயசு", "I'm 40"): 76 or more counts as
 * the word "old", under 50 as "young", whatever the language, so "Ayah saya 78 tahun, masih perlu
 * saringan?" is the older person's question and "Saya 40 tahun, perlu saringan?" the younger one's,
 * though they share every other word. A bare number ("80%", "$40") is not an age.
 */
const AGE_BEFORE =
  "\\b(?:umur|berumur|usia|aged?|i'm|im|i am|he's|she's|is|dah|sudah|already|turning|now)\\s+(?:\\w+\\s+)?";
const AGE_AFTER = "\\s*(?:tahun|years?|yrs?|yo\\b|y\\/o|岁|歲|வயது|வயசு|வயதா)";
const ageBand = (band: string) => new RegExp(`${AGE_BEFORE}${band}\\b|\\b${band}${AGE_AFTER}`, "iu");
const OLD_AGE = ageBand("(?:7[6-9]|[89]\\d)");
const YOUNG_AGE = ageBand("(?:[2-4]\\d)");

/** A text's features (before weighting by rarity). */
export function features(text: string): Vector {
  const v: Vector = new Map();
  // "in their life" is a lifetime, not the "Life" of Screen for Life, the programme.
  const plain = normalise(text)
    .text.toLowerCase()
    .normalize("NFKC")
    .replace(
      /\b(?:in|during|over) (?:their|there|your|ur|my|his|her|one's|a) (?:whole |entire )?life(?:time)?\b/g,
      "lifetime",
    )
    // A result that "came back normal" is a result, not being "back to normal" after the test.
    .replace(
      /\b(?:came|comes|come|coming|returned|returns)\s+back\s+(?=(?:as\s+)?(?:normal|clear|fine|ok|okay|good|neg[aei]?tive|pos+[aei]?tive)\b)/g,
      "result ",
    );
  if (OLD_AGE.test(plain) || OLD_AGE.test(text)) add(v, "w:old", WORD);
  else if (YOUNG_AGE.test(plain) || YOUNG_AGE.test(text)) add(v, "w:young", WORD);
  const locale = HAN.test(plain) ? "zh" : TAMIL.test(plain) ? "ta" : "en";
  for (const { segment: typed, isWordLike } of segmenter(locale).segment(plain)) {
    if (!isWordLike) continue;
    const segment = respell(typed);
    // A Chinese, Malay or Tamil word of our topics also counts as the English word it means.
    const english = englishFor(segment);
    const meaning = english ? indexTerm(english) : null;
    if (meaning) add(v, `w:${meaning}`, SYNONYM);
    if (!LATIN.test(segment) && isFunctionWord(segment)) {
      add(v, `w:${segment}`, QUESTION_WORD);
      continue;
    }
    if (HAN.test(segment)) {
      add(v, `w:${segment}`, WORD);
      const chars = [...segment].filter((c) => HAN.test(c));
      for (const c of chars) add(v, `c:${c}`, GRAM);
    } else if (LATIN.test(segment)) {
      // Question words ("what", "where", "how long") tell intents apart: kept, but weighed less; so
      // are Malay words of no topic ("saya", "boleh").
      const term = MALAY_FUNCTION.has(segment) ? null : indexTerm(segment);
      if (!term || ASPECT.has(term) || EMPHASIS.has(segment)) {
        add(v, `w:${segment}`, QUESTION_WORD);
        continue;
      }
      const [own, ...synonyms] = expand(term, segment);
      add(v, `w:${own}`, WORD);
      for (const s of synonyms) add(v, `w:${s}`, SYNONYM);
      if (segment.length >= 4) grams(v, segment, 3);
    } else {
      add(v, `w:${segment}`, WORD);
      if ([...segment].length >= 3) grams(v, segment, 3);
    }
  }
  return v;
}

/**
 * A result's sign (1 positive, -1 negative, 0 neither or both): "my FIT came back negative" shares every word but one with "my FIT came back
 * positive", so a phrasing of the opposite sign counts for half. Misspelt too ("negetive", "postive").
 */
const POSITIVE = /\bpos+[aei]?ti(?:ve|v|f)\b|阳性|陽性|நேர்மறை|பாசிட்டிவ்/iu;
const NEGATIVE = /\bneg[aei]?ti(?:ve|v|f)\b|阴性|陰性|எதிர்மறை|நெகடிவ்|நெகட்டிவ்/iu;
const OPPOSITE = 0.5;
export function sign(text: string): 1 | -1 | 0 {
  const plus = POSITIVE.test(text);
  const minus = NEGATIVE.test(text);
  return plus === minus ? 0 : plus ? 1 : -1;
}

/** `support`: the intent's second-nearest phrasing's score (0 when it has one only). */
export type IntentHit = { intent: Intent; score: number; phrasing: string; language: BankLanguage; support: number };

export function buildBankIndex(intents: Intent[]) {
  type Doc = { intent: Intent; phrasing: string; language: BankLanguage; vector: Vector; norm: number; sign: number };
  const raw: { intent: Intent; phrasing: string; language: BankLanguage; v: Vector }[] = [];
  for (const intent of intents) {
    for (const [language, list] of Object.entries(intent.ask) as [BankLanguage, string[] | undefined][])
      for (const phrasing of list ?? []) raw.push({ intent, phrasing, language, v: features(phrasing) });
    // The answer's own words, weighed less than a phrasing: a question in words no phrasing has
    // ("sedate", "MediSave") still finds the answer that says them.
    for (const [language, t] of Object.entries(intent.answer) as [BankLanguage, { text: string } | undefined][])
      if (t) raw.push({ intent, phrasing: "", language, v: features(t.text.replace(/\{[\w.]+\}/g, " ")) });
  }
  const df = new Map<string, number>();
  for (const { v } of raw) for (const f of v.keys()) df.set(f, (df.get(f) ?? 0) + 1);
  const N = raw.length;
  const idf = (f: string) => Math.log(1 + N / (df.get(f) ?? 0.5));
  const weigh = (v: Vector, query = false): [Vector, number] => {
    const out: Vector = new Map();
    let sum = 0;
    for (const [f, w] of v) {
      // A word no phrasing holds says little about which intent is meant (a typo, a name, "leh"):
      // it counts in the message's length, but far less than a word the bank knows.
      const x = w * idf(f) * (query && !df.has(f) ? UNKNOWN : 1);
      out.set(f, x);
      sum += x * x;
    }
    return [out, Math.sqrt(sum)];
  };
  const docs: Doc[] = raw.map((r) => {
    const [vector, norm] = weigh(r.v);
    return { intent: r.intent, phrasing: r.phrasing, language: r.language, vector, norm, sign: sign(r.phrasing) };
  });
  // An inverted index: a message is compared only with the phrasings that share a feature, each
  // posting holding the phrasing's weight for it (the hot loop reads arrays, not maps).
  const postings = new Map<string, { docs: number[]; weights: number[] }>();
  docs.forEach((d, i) => {
    for (const [f, w] of d.vector) {
      let list = postings.get(f);
      if (!list) postings.set(f, (list = { docs: [], weights: [] }));
      list.docs.push(i);
      list.weights.push(w);
    }
  });
  // A misspelt word ("postive", "offen", "pollyp", "laxitive") that no phrasing holds also counts as
  // the bank's word one letter away (a letter left out, added, changed or swapped), the commonest
  // such word when there are several, a little below the word itself. Each known word is filed
  // under itself and each of its one-letter deletions, so a message's word is looked up, not compared.
  const nearWords = new Map<string, string>();
  for (const f of df.keys()) {
    const word = f.slice(2);
    if (!f.startsWith("w:") || !LATIN.test(word) || word.length < MIN_CORRECTED) continue;
    for (const key of [word, ...deletions(word)]) {
      const seen = nearWords.get(key);
      if (!seen || (df.get(`w:${seen}`) ?? 0) < (df.get(f) ?? 0)) nearWords.set(key, word);
    }
  }
  const corrected = (v: Vector): Vector => {
    const out: Vector = new Map(v);
    for (const [f, w] of v) {
      const word = f.slice(2);
      if (!f.startsWith("w:") || df.has(f) || !LATIN.test(word) || word.length < MIN_CORRECTED) continue;
      const known = [word, ...deletions(word)].map((k) => nearWords.get(k)).find((k) => k !== undefined);
      if (!known || !sameShape(word, known)) continue;
      const [own, ...synonyms] = expand(known, known);
      add(out, `w:${own}`, w * CORRECTED);
      for (const s of synonyms) add(out, `w:${s}`, SYNONYM * CORRECTED);
    }
    return out;
  };
  const dot = new Float64Array(docs.length);
  const byId = new Map(intents.map((i) => [i.id, i]));

  return {
    intent: (id: string) => byId.get(id),
    /** Intents nearest the message, best first, each once (its nearest phrasing). */
    search(message: string, limit = 5): IntentHit[] {
      const [q, qNorm] = weigh(corrected(features(message)), true);
      if (qNorm === 0) return [];
      const asked = sign(message);
      const touched: number[] = [];
      for (const [f, w] of q) {
        const list = postings.get(f);
        if (!list) continue;
        for (let k = 0; k < list.docs.length; k++) {
          const i = list.docs[k]!;
          if (dot[i] === 0) touched.push(i);
          dot[i]! += w * list.weights[k]!;
        }
      }
      const best = new Map<string, IntentHit>();
      for (const i of touched) {
        const d = dot[i]!;
        dot[i] = 0;
        const doc = docs[i]!;
        const opposite = asked !== 0 && doc.sign === -asked;
        const score = (d / (qNorm * doc.norm)) * (doc.phrasing ? 1 : ANSWER_WEIGHT) * (opposite ? OPPOSITE : 1);
        const seen = best.get(doc.intent.id);
        if (!seen)
          best.set(doc.intent.id, {
            intent: doc.intent,
            score,
            phrasing: doc.phrasing,
            language: doc.language,
            support: 0,
          });
        else if (score > seen.score)
          best.set(doc.intent.id, {
            intent: doc.intent,
            score,
            phrasing: doc.phrasing,
            language: doc.language,
            support: seen.score,
          });
        else if (score > seen.support) seen.support = score;
      }
      return [...best.values()].sort((a, b) => b.score - a.score).slice(0, limit);
    },
  };
}
