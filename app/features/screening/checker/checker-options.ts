/**
 * The checker form's choices and their plain words, in the page's language (issue 27: the words
 * live in app/locales/<lang>/screening.json under checker.choices, keyed by the rule table's ids).
 * Server only: the loader hands the page the lists it shows, so the rule table and facts.json stay
 * out of the browser's code.
 */
import type { T } from "~/lib/i18n/translate";
import { RESULTS, SYMPTOMS, TEST_KINDS, type TestKind } from "../rules";

export const LAST_TESTS = ["none", ...TEST_KINDS] as const;
export type LastTest = (typeof LAST_TESTS)[number];

export type Choice = { value: string; label: string };

/** A group of result choices; FIT and the blood test share theirs, so they are one group. */
type ResultGroup = { legend: string; tests: TestKind[]; choices: Choice[] };

function resultGroups(t: T): ResultGroup[] {
  const groups: ResultGroup[] = [];
  for (const test of TEST_KINDS) {
    const values: readonly string[] = RESULTS[test];
    const same = groups.find((g) => g.choices.map((c) => c.value).join() === values.join());
    if (same) same.tests.push(test);
    else
      groups.push({
        legend: "",
        tests: [test],
        choices: values.map((v) => ({ value: v, label: t(`checker.choices.results.${v}`) })),
      });
  }
  const names = (tests: TestKind[]) =>
    tests.map((test) => t(`checker.choices.testNames.${test}`)).join(t("checker.result.or"));
  return groups.map((g) => ({ ...g, legend: t("checker.result.after", { tests: names(g.tests) }) }));
}

/** What the form offers, with its words in the page's language. */
export const checkerChoices = (t: T) => ({
  symptoms: SYMPTOMS.map((value) => ({ value, label: t(`checker.choices.symptoms.${value}`) })),
  lastTests: LAST_TESTS.map((value) => ({ value, label: t(`checker.choices.lastTests.${value}`) })),
  resultGroups: resultGroups(t),
  yesNo: [
    { value: "no", label: t("checker.no") },
    { value: "yes", label: t("checker.yes") },
  ],
});
