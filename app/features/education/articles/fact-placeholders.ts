import facts from "../../../../content/facts.json";

/**
 * `{{fact:care.emergencyNumber}}` in an article stands for that entry of content/facts.json, so a
 * figure is typed once (house rule) and every translation of the article states the same figure
 * as the English without retyping it. The one home of the placeholder syntax.
 *
 * Some facts are English text with their unit ("30-60 minutes"); `{{fact:care.procedureMinutesText|figure}}`
 * gives only the figure ("30-60"), so a translation writes the unit in its own language.
 */
const FACT_PLACEHOLDER = /\{\{fact:([A-Za-z0-9_.]+)(\|figure)?\}\}/g;

/** The figure of a fact without its words: "30-60 minutes" → "30-60", "1 in 13" stays whole. */
const figureOnly = (value: string) => /\d+(?:\.\d+)?(?:\s*(?:-|–|in)\s*\d+(?:\.\d+)?)?/.exec(value)?.[0] ?? value;

/** The value at a dotted path of facts.json, if it is a figure (a number or a short text). */
function factValue(path: string): string | undefined {
  let at: unknown = facts;
  for (const key of path.split(".")) {
    if (at === null || typeof at !== "object" || !(key in at)) return undefined;
    at = (at as Record<string, unknown>)[key];
  }
  return typeof at === "number" || typeof at === "string" ? String(at) : undefined;
}

/** The placeholders a Markdown text uses, in order (repeats kept). */
export function factPaths(markdown: string): string[] {
  return [...markdown.matchAll(FACT_PLACEHOLDER)].map((m) => m[1]!);
}

/**
 * The text with every placeholder replaced by its figure. An unknown path stops start-up with the
 * file's name, like any other bad article (a page never shows a raw `{{fact:…}}`).
 */
export function fillFacts(markdown: string, file: string): string {
  return markdown.replace(FACT_PLACEHOLDER, (_, path: string, figure?: string) => {
    const value = factValue(path);
    if (value === undefined) throw new Error(`${file}: {{fact:${path}}} is not a figure in content/facts.json`);
    return figure ? figureOnly(value) : value;
  });
}

const numbersIn = (value: string) => value.match(/\d+(?:\.\d+)?/g) ?? [];
const countOf = (text: string, n: string) =>
  text.match(new RegExp(`(?<![\\d.])${n.replace(".", "\\.")}(?![\\d]|\\.\\d)`, "g"))?.length ?? 0;

/**
 * The figures a translation types where its English uses a placeholder: each number of each fact
 * the English fills in must not appear in the translation's own words more often than in the
 * English's own words (the English may say "10" of something else too).
 */
export function retypedFigures(englishSource: string, translationSource: string): string[] {
  const english = englishSource.replace(FACT_PLACEHOLDER, " ");
  const translation = translationSource.replace(FACT_PLACEHOLDER, " ");
  const numbers = new Set(factPaths(englishSource).flatMap((p) => numbersIn(factValue(p) ?? "")));
  return [...numbers].filter((n) => countOf(translation, n) > countOf(english, n));
}
