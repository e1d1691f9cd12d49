import MiniSearch from "minisearch";
import type { Passage } from "./passage";
import { contentTerms, expand, indexTerm, isGeneric, tokenize, withinDistance } from "./terms";

/** `coverage`: the share of the question's meaning (its words weighted by rarity) the passage holds. */
export type Hit = { passage: Passage; score: number; coverage: number };

/**
 * BM25 over the site's passages, in the process (ADR 0021): titles weigh more than text. A word
 * the site never uses is first matched to the nearest word it does (a misspelling the normaliser
 * does not know); a word with no near match stays, and weighs heavily against every passage, so a
 * question about something the site does not cover is not answered from a passage that shares
 * only its common words.
 */
/** A number that reads as a person's age (not 80%, 6 kg, $50, 2 hrs or 2035). */
const AGE =
  /(?<![$.\d])\b(?:1[89]|[2-9]\d|10\d)\b(?![.,]\d|\s*(?:%|percent|kg|kgs|kilos?|lbs|pounds|cents?|dollars?|sgd|mins?|minutes?|hours?|hrs?|days?|weeks?|months?|times|x)\b|\s*%)/;
/** The questions people ask weigh more than the passage's own words (tuned with `npm run eval:chat`). */
const ASKS_BOOST = 2.5;
export function buildIndex(passages: Passage[]) {
  const byId = new Map(passages.map((p) => [p.id, p]));
  const words = new Map<string, Set<string>>();
  const frequency = new Map<string, number>();
  for (const p of passages) {
    const set = new Set(
      tokenize(`${p.title} ${p.text} ${(p.asks ?? []).join(" ")}`).flatMap((w) => indexTerm(w) ?? []),
    );
    words.set(p.id, set);
    for (const t of set) frequency.set(t, (frequency.get(t) ?? 0) + 1);
  }
  const vocabulary = [...frequency.keys()];
  const idf = (term: string) => Math.log(1 + passages.length / (1 + (frequency.get(term) ?? 0)));

  const corrections = new Map<string, string>();
  /** The site's own word for an unknown one, within one edit (two for long words). */
  const correct = (term: string): string => {
    if (frequency.has(term) || term.length < 5 || /\d/.test(term)) return term;
    let found = corrections.get(term);
    if (found === undefined) {
      const max = term.length >= 8 ? 2 : 1;
      const near = vocabulary.filter((v) => v[0] === term[0] && withinDistance(term, v, max));
      found = near.sort((a, b) => (frequency.get(b) ?? 0) - (frequency.get(a) ?? 0))[0] ?? term;
      corrections.set(term, found);
    }
    return found;
  };

  const search = new MiniSearch<Passage>({
    fields: ["title", "text", "asks"],
    extractField: (p, field) => (field === "asks" ? (p.asks ?? []).join(" ") : p[field as "title" | "text"]),
    storeFields: [],
    tokenize,
    processTerm: (term) => indexTerm(term) ?? null,
    searchOptions: {
      boost: { title: 2, asks: ASKS_BOOST },
      combineWith: "OR",
      // An FAQ or a figure answers one question in a few lines: when it matches, it is usually the answer.
      boostDocument: (id) => (String(id).startsWith("faq:") || String(id).startsWith("fact:") ? 1.2 : 1),
    },
  });
  search.addAll(passages);

  return {
    /** The best passages for a question, best first. */
    search(question: string, limit = 5): Hit[] {
      const own = contentTerms(question).map(correct);
      if (own.length === 0) return [];
      const terms = [...new Set(own.filter((t) => !/^\d+$/.test(t)).flatMap((t) => expand(t)))];
      // "I'm 46", "my mum is 81", "turning 50": a person's number is most often an age.
      if (AGE.test(question) && !terms.includes("age")) terms.push("age");
      if (terms.length === 0) return [];
      // Numbers say little about which passage answers ("I'm 46"): they neither help nor hurt coverage.
      // Everyday words ("supposed", "next month") neither: what counts is how much of the point is covered.
      const weighed = own
        .filter((t) => !/^\d+$/.test(t) && !isGeneric(t))
        .map((t) => ({ alternatives: expand(t), weight: idf(t) }));
      const total = weighed.reduce((sum, t) => sum + t.weight, 0);
      return search
        .search(terms.join(" "), { tokenize: (t) => t.split(" "), processTerm: (t) => t })
        .slice(0, limit)
        .map((r) => {
          const passage = byId.get(r.id as string)!;
          const has = words.get(passage.id)!;
          const covered = weighed.filter((t) => t.alternatives.some((a) => has.has(a)));
          const coverage = total ? covered.reduce((sum, t) => sum + t.weight, 0) / total : 0;
          return { passage, score: r.score, coverage };
        });
    },
  };
}
