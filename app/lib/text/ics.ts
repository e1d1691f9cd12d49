/**
 * RFC 5545 calendar files (an event's time, a screening due date), written here rather than with a
 * library: it is a few lines, and the tests parse the result with a real parser (ical.js).
 */
type CalendarItem = {
  /** Unique and stable: a calendar that imports the file again updates the entry, not a second one. */
  uid: string;
  /** An instant, or a whole day (YYYY-MM-DD: an all-day entry). */
  start: Date | string;
  end?: Date | null;
  summary: string;
  /** Plain text. */
  description: string;
  location?: string | null;
  url: string;
  cancelled?: boolean;
  updatedAt?: Date;
};

/** 20260615T020000Z */
function utc(moment: Date): string {
  return moment
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/** 20270605: a DATE value (§3.3.4). */
const day = (isoDate: string) => isoDate.replace(/-/g, "");

function nextDay(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** Lines longer than 75 octets fold onto continuation lines starting with a space (§3.1). */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; continuation lines 74 after their leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/** When an entry happens: an instant in UTC, or a whole day ending (exclusively) the next day. */
function when(item: CalendarItem): string[] {
  if (typeof item.start === "string")
    return [`DTSTART;VALUE=DATE:${day(item.start)}`, `DTEND;VALUE=DATE:${day(nextDay(item.start))}`];
  return [`DTSTART:${utc(item.start)}`, ...(item.end ? [`DTEND:${utc(item.end)}`] : [])];
}

/** A calendar of one entry; `product` names the part of the site that wrote it (PRODID). */
export function calendarFile(item: CalendarItem, product: string, now = new Date()): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    `PRODID:-//RID-CRC//${product}//EN`,
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${item.uid}`,
    `DTSTAMP:${utc(now)}`,
    ...(item.updatedAt ? [`LAST-MODIFIED:${utc(item.updatedAt)}`] : []),
    ...when(item),
    `SUMMARY:${escapeText(item.summary)}`,
    `DESCRIPTION:${escapeText(item.description)}`,
    ...(item.location ? [`LOCATION:${escapeText(item.location)}`] : []),
    `URL:${item.url}`,
    `STATUS:${item.cancelled ? "CANCELLED" : "CONFIRMED"}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
