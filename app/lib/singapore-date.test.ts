import { describe, expect, it } from "vitest";
import { addDays, formatSgDate, formatSgDateTime, isRealDate, todayInSingapore } from "./singapore-date";

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
});
