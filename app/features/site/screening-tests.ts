import * as facts from "../../../content/facts.json";
import { plural, pluralWord } from "~/lib/text/plural";
import table from "../../../content/screening-tests.json";

/**
 * The screening tests the site offers, in order (FIT, colonoscopy, blood test), from the reviewed
 * table content/screening-tests.json, its {placeholders} filled with facts.json's figures so that
 * a figure lives in one place (issue 23). Pages render this; no page lists tests of its own.
 */
export type ScreeningTest = {
  id: string;
  name: string;
  summary: string;
  interval: string;
  suits: string;
  where: string;
  afterPositive: string;
  action: { label: string; to: string };
};

const guideline = facts.screeningGuideline;
// "Every year", "Every 10 years": the count is said only when it is not one.
const years = (n: number) => pluralWord(n, { one: "Every year", other: `Every ${plural(n, "year")}` });
const values: Record<string, string> = {
  startAge: String(guideline.startAge),
  fitEvery: years(guideline.fitIntervalYears),
  colonoscopyIntervalYears: String(guideline.colonoscopyIntervalYears),
};

/** Fills `{name}` from facts.json; an unknown placeholder is an editing mistake, caught by the tests. */
export function fill(text: string): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

export const screeningTests: ScreeningTest[] = table.tests.map((t) => ({
  ...t,
  summary: fill(t.summary),
  interval: fill(t.interval),
  suits: fill(t.suits),
  where: fill(t.where),
  afterPositive: fill(t.afterPositive),
}));

export const screeningGuideline = {
  text: guideline.text,
  fitKitText: guideline.fitKitText,
  sources: guideline.sources,
  reviewedOn: table.reviewedOn,
  reviewDue: table.reviewDue,
};
