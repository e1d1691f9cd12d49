import { describe, expect, it } from "vitest";
import { addDays, formatSgDate, formatSgDateTime, isRealDate, todayInSingapore } from "./singapore-date";
import { oneBusinessDayBefore } from "./business-day.server";

describe("Singapore dates", () => {
  it("turns the day over at midnight in Singapore, not in UTC", () => {
    expect(todayInSingapore(new Date("2026-06-14T15:59:59Z"))).toBe("2026-06-14");
    expect(todayInSingapore(new Date("2026-06-14T16:00:00Z"))).toBe("2026-06-15");
  });

  it("knows which calendar dates exist", () => {
    expect(isRealDate("2028-02-29")).toBe(true);
    expect(isRealDate("2026-02-29")).toBe(false);
    expect(isRealDate("2026-06-31")).toBe(false);
    expect(isRealDate("2026-6-1")).toBe(false);
    expect(isRealDate("")).toBe(false);
  });

  it("adds days across months and years", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("writes dates and times in the en-SG style of spec content §9", () => {
    expect(formatSgDate("2026-03-02")).toBe("2 Mar 2026");
    expect(formatSgDateTime(new Date("2026-06-05T07:42:00Z"))).toMatch(/^5 Jun 2026, 3:42\s?pm$/i);
  });

  it("counts one business day back over Singapore's weekend", () => {
    // Monday 10:00 in Singapore: one business day earlier is Friday 10:00.
    expect(oneBusinessDayBefore(new Date("2026-11-23T02:00:00Z"))).toEqual(new Date("2026-11-20T02:00:00Z"));
    // Tuesday 10:00: Monday 10:00.
    expect(oneBusinessDayBefore(new Date("2026-11-24T02:00:00Z"))).toEqual(new Date("2026-11-23T02:00:00Z"));
    // Sunday 10:00: Friday 10:00 (Saturday is skipped too).
    expect(oneBusinessDayBefore(new Date("2026-11-22T02:00:00Z"))).toEqual(new Date("2026-11-20T02:00:00Z"));
    // Sunday 07:30 in Singapore is still Saturday in UTC: the weekend counted is Singapore's.
    expect(oneBusinessDayBefore(new Date("2026-11-21T23:30:00Z"))).toEqual(new Date("2026-11-19T23:30:00Z"));
  });
});
