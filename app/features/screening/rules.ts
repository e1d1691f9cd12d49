/**
 * The screening rules (issue 26): which test, when, and what a result means, read from the one
 * reviewed table content/screening-rules.json with facts.json's figures. The checker at
 * /get-screened, the screening record's next due date and the reminders all ask these two functions;
 * no component or query decides any of it. Pure: safe in the browser and on the server.
 */
import * as facts from "../../../content/facts.json";
import table from "../../../content/screening-rules.json";
import { addDays } from "~/lib/text/singapore-date";
import { plural } from "~/lib/text/plural";

export const SYMPTOMS = ["blood-in-stool", "bowel-habit-change", "weight-loss", "anaemia", "abdominal-pain"] as const;
type Symptom = (typeof SYMPTOMS)[number];

export const TEST_KINDS = ["fit", "colonoscopy", "blood-test"] as const;
export type TestKind = (typeof TEST_KINDS)[number];

/** The plain result choices for each kind of test, in the order a form offers them. */
export const RESULTS = {
  fit: ["negative", "positive", "unsure"],
  colonoscopy: ["normal", "polyps-removed", "other"],
  "blood-test": ["negative", "positive", "unsure"],
} as const satisfies Record<TestKind, readonly string[]>;
export type TestResult = (typeof RESULTS)[TestKind][number];

export const resultFits = (kind: TestKind, result: string): result is TestResult =>
  (RESULTS[kind] as readonly string[]).includes(result);

/** What a person tells the checker. Dates are YYYY-MM-DD (a month alone is its first day). */
export type CheckerAnswers = {
  age: number;
  symptoms: readonly Symptom[];
  /** A parent, brother, sister or child had colorectal cancer. */
  relativeWithCrc: boolean;
  /** The youngest such relative's age at diagnosis, when known. */
  relativeAgeAtDiagnosis?: number | null;
  polyps: boolean;
  /** Ulcerative colitis or Crohn's disease. */
  bowelDisease: boolean;
  lastTest: TestKind | "none";
  lastTestDate?: string | null;
  lastResult?: TestResult | null;
};

export type Advice =
  | "see-doctor"
  | "colonoscopy-now"
  | "see-doctor-colonoscopy"
  | "check-result"
  | "up-to-date"
  | "not-yet"
  | "talk-to-doctor"
  | "screen-now";

/** Where the answer sends a person: any GP, a GP that gives FIT kits, or a specialist. */
export type Where = "gp" | "gp-fit" | "specialist";

export type Source = { title: string; url: string; checkedOn: string; reviewDue: string };
type SourceKey = keyof typeof table.sources;

export type CheckerAnswer = {
  /** The row of the table that answered (tests and the console name rows by it). */
  rule: string;
  advice: Advice;
  headline: string;
  /** The next step, in one sentence. */
  nextStep: string;
  where: Where;
  /** When the next screening is due, for "up-to-date" and "not-yet" (YYYY-MM-DD). */
  dueOn: string | null;
  /** Symptoms were described: the page adds "995 for an emergency". */
  urgent: boolean;
  sources: Source[];
  /** The row's sentences as the table writes them, for their translations (issue 27). */
  template: { headline: string; nextStep: string };
  /** The figures its sentences name, for their translations (issue 27). */
  figures: { familyStartAge: number; yearsToStart: number };
};

const guideline = facts.screeningGuideline;
const figures: Record<string, number> = {
  startAge: guideline.startAge,
  fitIntervalYears: guideline.fitIntervalYears,
  colonoscopyIntervalYears: guideline.colonoscopyIntervalYears,
};
/** A figure named in the table ("startAge") or a number written there. */
const figure = (value: string | number): number => (typeof value === "number" ? value : figures[value]!);

const monthName = new Intl.DateTimeFormat("en-SG", { month: "long", year: "numeric", timeZone: "UTC" });
const dueMonthOf = (isoDate: string) => monthName.format(new Date(`${isoDate}T00:00:00Z`));

/** The same calendar day this many years later (29 February becomes 28 February). */
export function addYears(isoDate: string, years: number): string {
  const [y, m, d] = isoDate.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y + years, m - 1, d));
  if (date.getUTCMonth() !== m - 1) date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}

/**
 * The age from which colonoscopy is usually advised with a first-degree relative: 10 years before
 * the youngest relative's diagnosis or 40, whichever is earlier (MOH's risk table).
 */
export function familyStartAge(relativeAgeAtDiagnosis?: number | null): number {
  const usual = 40;
  return relativeAgeAtDiagnosis ? Math.max(18, Math.min(usual, relativeAgeAtDiagnosis - 10)) : usual;
}

type Row = (typeof table.checker)[number];
type When = { [K in keyof Row["when"]]?: unknown } & {
  symptoms?: boolean;
  lastResult?: string;
  bowelDisease?: boolean;
  familyHistory?: boolean;
  polyps?: boolean;
  lastTest?: string;
  withinYears?: string | number;
  ageBelow?: string | number;
  ageAbove?: string | number;
};

function matches(when: When, a: CheckerAnswers, today: string): boolean {
  if (when.symptoms && a.symptoms.length === 0) return false;
  if (when.lastResult && a.lastResult !== when.lastResult) return false;
  if (when.bowelDisease && !a.bowelDisease) return false;
  if (when.familyHistory && !a.relativeWithCrc) return false;
  if (when.polyps && !a.polyps) return false;
  if (when.lastTest && a.lastTest !== when.lastTest) return false;
  if (when.withinYears !== undefined) {
    if (!a.lastTestDate || addYears(a.lastTestDate, figure(when.withinYears)) <= today) return false;
  }
  if (when.ageBelow !== undefined && !(a.age < figure(when.ageBelow))) return false;
  if (when.ageAbove !== undefined && !(a.age > figure(when.ageAbove))) return false;
  return true;
}

