/**
 * The checker's answers at /get-screened, read from the posted form (it works without JavaScript
 * and without an account, and keeps health answers out of the address). Every bad value
 * gets a message at its field and the page shows what was typed; nothing here decides advice (that
 * is rules.ts, from content/screening-rules.json).
 */
import { z } from "zod";
import { SYMPTOMS, resultFits, type CheckerAnswers, type TestKind } from "../rules";
import { LAST_TESTS, type LastTest } from "./checker-options";

/** The earliest test date the checker takes (before it no answer would change). */
const EARLIEST_TEST_MONTH = "1950-01";

export const checkerMessages = {
  ageRequired: "Enter your age in years, for example 52",
  ageWhole: "Enter your age as a whole number of years, for example 52",
  ageRange: "Enter an age from 18 to 120, in years, for example 52",
  relativeAge: "Enter their age at diagnosis in years, for example 48, or leave it blank",
  lastTest: "Choose your last screening test, or “None”",
  whenRequired: "Enter the month and year of your last test, for example 2024-03",
  whenFormat: "Enter the month and year as year-month, for example 2024-03",
  whenFuture: "The date of your last test cannot be in the future",
  whenTooEarly: "Enter a date from 1950 onwards",
  resultRequired: "Choose the result of your last test",
  resultFit: {
    fit: "Choose a FIT result: negative, positive or not sure",
    colonoscopy: "Choose a colonoscopy result: normal, polyps removed or something else",
    "blood-test": "Choose a blood test result: negative, positive or not sure",
  } satisfies Record<TestKind, string>,
} as const;

/** The form's fields as typed, echoed back into it. */
type CheckerValues = {
  age: string;
  symptoms: string[];
  relative: "yes" | "no";
  relativeAge: string;
  polyps: "yes" | "no";
  bowelDisease: "yes" | "no";
  lastTest: string;
  lastTestWhen: string;
  result: string;
};
type CheckerField = keyof CheckerValues;
export type CheckerErrors = Partial<Record<CheckerField, string>>;

type CheckerParse =
  | { status: "empty"; values: CheckerValues }
  | { status: "invalid"; values: CheckerValues; errors: CheckerErrors }
  | { status: "valid"; values: CheckerValues; answers: CheckerAnswers };

const yesNo = (value: string | null): "yes" | "no" => (value === "yes" ? "yes" : "no");

const age = z
  .string()
  .trim()
  .min(1, checkerMessages.ageRequired)
  .regex(/^-?\d+$/, checkerMessages.ageWhole)
  // A long run of digits is out of range, not a "whole number" problem: compare before converting.
  .refine((v) => v.replace(/^-?0*/, "").length <= 3, checkerMessages.ageRange)
  .transform(Number)
  .pipe(z.number().min(18, checkerMessages.ageRange).max(120, checkerMessages.ageRange));

const relativeAge = z
  .string()
  .trim()
  .regex(/^(\d{1,3})?$/, checkerMessages.relativeAge)
  .transform((v) => (v ? Number(v) : null))
  .refine((v) => v === null || (v >= 1 && v <= 120), checkerMessages.relativeAge);

/** "2024-03" (a month input) or "2024-03-15"; a month alone is its first day. */
function testDate(raw: string, today: string): { date: string } | { error: string } {
  const value = raw.trim();
  if (!value) return { error: checkerMessages.whenRequired };
  const match = /^(\d{4})-(\d{1,2})(?:-(\d{1,2}))?$/.exec(value);
  if (!match) return { error: checkerMessages.whenFormat };
  const [, y, m, d] = match;
  const date = `${y}-${m!.padStart(2, "0")}-${(d ?? "1").padStart(2, "0")}`;
  const check = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(check.getTime()) || check.toISOString().slice(0, 10) !== date)
    return { error: checkerMessages.whenFormat };
  if (date.slice(0, 7) < EARLIEST_TEST_MONTH) return { error: checkerMessages.whenTooEarly };
  // A month is in the past once it has begun; a full date once it has come.
  if (d ? date > today : date.slice(0, 7) > today.slice(0, 7)) return { error: checkerMessages.whenFuture };
  return { date };
}

/** The submitted answers: "empty" when no age was sent (the page before the person has answered). */
export function parseChecker(params: URLSearchParams, today: string): CheckerParse {
  const text = (name: string) => (params.get(name) ?? "").slice(0, 40);
  const values: CheckerValues = {
    age: text("age"),
    // Unknown symptom values (an edited link) are left out rather than refused.
    symptoms: SYMPTOMS.filter((s) => params.getAll("symptoms").includes(s)),
    relative: yesNo(params.get("relative")),
    relativeAge: text("relativeAge"),
    polyps: yesNo(params.get("polyps")),
    bowelDisease: yesNo(params.get("bowelDisease")),
    lastTest: text("lastTest") || "none",
    lastTestWhen: text("lastTestWhen"),
    result: text("result"),
  };
  if (!params.has("age")) return { status: "empty", values };

  const errors: CheckerErrors = {};
  const ageResult = age.safeParse(values.age);
  if (!ageResult.success) errors.age = ageResult.error.issues[0]!.message;

  let relativeAtDiagnosis: number | null = null;
  if (values.relative === "yes") {
    const parsed = relativeAge.safeParse(values.relativeAge);
    if (parsed.success) relativeAtDiagnosis = parsed.data;
    else errors.relativeAge = parsed.error.issues[0]!.message;
  }

  const lastTest = (LAST_TESTS as readonly string[]).includes(values.lastTest) ? (values.lastTest as LastTest) : null;
  if (!lastTest) errors.lastTest = checkerMessages.lastTest;
  let lastTestDate: string | null = null;
  if (lastTest && lastTest !== "none") {
    const when = testDate(values.lastTestWhen, today);
    if ("error" in when) errors.lastTestWhen = when.error;
    else lastTestDate = when.date;
    if (!values.result) errors.result = checkerMessages.resultRequired;
    else if (!resultFits(lastTest, values.result)) errors.result = checkerMessages.resultFit[lastTest];
  }

  if (Object.keys(errors).length > 0 || !ageResult.success || !lastTest) return { status: "invalid", values, errors };
  const tested = lastTest !== "none";
  return {
    status: "valid",
    values,
    answers: {
      age: ageResult.data,
      symptoms: values.symptoms as CheckerAnswers["symptoms"],
      relativeWithCrc: values.relative === "yes",
      relativeAgeAtDiagnosis: relativeAtDiagnosis,
      polyps: values.polyps === "yes",
      bowelDisease: values.bowelDisease === "yes",
      lastTest,
      lastTestDate: tested ? lastTestDate : null,
      lastResult: tested ? (values.result as CheckerAnswers["lastResult"]) : null,
    },
  };
}
