/**
 * How the index and the questions are cut into terms: lower case, common words dropped, a light
 * suffix stripper (so "polyps", "screened" and "screening" meet), and the site's words for what
 * people call things ("colon" and "bowel" → colorectal). Pure: the eval and the tests use it as is.
 */

const STOP = new Set(
  (
    "a an the and or but if of to in on at by for with from as is are was were be been being am do does did " +
    "have has had i me my we our you your he she it its they them their this that these those there here " +
    "what which who whom whose when where why how can could should would will shall may might must " +
    "about into than then so such too very just also not no yes any some all more most much many " +
    "get got go going want know tell please thanks thank hi hello ok okay one really still like need " +
    "someone something anything im ive dont does doesnt isnt whats hows"
  ).split(" "),
);

/**
 * Everyday words that carry no topic of ours ("I'm turning 50 next MONTH, am I SUPPOSED to..."): they
 * are searched like any word, but do not count when the engine weighs how much of a question a
 * passage covers, so a chatty question is not declined for the words around its point. Words that
 * do carry meaning here (age, old, young, early, late, free, pain, test, start, first, long, often)
 * are not in it.
 */
const GENERIC = new Set(
  (
    "actually again ago already always another anyone anyway around ask asked asking away back bad because " +
    "become begin behind believe best better big bit both bother bothered busy came case certain come comes " +
    "coming day days different doing done down during each easy else end enough even ever every everyone " +
    "everything exactly example fine follow found friend friends full gave give given goes gone good great " +
    "guess guy guys happen happened happening happens hard hear heard help hey hmm hope idea important " +
    "interested keep kind knew last later least left less let life little look looking lot lots made make " +
    "matter maybe mean means meant mind moment month months morning myself name nearly never new next nice " +
    "night nothing now number once only other others own part people ppl per perhaps person place point " +
    "possible pretty probably problem put quite rather ready real really reason right said same saw say " +
    "saying says see seem seems seen set show simple since small someone sometimes soon sorry stuff suppose " +
    "supposed sure take taken taking talk thing things think thinking though thought through thru today " +
    "together told tomorrow took true try trying turn turning until upon us use used using usually wait " +
    "wanted way week weeks well went whatever while whole wish within wonder wondering work worried worry " +
    "worrying worth wrong yeah year years yet scared afraid fear nervous anxious kinda sort lah guys " +
    "achieve aim trying exactly mostly"
  )
    .split(" ")
    .map((w) => stem(w)),
);

/** Whether a term (as the index keeps it) is an everyday word that carries no topic of ours. */
export const isGeneric = (term: string) => GENERIC.has(term);

/** Words people use for what the articles call by another name: both are searched. */
const SYNONYMS: Record<string, string[]> = {
  colon: ["colorectal"],
  dangerous: ["risk", "complication", "safe"],
  danger: ["risk", "complication", "safe"],
  risky: ["risk", "complication", "safe"],
  safe: ["risk", "complication"],
  death: ["mortality", "die"],
  die: ["death", "mortality"],
  dying: ["death", "mortality"],
  grandmother: ["family", "relative"],
  grandfather: ["family", "relative"],
  grandma: ["family", "relative"],
  grandpa: ["family", "relative"],
  mother: ["family", "relative", "parent"],
  father: ["family", "relative", "parent"],
  mum: ["family", "relative", "parent"],
  mom: ["family", "relative", "parent"],
  dad: ["family", "relative", "parent"],
  brother: ["family", "relative", "sibling"],
  sister: ["family", "relative", "sibling"],
  uncle: ["family", "relative"],
  aunt: ["family", "relative"],
  aunty: ["family", "relative"],
  auntie: ["family", "relative"],
  cousin: ["family", "relative"],
  check: ["screen", "test"],
  checkup: ["screen", "test"],
  america: ["uspstf", "united", "states"],
  american: ["uspstf", "united", "states"],
  usa: ["uspstf", "united", "states"],
  bowel: ["colorectal"],
  rectal: ["colorectal"],
  crc: ["colorectal", "cancer"],
  fit: ["faecal", "immunochemical"],
  faecal: ["fit"],
  poo: ["stool"],
  stool: ["faecal"],
  cost: ["price", "subsidy", "fee"],
  price: ["cost", "subsidy", "fee"],
  expensive: ["cost", "subsidy"],
  cheap: ["cost", "subsidy", "free"],
  afford: ["cost", "subsidy"],
  pay: ["cost", "subsidy", "fee"],
  free: ["cost", "subsidy"],
  prep: ["preparation"],
  prepare: ["preparation"],
  laxative: ["preparation"],
  sponsor: ["sponsorship", "corporate"],
  company: ["corporate"],
  volunteer: ["champion"],
  polyclinic: ["gp"],
  doctor: ["gp"],
  young: ["age"],
  old: ["age"],
  haemorrhoid: ["piles"],
  pile: ["haemorrhoid"],
  ambulance: ["emergency"],
  painful: ["pain", "discomfort"],
  hurt: ["pain", "discomfort"],
};

/** A light English suffix stripper: enough to join plurals and verb forms, never clever. */
function stem(word: string): string {
  if (word.length <= 4) return word;
  if (word.endsWith("ies") && word.length > 5) return `${word.slice(0, -3)}y`;
  if (word.endsWith("ing") && word.length > 6) return trimDouble(word.slice(0, -3));
  if (word.endsWith("ed") && word.length > 5) return trimDouble(word.slice(0, -2));
  if (word.endsWith("es") && /(?:ss|sh|ch|x)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("s") && !word.endsWith("ss") && !word.endsWith("us") && !word.endsWith("is"))
    return word.slice(0, -1);
  return word;
}

function trimDouble(word: string): string {
  return /([bdgmnprt])\1$/.test(word) ? word.slice(0, -1) : word;
}

export function tokenize(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9&]+(?:'[a-z]+)?/g) ?? [];
}

/** One term as the index keeps it, or null for a word that says nothing. */
export function indexTerm(word: string): string | null {
  const plain = word.replace(/'s$|'/g, "");
  if (plain.length < 2 && !/\d/.test(plain)) return null;
  if (STOP.has(plain)) return null;
  return stem(plain);
}

/** A term and the stems of its synonyms (`word` is the term before stemming). */
export function expand(term: string, word = term): string[] {
  return [term, ...(SYNONYMS[term] ?? SYNONYMS[word] ?? []).map(stem)];
}

/** A question's terms with their synonyms (each once). */
export function queryTerms(text: string): string[] {
  const terms = new Set<string>();
  for (const word of tokenize(text)) {
    const term = indexTerm(word);
    if (term) for (const t of expand(term, word)) terms.add(t);
  }
  return [...terms];
}

/** The question's own content words (no synonyms): how much of the question a passage covers. */
export function contentTerms(text: string): string[] {
  return [
    ...new Set(
      tokenize(text)
        .map(indexTerm)
        .filter((t): t is string => t !== null),
    ),
  ];
}

/** Edit distance, stopping early once it passes `max` (small words, small distances). */
export function withinDistance(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return false;
    previous = current;
  }
  return previous[b.length]! <= max;
}
