import facts from "../../../../content/facts.json";
import { plural } from "~/lib/text/plural";
import type { Passage } from "./passage";

const { care, targets } = facts;
const article = (slug: string) => `/education/article/${slug}`;

/**
 * The figures of content/facts.json as sentences the bot can retrieve and say, each linked to a
 * page that states it. The bot says no number that is not in that file (`allowedNumbers`).
 */
export function factPassages(): Passage[] {
  const fact = (key: string, title: string, href: string, text: string): Passage => ({
    id: `fact:${key}`,
    kind: "fact",
    title,
    href,
    text,
  });
  return [
    fact(
      "survival",
      "Why early detection matters",
      "/",
      `When colorectal cancer is found early, ${facts.survivalEarlyPercent}% of people survive. In Singapore, ${facts.lateStageText} of cases are found late, at a later stage. Colorectal cancer is Singapore's top cancer.`,
    ),
    fact(
      "screening-rate",
      "How many people get screened",
      "/",
      `Only about ${facts.screeningRatePercent}% of people who should be screened for colorectal cancer in Singapore are screened. About ${facts.lifetimeRiskText} Singaporeans will develop colorectal cancer.`,
    ),
    fact(
      "start-age",
      "When to start screening",
      "/get-screened",
      `${facts.screeningStartAge.text} Screening takes under ${plural(facts.screeningMinutes, "minute")} on average.`,
    ),
    fact(
      "targets",
      "Vision 2035 targets",
      "/vision2035",
      `The movement aims for ${targets.uptakePercent}% screening uptake by ${targets.uptakeYear} and ${targets.mortalityReductionPercent}% fewer deaths from colorectal cancer by ${targets.mortalityYear}.`,
    ),
    fact(
      "colonoscopy-repeat",
      "How often to repeat a colonoscopy",
      article("colonoscopy-gold-standard"),
      `After a normal colonoscopy, the next one is usually due in ${plural(care.colonoscopyRepeatYears, "year")}. After polyps are removed, it is usually ${care.smallPolypRepeatText}, depending on how many were found and what kind. Your doctor tells you when, based on what was found.`,
    ),
    fact(
      "colonoscopy-day",
      "On the day of a colonoscopy",
      article("colonoscopy-preparation-complete-guide"),
      `A colonoscopy takes about ${care.procedureMinutesText}. Arrive ${plural(care.arriveEarlyMinutes, "minute")} early. Recovery takes about ${care.recoveryMinutesText}. Do not drive for ${plural(care.noDrivingHours, "hour")} after sedation.`,
    ),
    fact(
      "bowel-prep",
      "When the bowel preparation starts working",
      article("colonoscopy-preparation-complete-guide"),
      `After you take the bowel preparation, bowel movements usually start within ${care.prepStartHoursText}. Stay near a toilet.`,
    ),
    fact(
      "symptom-weeks",
      "When a symptom needs a doctor",
      article("early-warning-signs"),
      `A change in your bowel habits that lasts more than ${plural(care.symptomWeeks, "week")} should be checked by a doctor, even if you feel well.`,
    ),
    fact(
      "exercise",
      "Exercise and colorectal cancer risk",
      article("lifestyle-and-colorectal-cancer-risk"),
      `Aim for at least ${plural(care.exerciseModerateMinutes, "minute")} of moderate exercise or ${plural(care.exerciseVigorousMinutes, "minute")} of vigorous exercise every week.`,
    ),
    fact(
      "emergency",
      "In an emergency",
      "/find-a-gp",
      `In an emergency, such as heavy bleeding, severe pain or fainting, call ${care.emergencyNumber} or go to the A&E at once.`,
    ),
  ];
}

/** Every number content/facts.json holds, in its values and in its texts ("3-5 years" gives 3 and 5). */
export const allowedNumbers: ReadonlySet<string> = (() => {
  const found = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === "number") found.add(String(value));
    else if (typeof value === "string") for (const n of numbersIn(value)) found.add(n);
    else if (value && typeof value === "object") Object.values(value).forEach(visit);
  };
  visit(facts);
  return found;
})();

/** The figures a reply states: its numbers, but not the numbering of its lists ("1. Add…"). */
export function figuresIn(text: string): string[] {
  return numbersIn(text.replace(/^\d+\. /gm, ""));
}

/** The numbers a text states, as plain digits ("1,000" → "1000", "16.2%" → "16.2"). */
export function numbersIn(text: string): string[] {
  return [...text.matchAll(/\d[\d,]*(?:\.\d+)?/g)].map((m) => m[0].replace(/,/g, "").replace(/\.0+$/, ""));
}
