/**
 * The event form's Singapore wall-clock times and the instants stored in `events` (issue #15).
 * Singapore has kept UTC+8 without daylight saving since 1982, so a fixed offset is exact.
 */
const SG_OFFSET_MS = 8 * 3_600_000;

/** The instant of a Singapore date ("2026-12-01") and time ("18:30"). */
export function sgInstant(date: string, time: string): Date {
  return new Date(`${date}T${time}:00+08:00`);
}

/** A Singapore "YYYY-MM-DDTHH:MM" (an `<input type="datetime-local">`) as an instant. */
export function sgLocalInstant(local: string): Date {
  return new Date(`${local}:00+08:00`);
}

/** An instant as Singapore's date and time, the values the form's inputs take. */
export function sgParts(instant: Date): { date: string; time: string; local: string } {
  const iso = new Date(instant.getTime() + SG_OFFSET_MS).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16), local: iso.slice(0, 16) };
}
