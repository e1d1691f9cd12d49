/**
 * The results the record's form offers (issue 26): once a kind of test is chosen in the browser,
 * that kind's results only; otherwise (the server's HTML, no kind chosen yet) every result with the
 * kinds it belongs to, and the server checks the pair. One rule for React's EntryForm and the
 * `result-choices` enhance script of the page without React (ADR 0024).
 */
export type KindChoice = { value: string; label: string };
export type ResultChoice = KindChoice & { kinds: string[] };

export function resultChoices(
  results: readonly ResultChoice[],
  kinds: readonly KindChoice[],
  kind: string | null,
): KindChoice[] {
  if (kind) return results.filter((r) => r.kinds.includes(kind)).map(({ value, label }) => ({ value, label }));
  // "FIT (stool test)" is named "FIT" after a result.
  const names = Object.fromEntries(kinds.map((k) => [k.value, k.label.replace(/ \(.*\)$/, "")]));
  return results.map((r) => ({ value: r.value, label: `${r.label} (${r.kinds.map((k) => names[k]).join(", ")})` }));
}