const sourcesOf = (keys: readonly string[]): Source[] => keys.map((k) => table.sources[k as SourceKey]);

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? String(figures[name] ?? whole));
}

/** The checker's answer: the first row of the table that matches, its sentence filled in. */
export function checkScreening(a: CheckerAnswers, today: string): CheckerAnswer {
  const row = table.checker.find((r) => matches(r.when as When, a, today))!;
  let dueOn: string | null = null;
  const when = row.when as When;
  if (row.advice === "up-to-date" && a.lastTestDate && when.withinYears !== undefined) {
    dueOn = addYears(a.lastTestDate, figure(when.withinYears));
  } else if (row.advice === "not-yet") {
    dueOn = addYears(today, guideline.startAge - a.age);
  }
  const numbers = {
    familyStartAge: familyStartAge(a.relativeAgeAtDiagnosis),
    yearsToStart: Math.max(1, guideline.startAge - a.age),
  };
  const values: Record<string, string> = {
    familyStartAge: String(numbers.familyStartAge),
    dueMonth: dueOn ? dueMonthOf(dueOn) : "",
    yearsToStart: plural(numbers.yearsToStart, "year"),
  };
  return {
    rule: row.id,
    advice: row.advice as Advice,
    headline: fill(row.headline, values),
    nextStep: fill(row.nextStep, values),
    where: row.where as Where,
    dueOn,
    urgent: row.id === "symptoms",
    sources: sourcesOf(row.sources),
    template: { headline: row.headline, nextStep: row.nextStep },
    figures: numbers,
  };
}

/** One test a person recorded. `intervalYears` is the interval their doctor gave, if any. */
export type ScreeningEntry = {
  id: string;
  kind: TestKind;
  testedOn: string;
  result: TestResult;
  intervalYears?: number | null;
};

export type ScreeningState = "first-test" | "due-now" | "due-on" | "book-colonoscopy" | "check-result" | "ask-doctor";

export type NextScreening = {
  state: ScreeningState;
  /** The row of the record table that decided, null before any test is recorded. */
  rule: string | null;
  /** The entry the state rests on (the positive result, or the latest test). */
  basedOn: ScreeningEntry | null;
  /** When the next test is due, for "due-now" and "due-on". */
  dueOn: string | null;
  sources: Source[];
};

export type ReminderStep = { step: string; sendOn: string };

const byDate = (a: ScreeningEntry, b: ScreeningEntry) =>
  a.testedOn === b.testedOn ? a.id.localeCompare(b.id) : a.testedOn.localeCompare(b.testedOn);

/**
 * A person's next screening from what they recorded: a positive stool or blood test with no
 * colonoscopy on or after it means "book a colonoscopy" whatever came later (never "repeat the
 * FIT"); otherwise the latest test decides, by its row in the table.
 */
export function nextScreening(entries: readonly ScreeningEntry[], today: string): NextScreening {
  const sorted = [...entries].sort(byDate);
  const positive = sorted.find(
    (e) => e.result === "positive" && !sorted.some((c) => c.kind === "colonoscopy" && c.testedOn >= e.testedOn),
  );
  const decisive = positive ?? sorted.at(-1);
  if (!decisive) return { state: "first-test", rule: null, basedOn: null, dueOn: null, sources: sourcesOf(["moh"]) };
  const row = table.record.find((r) => r.test === decisive.kind && r.result === decisive.result)!;
  const sources = sourcesOf(row.sources);
  const base = { rule: row.id, basedOn: decisive, sources };
  if (row.state !== "due") return { ...base, state: row.state as ScreeningState, dueOn: null };
  const years =
    ("doctorIntervalWins" in row && row.doctorIntervalWins && decisive.intervalYears) ||
    ("afterYears" in row && row.afterYears ? figure(row.afterYears) : null);
  if (!years) return { ...base, state: "ask-doctor", dueOn: null };
  const dueOn = addYears(decisive.testedOn, years);
  return { ...base, state: dueOn <= today ? "due-now" : "due-on", dueOn };
}

/**
 * The reminders a state calls for, each with the day it goes out: 30 days before, on and 30 days
 * after the due date; 2 and 6 weeks after a positive result. The job sends those whose day has come
 * and that were not sent before (one per person, entry and step).
 */
export function reminderSteps(next: NextScreening): ReminderStep[] {
  if (next.state === "book-colonoscopy" && next.basedOn) {
    return table.reminders.positiveSteps.map((s) => ({
      step: s.step,
      sendOn: addDays(next.basedOn!.testedOn, s.days),
    }));
  }
  if ((next.state === "due-on" || next.state === "due-now") && next.dueOn) {
    return table.reminders.dueSteps.map((s) => ({ step: s.step, sendOn: addDays(next.dueOn!, s.days) }));
  }
  return [];
}

/**
 * The checker's rows whose answer carries a due date ("up-to-date", "not-yet"): the only answers
 * a visitor may ask a reminder for (/get-screened/remind).
 */
export const remindableRules: readonly string[] = table.checker
  .filter((r) => r.advice === "up-to-date" || r.advice === "not-yet")
  .map((r) => r.id);
