const weekday = new Intl.DateTimeFormat("en-SG", { timeZone: "Asia/Singapore", weekday: "short" });
const isWeekend = (moment: Date) => ["Sat", "Sun"].includes(weekday.format(moment));

/**
 * The moment one business day before `now` (Singapore's Saturdays and Sundays skipped; public
 * holidays are not known here): anything promised "within 1 business day" and made before it is late.
 */
export function oneBusinessDayBefore(now = new Date()): Date {
  let moment = new Date(now.getTime() - 86_400_000);
  while (isWeekend(moment)) moment = new Date(moment.getTime() - 86_400_000);
  return moment;
}
