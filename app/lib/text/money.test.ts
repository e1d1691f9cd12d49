import { describe, expect, it } from "vitest";
import { dollars, money } from "./money";

describe("money", () => {
  it("writes whole dollars without decimals, with thousands separators", () => {
    expect(money(0)).toBe("S$0");
    expect(money(5000)).toBe("S$50");
    expect(money(100_000_000)).toBe("S$1,000,000");
  });

  it("writes other amounts with two decimals", () => {
    expect(money(1250)).toBe("S$12.50");
    expect(money(123_456_789)).toBe("S$1,234,567.89");
    expect(money(5)).toBe("S$0.05");
  });

  it("puts the sign before the currency", () => {
    expect(money(-2500)).toBe("-S$25");
  });

  it("takes integer cents only, so a dollar amount cannot slip in unconverted", () => {
    expect(() => money(12.5)).toThrow(RangeError);
    expect(() => money(Number.NaN)).toThrow(RangeError);
  });

  it("converts dollars to cents, rounded to the cent", () => {
    expect(dollars(50)).toBe(5000);
    expect(dollars(19.99)).toBe(1999);
    expect(money(dollars(2500))).toBe("S$2,500");
  });
});
