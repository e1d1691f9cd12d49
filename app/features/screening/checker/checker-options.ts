/**
 * The checker form's choices and their plain words. Server only: the loader hands the page the
 * lists it shows, so the rule table and facts.json stay out of the browser's code.
 */
import { RESULTS, SYMPTOMS, TEST_KINDS, type Symptom, type TestKind, type TestResult } from "../rules";

export const LAST_TESTS = ["none", ...TEST_KINDS] as const;
export type LastTest = (typeof LAST_TESTS)[number];

export type Choice = { value: string; label: string };

const symptomLabels: Record<Symptom, string> = {
  "blood-in-stool": "Blood in your stool (poo), or bleeding from your bottom",
  "bowel-habit-change": "A change in your bowel habits that lasts: looser, harder or more often, for weeks",
  "weight-loss": "Losing weight without trying",
  anaemia: "Anaemia (a low blood count), or feeling tired and breathless for no clear reason",
  "abdominal-pain": "Pain, cramps or a lump in your belly that does not go away",
};

const testLabels: Record<LastTest, string> = {
  none: "None, or I don't know",
  fit: "FIT (stool test kit)",
  colonoscopy: "Colonoscopy",
  "blood-test": "Blood test for colorectal cancer",
};

const resultLabels: Record<TestResult, string> = {
  negative: "Negative (nothing found)",
  positive: "Positive (blood or signs found)",
  unsure: "I'm not sure",
  normal: "Normal",
  "polyps-removed": "Polyps found and removed",
  other: "Something else, or I'm not sure",
};

/** A group of result choices; FIT and the blood test share theirs, so they are one group. */
type ResultGroup = { legend: string; tests: TestKind[]; choices: Choice[] };

function resultGroups(): ResultGroup[] {
  const groups: ResultGroup[] = [];
  for (const test of TEST_KINDS) {
    const values: readonly string[] = RESULTS[test];
    const same = groups.find((g) => g.choices.map((c) => c.value).join() === values.join());
    if (same) same.tests.push(test);
    else
      groups.push({
        legend: "",
        tests: [test],
        choices: values.map((v) => ({ value: v, label: resultLabels[v as TestResult] })),
      });
  }
  return groups.map((g) => ({ ...g, legend: `After a ${g.tests.map(testName).join(" or ")}` }));
}

const testName = (test: TestKind) => (test === "fit" ? "FIT" : test === "colonoscopy" ? "colonoscopy" : "blood test");

/** What the form offers, with its words. */
export const checkerChoices = {
  symptoms: SYMPTOMS.map((value) => ({ value, label: symptomLabels[value] })),
  lastTests: LAST_TESTS.map((value) => ({ value, label: testLabels[value] })),
  resultGroups: resultGroups(),
};
