import { describe, expect, it } from "vitest";
import facts from "../../../content/facts.json";
import table from "../../../content/screening-rules.json";
import {
  addYears,
  checkScreening,
  familyStartAge,
  nextScreening,
  reminderSteps,
  type CheckerAnswers,
  type ScreeningEntry,
} from "./rules";

const today = "2026-11-26";
const well: CheckerAnswers = {
  age: 55,
  symptoms: [],
  relativeWithCrc: false,
  polyps: false,
  bowelDisease: false,
  lastTest: "none",
};
const check = (a: Partial<CheckerAnswers>) => checkScreening({ ...well, ...a }, today);
const entry = (e: Partial<ScreeningEntry> & Pick<ScreeningEntry, "kind" | "testedOn" | "result">): ScreeningEntry => ({
  id: `${e.kind}-${e.testedOn}`,
  ...e,
});

describe("the checker: every row of content/screening-rules.json (issue 26)", () => {
  it("symptoms: see a doctor now, not a screening test, whatever else is true", () => {
    for (const extra of [
      {},
      { age: 30 },
      { age: 80 },
      { lastTest: "fit" as const, lastTestDate: "2026-06-01", lastResult: "negative" as const },
      { relativeWithCrc: true },
    ]) {
      const a = check({ symptoms: ["blood-in-stool"], ...extra });
      expect(a.rule).toBe("symptoms");
      expect(a.advice).toBe("see-doctor");
      expect(a.urgent).toBe(true);
      expect(a.where).toBe("gp");
      expect(a.nextStep).toMatch(/not .*screening|screening tests are for people without symptoms/i);
    }
  });

  it("a positive FIT or blood test: colonoscopy, never 'repeat the FIT'", () => {
    for (const lastTest of ["fit", "blood-test"] as const) {
      const a = check({ lastTest, lastTestDate: "2026-10-01", lastResult: "positive" });
      expect(a.rule).toBe("positive-test");
      expect(a.advice).toBe("colonoscopy-now");
      expect(a.where).toBe("specialist");
      expect(a.nextStep).toMatch(/colonoscopy/);
      expect(a.nextStep).toMatch(/do not repeat the stool test/);
      expect(a.urgent).toBe(false);
    }
  });

  it("ulcerative colitis or Crohn's: talk to the specialist about colonoscopy", () => {
    expect(check({ bowelDisease: true }).rule).toBe("bowel-disease");
    expect(check({ bowelDisease: true, age: 30 }).advice).toBe("see-doctor-colonoscopy");
  });

  it("family history: see a doctor about colonoscopy, usually earlier, from 40 or 10 years before the relative's age", () => {
    const a = check({ age: 35, relativeWithCrc: true, relativeAgeAtDiagnosis: 45 });
    expect(a.rule).toBe("family-history");
    expect(a.advice).toBe("see-doctor-colonoscopy");
    expect(a.nextStep).toContain("from age 35");
    expect(check({ age: 35, relativeWithCrc: true }).nextStep).toContain("from age 40");
    expect(check({ age: 35, relativeWithCrc: true, relativeAgeAtDiagnosis: 70 }).nextStep).toContain("from age 40");
    expect(familyStartAge(20)).toBe(18);
    expect(familyStartAge(null)).toBe(40);
  });

  it("polyps found before: the specialist's plan", () => {
    const a = check({ polyps: true });
    expect(a.rule).toBe("past-polyps");
    expect(a.where).toBe("specialist");
  });

  it("a result the person is not sure of: check it with the clinic", () => {
    expect(check({ lastTest: "fit", lastTestDate: "2026-03-01", lastResult: "unsure" }).rule).toBe("unsure-result");
  });

  it("a normal colonoscopy within 10 years: up to date, with the month the next is due", () => {
    const a = check({ lastTest: "colonoscopy", lastTestDate: "2020-03-15", lastResult: "normal" });
    expect(a.rule).toBe("colonoscopy-up-to-date");
    expect(a.dueOn).toBe(`${2020 + facts.screeningGuideline.colonoscopyIntervalYears}-03-15`);
    expect(a.nextStep).toContain("March 2030");
    // Eleven years ago: due again, so the average-risk answer.
    expect(check({ lastTest: "colonoscopy", lastTestDate: "2015-03-15", lastResult: "normal" }).rule).toBe(
      "average-risk",
    );
  });

  it("a negative FIT within a year: up to date; older than a year: due", () => {
    const a = check({ lastTest: "fit", lastTestDate: "2026-02-01", lastResult: "negative" });
    expect(a.rule).toBe("fit-up-to-date");
    expect(a.dueOn).toBe("2027-02-01");
    expect(a.where).toBe("gp-fit");
    expect(check({ lastTest: "fit", lastTestDate: "2025-11-26", lastResult: "negative" }).rule).toBe("average-risk");
  });

  it("under 50 with no risk factor: not yet, and when", () => {
    const a = check({ age: 42 });
    expect(a.rule).toBe("under-start-age");
    expect(a.advice).toBe("not-yet");
    expect(a.headline).toContain(`${facts.screeningGuideline.startAge}`);
    expect(a.nextStep).toContain("in 8 years");
    expect(a.dueOn).toBe("2034-11-26");
    expect(check({ age: 49 }).nextStep).toContain("in 1 year");
  });

  it("over 75: ask the doctor whether screening is still right", () => {
    expect(check({ age: 76 }).rule).toBe("over-75");
    expect(check({ age: 75 }).rule).toBe("average-risk");
  });

  it("average risk and 50 or older: FIT first (free kit), or colonoscopy every 10 years", () => {
    const a = check({ age: 50 });
    expect(a.rule).toBe("average-risk");
    expect(a.advice).toBe("screen-now");
    expect(a.where).toBe("gp-fit");
    expect(a.nextStep).toMatch(/FIT kit/);
    expect(a.nextStep).toContain(`every ${facts.screeningGuideline.colonoscopyIntervalYears} years`);
    // A negative blood test does not replace FIT or colonoscopy.
    expect(check({ lastTest: "blood-test", lastTestDate: "2026-09-01", lastResult: "negative" }).rule).toBe(
      "average-risk",
    );
  });

  it("every row is reachable, fills every placeholder and names dated sources", () => {
    const reached = new Set<string>();
    const answers: Partial<CheckerAnswers>[] = [
      { symptoms: ["anaemia"] },
      { lastTest: "fit", lastTestDate: "2026-01-01", lastResult: "positive" },
      { bowelDisease: true },
      { relativeWithCrc: true },
      { polyps: true },
      { lastTest: "fit", lastTestDate: "2026-01-01", lastResult: "unsure" },
      { lastTest: "colonoscopy", lastTestDate: "2020-01-01", lastResult: "normal" },
      { lastTest: "fit", lastTestDate: "2026-06-01", lastResult: "negative" },
      { age: 20 },
      { age: 90 },
      {},
    ];
    for (const a of answers) {
      const answer = check(a);
      reached.add(answer.rule);
      expect(`${answer.headline} ${answer.nextStep}`, answer.rule).not.toMatch(/[{}]/);
      expect(answer.sources.length, answer.rule).toBeGreaterThan(0);
      for (const s of answer.sources) {
        expect(s.url).toMatch(/^https?:\/\//);
        expect(s.checkedOn < s.reviewDue).toBe(true);
      }
    }
    expect([...reached].sort()).toEqual(table.checker.map((r) => r.id).sort());
  });
});

describe("the next screening from a person's record (issue 26)", () => {
  it("no test recorded: record your first test", () => {
    expect(nextScreening([], today).state).toBe("first-test");
  });

  it("FIT negative: due one year later", () => {
    const next = nextScreening([entry({ kind: "fit", testedOn: "2026-03-10", result: "negative" })], today);
    expect(next).toMatchObject({ state: "due-on", rule: "fit-negative", dueOn: "2027-03-10" });
    expect(nextScreening([entry({ kind: "fit", testedOn: "2025-03-10", result: "negative" })], today).state).toBe(
      "due-now",
    );
  });

  it("colonoscopy normal: ten years, or the doctor's interval when one was given", () => {
    expect(nextScreening([entry({ kind: "colonoscopy", testedOn: "2024-05-01", result: "normal" })], today).dueOn).toBe(
      "2034-05-01",
    );
    expect(
      nextScreening([entry({ kind: "colonoscopy", testedOn: "2024-05-01", result: "normal", intervalYears: 5 })], today)
        .dueOn,
    ).toBe("2029-05-01");
  });

  it("polyps removed or another finding: the doctor's interval, else ask the doctor", () => {
    expect(
      nextScreening(
        [entry({ kind: "colonoscopy", testedOn: "2025-01-31", result: "polyps-removed", intervalYears: 3 })],
        today,
      ),
    ).toMatchObject({ state: "due-on", dueOn: "2028-01-31", rule: "colonoscopy-polyps" });
    expect(
      nextScreening([entry({ kind: "colonoscopy", testedOn: "2025-01-31", result: "other" })], today),
    ).toMatchObject({
      state: "ask-doctor",
      rule: "colonoscopy-other",
    });
  });

  it("a positive FIT: no due date, book a colonoscopy until one is recorded, whatever came after", () => {
    const positive = entry({ kind: "fit", testedOn: "2026-10-01", result: "positive" });
    const later = entry({ kind: "fit", testedOn: "2026-11-01", result: "negative" });
    expect(nextScreening([positive, later], today)).toMatchObject({
      state: "book-colonoscopy",
      dueOn: null,
      basedOn: positive,
    });
    const colonoscopy = entry({ kind: "colonoscopy", testedOn: "2026-11-20", result: "normal" });
    expect(nextScreening([positive, later, colonoscopy], today)).toMatchObject({
      state: "due-on",
      dueOn: "2036-11-20",
    });
  });

  it("a blood test: positive needs a colonoscopy; negative follows the doctor's interval or asks", () => {
    expect(
      nextScreening([entry({ kind: "blood-test", testedOn: "2026-09-01", result: "positive" })], today).state,
    ).toBe("book-colonoscopy");
    expect(
      nextScreening([entry({ kind: "blood-test", testedOn: "2026-09-01", result: "negative" })], today).state,
    ).toBe("ask-doctor");
    expect(nextScreening([entry({ kind: "blood-test", testedOn: "2026-09-01", result: "unsure" })], today).state).toBe(
      "check-result",
    );
    expect(nextScreening([entry({ kind: "fit", testedOn: "2026-09-01", result: "unsure" })], today).state).toBe(
      "check-result",
    );
  });

  it("every record row is reached by its test and result", () => {
    const reached = new Set<string>();
    for (const row of table.record) {
      const next = nextScreening(
        [entry({ kind: row.test as never, testedOn: "2026-01-01", result: row.result as never })],
        today,
      );
      reached.add(next.rule!);
    }
    expect([...reached].sort()).toEqual(table.record.map((r) => r.id).sort());
  });
});

describe("the reminders a record calls for", () => {
  it("30 days before, on and 30 days after the due date", () => {
    const next = nextScreening([entry({ kind: "fit", testedOn: "2026-03-10", result: "negative" })], today);
    expect(reminderSteps(next)).toEqual([
      { step: "before", sendOn: "2027-02-08" },
      { step: "due", sendOn: "2027-03-10" },
      { step: "after", sendOn: "2027-04-09" },
    ]);
  });

  it("2 and 6 weeks after a positive result, none once a colonoscopy is recorded", () => {
    const positive = entry({ kind: "fit", testedOn: "2026-10-01", result: "positive" });
    expect(reminderSteps(nextScreening([positive], today))).toEqual([
      { step: "positive-2w", sendOn: "2026-10-15" },
      { step: "positive-6w", sendOn: "2026-11-12" },
    ]);
    expect(reminderSteps(nextScreening([], today))).toEqual([]);
    expect(
      reminderSteps(nextScreening([entry({ kind: "colonoscopy", testedOn: "2025-01-01", result: "other" })], today)),
    ).toEqual([]);
  });

  it("years are added by calendar day, 29 February falling back to the 28th", () => {
    expect(addYears("2024-02-29", 1)).toBe("2025-02-28");
  });
});
