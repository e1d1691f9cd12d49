/** A suggestion as shown: its label in the page's language (search.json's `suggest.*`), its path. */
export type Suggestion = { label: string; path: string };

/**
 * Spec content §2.2 and §3 (Search suggestion): the home search bar's eight fixed entries, in
 * English; `key` names each one's label in app/locales/<lang>/search.json (issue 27).
 */
export const suggestions: readonly (Suggestion & { key: string })[] = [
  { key: "earlySymptoms", label: "Early symptoms", path: "/education/patients/early-symptoms-of-crc" },
  { key: "colonoscopy", label: "Colonoscopy", path: "/education/patients/colonoscopy-gold-standard" },
  { key: "polyps", label: "How polyps develop", path: "/education/patients/how-crc-develops-from-polyps" },
  { key: "findGp", label: "Find a GP", path: "/find-a-gp" },
  { key: "findSpecialist", label: "Find a specialist", path: "/find-a-specialist" },
  { key: "faqs", label: "FAQs", path: "/education/faqs" },
  { key: "news", label: "Latest News", path: "/education/newsroom" },
  { key: "resources", label: "Resources", path: "/education/resources" },
];

/** Case-insensitive substring match on the label; nothing typed shows nothing. */
export function filterSuggestions(text: string, list: readonly Suggestion[]): Suggestion[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [];
  return list.filter((s) => s.label.toLowerCase().includes(needle));
}

/**
 * The highlighted index after ArrowDown (+1) or ArrowUp (-1), wrapping at both ends (spec §4:
 * -1 means nothing is highlighted). Down from nothing is the first, up from nothing the last.
 */
export function moveHighlight(index: number, count: number, step: 1 | -1): number {
  if (count === 0) return -1;
  if (index < 0) return step === 1 ? 0 : count - 1;
  return (index + step + count) % count;
}

/** Where a submit goes: the highlighted suggestion, else the FAQ search; null when nothing is typed. */
export function submitTarget(text: string, matches: readonly Suggestion[], highlighted: number): string | null {
  const chosen = highlighted >= 0 ? matches[highlighted] : undefined;
  if (chosen) return chosen.path;
  const q = text.trim();
  return q ? `/education/faqs?q=${encodeURIComponent(q)}` : null;
}

/** The message when nothing matches: `template` is the page's language's, with {{term}} for the typed words. */
export const noResultsMessage = (text: string, template: string) => template.replace("{{term}}", text.trim());
