import { languageTags, type Lang } from "./languages";

/**
 * Dates and times in a language (issue 27), by Intl: a calendar date ("2026-06-05") as written in
 * the language ("5 Jun 2026", "2026年6月5日"), and a moment as a Singapore date and time. English
 * with the short month is the site's en-SG style (lib/text/singapore-date.ts) to the letter.
 *
 * One formatter per language and style for the process: each new Intl.DateTimeFormat costs about
 * 0.1 ms and ICU memory V8 does not count (see lib/text/singapore-date.ts).
 */
type MonthStyle = "short" | "long";

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(lang: Lang, month: MonthStyle, withTime: boolean): Intl.DateTimeFormat {
  const id = `${lang}:${month}:${withTime}`;
  let format = formatters.get(id);
  if (!format) {
    format = new Intl.DateTimeFormat(languageTags[lang], {
      day: "numeric",
      month,
      year: "numeric",
      ...(withTime ? { hour: "numeric", minute: "2-digit", timeZone: "Asia/Singapore" } : { timeZone: "UTC" }),
    });
    formatters.set(id, format);
  }
  return format;
}

/** A calendar date (YYYY-MM-DD) in the language. */
export function dateIn(lang: Lang, isoDate: string, month: MonthStyle = "short"): string {
  return formatter(lang, month, false).format(new Date(`${isoDate}T00:00:00Z`));
}

/** A moment as a Singapore date and time in the language. */
export function momentIn(lang: Lang, moment: Date | string, month: MonthStyle = "short"): string {
  return formatter(lang, month, true).format(new Date(moment));
}
