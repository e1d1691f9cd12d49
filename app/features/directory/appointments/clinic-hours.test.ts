import { describe, expect, it } from "vitest";
import { checkVisitTime, openIntervals } from "./clinic-hours";

const sundayMornings = {
  weekdays: "8:30am – 12:30pm, 2:00pm – 5:00pm",
  saturday: "8:30am – 12:30pm",
  sunday: "9am-12pm",
  publicHoliday: "Closed",
};
// 2026-12-06 is a Sunday, 2026-12-05 a Saturday, 2026-12-07 a Monday.
const at = (iso: string) => new Date(iso);
const early = at("2026-12-01T00:00:00+08:00");

describe("opening hours as clinics write them", () => {
  it.each([
    ["9:00am – 5:00pm", [[540, 1020]]],
    ["9am-12pm", [[540, 720]]],
    [
      "8:30am – 12:30pm, 2:00pm – 5:00pm, 6:30pm – 9:00pm",
      [
        [510, 750],
        [840, 1020],
        [1110, 1260],
      ],
    ],
    ["Closed", []],
    ["12:00pm – 2:00pm", [[720, 840]]],
  ])("%j", (text, intervals) => expect(openIntervals(text)).toEqual(intervals));

  it.each(["", "By appointment", "Mornings only"])("%j is not known", (text) => expect(openIntervals(text)).toBeNull());
});

describe("a preferred visit time against the clinic's hours (issue 23)", () => {
  it("refuses a Sunday evening at a clinic open Sunday 9am-12pm, naming the hours", () => {
    const verdict = checkVisitTime(sundayMornings, "2026-12-06", "evening", early);
    expect(verdict).toEqual({ field: "preferredTime", message: expect.stringContaining("9am-12pm") });
    expect(verdict!.message).toMatch(/Sunday/);
  });

  it("accepts a Sunday morning there, and a weekday afternoon", () => {
    expect(checkVisitTime(sundayMornings, "2026-12-06", "morning", early)).toBeNull();
    expect(checkVisitTime(sundayMornings, "2026-12-07", "afternoon", early)).toBeNull();
  });

  it("refuses a day the clinic is closed, on the date", () => {
    const verdict = checkVisitTime({ ...sundayMornings, sunday: "Closed" }, "2026-12-06", "morning", early);
    expect(verdict).toEqual({ field: "preferredDate", message: expect.stringMatching(/closed on Sundays/) });
  });

  it("says nothing when the hours are not known", () => {
    expect(checkVisitTime({ ...sundayMornings, sunday: "" }, "2026-12-06", "evening", early)).toBeNull();
    expect(checkVisitTime(null, "2026-12-06", "evening", early)).toBeNull();
  });

  it("refuses a time of day that has already passed today", () => {
    const afternoon = at("2026-12-07T15:00:00+08:00");
    expect(checkVisitTime(null, "2026-12-07", "morning", afternoon)).toEqual({
      field: "preferredTime",
      message: expect.stringMatching(/already passed/),
    });
    expect(checkVisitTime(null, "2026-12-07", "evening", afternoon)).toBeNull();
  });
});
