/**
 * Everything the checker at /get-screened shows, from the posted answers alone (issue 26): the form's
 * choices and what was typed, the messages of a rejected answer, or the answer of the rule table
 * with the nearest places to go from the directory's own nearest-first search.
 */
import {
  directoryHref,
  directoryWords,
  nearestEntries,
  parsePostalCode,
  postalErrorIn,
} from "~/features/directory/index.server";
import { safetyReply } from "~/features/safety";
import { errorSummary, type SummaryLabels } from "~/lib/forms/error-summary";
import { todayInSingapore } from "~/lib/text/singapore-date";
import { dateIn } from "~/lib/i18n/dates";
import { tableText } from "~/lib/i18n/figures";
import { defaultLang, languageTags, type Lang } from "~/lib/i18n/languages";
import { messagesFor } from "~/lib/i18n/messages.server";
import { createT, flatten, type T } from "~/lib/i18n/translate";
import * as facts from "../../../../content/facts.json";
import { checkScreening, type CheckerAnswer } from "../rules";
import { checkerChoices } from "./checker-options";
import { checkerMessages, parseChecker, type CheckerErrors } from "./checker.schema";

const CHECKER_FORM_ID = "checker";
const COSTS_PATH = "/get-screened/costs";

/** The summary's labels, in the form's order; a group links to its first choice. */
const summaryLabels = (t: T): SummaryLabels => ({
  age: t("checker.summary.age"),
  relativeAge: t("checker.summary.relativeAge"),
  lastTest: [t("checker.summary.lastTest"), "-0"],
  lastTestWhen: t("checker.summary.lastTestWhen"),
  result: [t("checker.summary.result"), "-0"],
});

/** Each English message of the schema and its key in the message files (checker.errors.*). */
const errorKeys = new Map(Object.entries(flatten(checkerMessages)).map(([key, english]) => [english, key]));

/** The schema's messages in the page's language (the English wording unchanged in English). */
const translatedErrors = (errors: CheckerErrors, lang: Lang, t: T): CheckerErrors =>
  Object.fromEntries(
    Object.entries(errors).map(([name, english]) => {
      const key = errorKeys.get(english);
      return [name, key ? tableText(lang, t, `checker.errors.${key}`, english) : english];
    }),
  );

/**
 * The answer's two sentences in the page's language: the rule table's English, or its translation
 * keyed by the rule's id, with the same figures (the rule table decides; only the words change).
 */
function answerWords(answer: CheckerAnswer, lang: Lang, t: T) {
  const dueMonth = answer.dueOn
    ? new Intl.DateTimeFormat(languageTags[lang], { month: "long", year: "numeric", timeZone: "UTC" }).format(
        new Date(`${answer.dueOn}T00:00:00Z`),
      )
    : "";
  const guideline = facts.screeningGuideline;
  const vars = {
    familyStartAge: String(answer.figures.familyStartAge),
    yearsToStart: t("checker.years", { count: answer.figures.yearsToStart }),
    dueMonth,
    startAge: String(guideline.startAge),
    colonoscopyIntervalYears: String(guideline.colonoscopyIntervalYears),
  };
  return {
    headline: tableText(lang, t, `rules.${answer.rule}.headline`, answer.template.headline, vars),
    nextStep: tableText(lang, t, `rules.${answer.rule}.nextStep`, answer.template.nextStep, vars),
  };
}

/**
 * The emergency line of an urgent answer: the safety rules' own words for a red-flag symptom (the
 * paragraph that names 995), so the checker and the chatbot say the same thing.
 */
function emergencyLine(lang: Lang): string {
  const paragraphs = safetyReply({ level: "red-flag", language: lang }).text.split("\n\n");
  return paragraphs.find((p) => p.includes("995")) ?? paragraphs.at(-1)!;
}

const asLists = (errors: CheckerErrors) =>
  Object.fromEntries(Object.entries(errors).map(([name, message]) => [name, [message]]));

export async function checkerPage(params: URLSearchParams, today = todayInSingapore(), lang: Lang = defaultLang) {
  const messages = messagesFor(lang, "screening");
  const t = createT(lang, messages);
  const parsed = parseChecker(params, today);
  const base = {
    formId: CHECKER_FORM_ID,
    lang,
    messages,
    choices: checkerChoices(t),
    values: parsed.values,
    costsHref: COSTS_PATH,
  };
  if (parsed.status === "empty") return { ...base, status: "empty" as const, errors: {}, summary: [], answer: null };
  if (parsed.status === "invalid") {
    const errors = translatedErrors(parsed.errors, lang, t);
    return {
      ...base,
      status: "invalid" as const,
      errors,
      summary: errorSummary(asLists(errors), CHECKER_FORM_ID, summaryLabels(t)),
      answer: null,
    };
  }

  const answer = checkScreening(parsed.answers, today);
  const postal = parsePostalCode(params.get("postalCode") ?? "");
  const nearest = postal.postalCode ? await nearestEntries(answer.where, postal.postalCode, 3, lang) : null;
  // The postal code field is the directory's, with its words in the page's language.
  const directory = directoryWords(lang).t;
  return {
    ...base,
    status: "valid" as const,
    errors: {},
    summary: [],
    answer: {
      ...answer,
      ...answerWords(answer, lang, t),
      sources: answer.sources.map((s) => ({
        ...s,
        checkedOn: dateIn(lang, s.checkedOn),
        reviewDue: dateIn(lang, s.reviewDue),
      })),
      emergency: answer.urgent ? emergencyLine(lang) : null,
      postal: {
        value: postal.raw,
        error: postalErrorIn(directory, postal.error),
        label: directory("common.postalLabel"),
        hint: directory("common.postalHint"),
      },
      nearest,
      /** The whole directory for this answer (FIT-kit clinics for a FIT), nearest first once a code is in. */
      directoryHref: directoryHref(answer.where, postal.postalCode),
      fitKitsHref: directoryHref("gp-fit", postal.postalCode),
    },
  };
}
export type CheckerPage = Awaited<ReturnType<typeof checkerPage>>;
