import type { OperatingHours } from "#db/schema";
import { todayInSingapore } from "~/lib/text/singapore-date";
import type { TimeSlot } from "./options";
import { appointmentMessages, type AppointmentWords } from "./messages";

/**
 * Whether a preferred visit (a date and one of the form's three times of day) fits the clinic's
 * opening hours, as the clinic wrote them ("8:30am – 12:30pm, 2:00pm – 5:00pm", "Closed", "9am-12pm").
 * Issue 23: a Sunday evening at a clinic open Sunday mornings was accepted. Hours we cannot read
 * ("By appointment", empty) refuse nothing: only hours that are known can rule a time out.
 */

/** The form's times of day as minutes after midnight, [from, to). */
const slotMinutes: Record<TimeSlot, [number, number]> = {
  morning: [9 * 60, 12 * 60],
  afternoon: [12 * 60, 17 * 60],
  evening: [17 * 60, 20 * 60],
};

const TIME = String.raw`(\d{1,2})(?:[:.](\d{2}))?\s*([ap])\.?m\.?`;
const RANGE = new RegExp(`^${TIME}\\s*(?:-|–|—|to)\\s*${TIME}$`, "i");

const minutes = (hour: string, minute: string | undefined, half: string) =>
  ((Number(hour) % 12) + (half.toLowerCase() === "p" ? 12 : 0)) * 60 + Number(minute ?? 0);

/** The open intervals of one day's text in minutes; [] when closed; null when it cannot be read. */
export function openIntervals(text: string): [number, number][] | null {
  const plain = text.trim();
  if (/^closed$/i.test(plain)) return [];
  if (!plain) return null;
  const intervals: [number, number][] = [];
  for (const part of plain.split(/\s*[,;&]\s*|\s+and\s+/)) {
    const m = RANGE.exec(part);
    if (!m) return null;
    intervals.push([minutes(m[1]!, m[2], m[3]!), minutes(m[4]!, m[5], m[6]!)]);
  }
  return intervals;
}

const days = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** Which line of the hours a date falls on (public holidays are not known here: weekdays cover them). */
function dayOf(isoDate: string): { key: keyof OperatingHours; name: (typeof days)[number] } {
  const day = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  const key = day === 0 ? "sunday" : day === 6 ? "saturday" : "weekdays";
  return { key, name: days[day]! };
}

/** Minutes after midnight, now, in Singapore. */
function minutesNowInSingapore(now: Date) {
  const [h, m] = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Asia/Singapore",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  })
    .format(now)
    .split(":");
  return Number(h) * 60 + Number(m);
}

type VisitVerdict = { field: "preferredDate" | "preferredTime"; message: string } | null;

/** Null when the visit can be asked for; otherwise the field to mark and what to say there (in `m`'s language). */
export function checkVisitTime(
  hours: OperatingHours | null | undefined,
  date: string,
  slot: TimeSlot,
  now = new Date(),
  m: AppointmentWords = appointmentMessages,
): VisitVerdict {
  const [from, to] = slotMinutes[slot];
  if (date === todayInSingapore(now) && minutesNowInSingapore(now) >= to) {
    return { field: "preferredTime", message: m.timePassed };
  }
  if (!hours) return null;
  const { key, name } = dayOf(date);
  const text = hours[key] ?? "";
  const open = openIntervals(text);
  if (open === null) return null;
  if (open.length === 0) {
    return { field: "preferredDate", message: m.closedOn(name) };
  }
  if (open.some(([start, end]) => start < to && end > from)) return null;
  return { field: "preferredTime", message: m.openOnly(text.trim(), name) };
}
