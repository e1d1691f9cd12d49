import { describe, expect, it } from "vitest";
import { checkerMessages as m, parseChecker } from "./checker.schema";

const today = "2026-11-26";
const parse = (query: string) => parseChecker(new URLSearchParams(query), today);
const errorsOf = (query: string) => {
  const result = parse(query);
  if (result.status !== "invalid") throw new Error(`expected invalid, got ${result.status}`);
  return result.errors;
};

describe("the checker's answers as posted (issue 26)", () => {
  it("is empty until the form is sent (no age parameter at all)", () => {
    expect(parse("").status).toBe("empty");
    expect(parse("talk=screening").status).toBe("empty");
  });

  it("reads a full answer: a month is its first day, yes/no default to no", () => {
    const result = parse(
      "age=+52+&symptoms=blood-in-stool&symptoms=anaemia&relative=yes&relativeAge=45&polyps=no&lastTest=fit&lastTestWhen=2026-03&result=negative",
    );
    expect(result).toMatchObject({
      status: "valid",
      answers: {
        age: 52,
        symptoms: ["blood-in-stool", "anaemia"],
        relativeWithCrc: true,
        relativeAgeAtDiagnosis: 45,
        polyps: false,
        bowelDisease: false,
        lastTest: "fit",
        lastTestDate: "2026-03-01",
        lastResult: "negative",
      },
    });
  });

  it("takes no test as 'none' and ignores a date or result sent with it", () => {
    const result = parse("age=60&lastTest=none&lastTestWhen=1900-01&result=banana");
    expect(result).toMatchObject({
      status: "valid",
      answers: { lastTest: "none", lastTestDate: null, lastResult: null },
    });
    expect(parse("age=60")).toMatchObject({ status: "valid", answers: { lastTest: "none" } });
  });

  it("leaves out symptoms it does not know (an edited link) rather than failing", () => {
    expect(parse("age=60&symptoms=hiccups&symptoms=weight-loss")).toMatchObject({
      status: "valid",
      answers: { symptoms: ["weight-loss"] },
    });
  });

  it.each([
    ["", m.ageRequired],
    ["   ", m.ageRequired],
    ["abc", m.ageWhole],
    ["52.5", m.ageWhole],
    ["fifty", m.ageWhole],
    ["-1", m.ageRange],
    ["0", m.ageRange],
    ["17", m.ageRange],
    ["121", m.ageRange],
    ["200", m.ageRange],
    ["99999999999999999999", m.ageRange],
  ])("age %j: %s, at the field, and what was typed is kept", (age, message) => {
    const result = parse(`age=${encodeURIComponent(age)}&symptoms=weight-loss&polyps=yes`);
    expect(result.status).toBe("invalid");
    if (result.status !== "invalid") return;
    expect(result.errors).toEqual({ age: message });
    expect(result.values).toMatchObject({ age, symptoms: ["weight-loss"], polyps: "yes" });
  });

  it("accepts the ends of the age range", () => {
    expect(parse("age=18").status).toBe("valid");
    expect(parse("age=120").status).toBe("valid");
  });

  it("checks the relative's age only when there is a relative, and allows it blank", () => {
    expect(parse("age=45&relative=yes&relativeAge=").status).toBe("valid");
    expect(parse("age=45&relative=no&relativeAge=abc").status).toBe("valid");
    for (const bad of ["abc", "0", "200", "-3"])
      expect(errorsOf(`age=45&relative=yes&relativeAge=${bad}`)).toEqual({ relativeAge: m.relativeAge });
  });

  it.each([
    ["", m.whenRequired],
    ["March 2024", m.whenFormat],
    ["2024-13", m.whenFormat],
    ["2024-02-30", m.whenFormat],
    ["2026-12", m.whenFuture],
    ["2027-01", m.whenFuture],
    ["2026-11-27", m.whenFuture],
    ["1949-12", m.whenTooEarly],
    ["1900-01", m.whenTooEarly],
  ])("a test date of %j: %s", (when, message) => {
    expect(errorsOf(`age=60&lastTest=colonoscopy&lastTestWhen=${encodeURIComponent(when)}&result=normal`)).toEqual({
      lastTestWhen: message,
    });
  });

  it("takes this month, today and January 1950", () => {
    for (const when of ["2026-11", "2026-11-26", "1950-01"])
      expect(parse(`age=60&lastTest=colonoscopy&lastTestWhen=${when}&result=normal`).status).toBe("valid");
  });

  it("needs a result once a test is chosen, and one that fits the test", () => {
    expect(errorsOf("age=60&lastTest=fit&lastTestWhen=2026-01")).toEqual({ result: m.resultRequired });
    expect(errorsOf("age=60&lastTest=fit&lastTestWhen=2026-01&result=polyps-removed")).toEqual({
      result: m.resultFit.fit,
    });
    expect(errorsOf("age=60&lastTest=colonoscopy&lastTestWhen=2026-01&result=positive")).toEqual({
      result: m.resultFit.colonoscopy,
    });
    expect(errorsOf("age=60&lastTest=blood-test&lastTestWhen=2026-01&result=normal")).toEqual({
      result: m.resultFit["blood-test"],
    });
  });

  it("refuses an unknown test, and reports every field in error at once", () => {
    expect(errorsOf("age=60&lastTest=xray")).toEqual({ lastTest: m.lastTest });
    expect(errorsOf("age=200&lastTest=fit&lastTestWhen=2099-01")).toEqual({
      age: m.ageRange,
      lastTestWhen: m.whenFuture,
      result: m.resultRequired,
    });
  });
});
