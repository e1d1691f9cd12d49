import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { escapeText, foldLine } from "~/lib/text/ics";
import { eventCalendar } from "./ics";

const octets = (s: string) => new TextEncoder().encode(s).length;

describe("calendar files (RFC 5545)", () => {
  it("escapes backslash, semicolon, comma and line breaks", () => {
    expect(escapeText("a\\b;c,d\ne")).toBe("a\\\\b\\;c\\,d\\ne");
  });

  it("folds at 75 octets without splitting a character, and unfolds to the same line", () => {
    const line = `DESCRIPTION:${"新加坡 screening 检查 ".repeat(12)}`;
    const folded = foldLine(line);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(1);
    expect(parts.every((p) => octets(p) <= 75)).toBe(true);
    expect(parts.slice(1).every((p) => p.startsWith(" "))).toBe(true);
    expect(folded.replace(/\r\n /g, "")).toBe(line);
  });

  it("writes CRLF lines a real parser reads back", () => {
    const text = eventCalendar(
      {
        id: "e1",
        title: "Talk, with; marks",
        description: "Line one\nLine two",
        startsAt: new Date("2030-01-02T03:04:05Z"),
        endsAt: null,
        location: null,
        url: "https://example.org/upcoming-events/e1",
        cancelled: false,
        updatedAt: new Date("2030-01-01T00:00:00Z"),
      },
      new Date("2029-12-31T00:00:00Z"),
    );
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toContain("\n");
    const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent")!;
    expect(vevent.getFirstPropertyValue("uid")).toBe("e1@rid-crc");
    expect(vevent.getFirstPropertyValue("description")).toBe("Line one\nLine two");
    expect(vevent.getFirstPropertyValue("summary")).toBe("Talk, with; marks");
    expect(String(vevent.getFirstPropertyValue("dtstamp"))).toBe("2029-12-31T00:00:00Z");
  });
});
