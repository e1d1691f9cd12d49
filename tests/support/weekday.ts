import { addDays, todayInSingapore } from "../../app/lib/text/singapore-date";

/**
 * A weekday at least two days ahead, in Singapore, for an appointment request's preferred date:
 * every demo clinic is open weekday mornings, not every one on a Saturday ("tomorrow" on a Friday
 * was refused with the clinic's hours, and the security suite failed on Fridays).
 */
export function weekdayAheadInSingapore(): string {
  let day = addDays(todayInSingapore(), 2);
  while ([0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay())) day = addDays(day, 1);
  return day;
}
