/**
 * Everything the checker at /get-screened shows, from the posted answers alone (issue 26): the form's
 * choices and what was typed, the messages of a rejected answer, or the answer of the rule table
 * with the nearest places to go from the directory's own nearest-first search.
 */
import { directoryHref, nearestEntries, parsePostalCode } from "~/features/directory/index.server";
import { safetyReply } from "~/features/safety";
import { errorSummary, type SummaryLabels } from "~/lib/forms/error-summary";
import { todayInSingapore } from "~/lib/text/singapore-date";
import { checkScreening } from "../rules";
import { checkerChoices } from "./checker-options";
import { parseChecker, type CheckerErrors } from "./checker.schema";

const CHECKER_FORM_ID = "checker";
const COSTS_PATH = "/get-screened/costs";

/** The summary's labels, in the form's order; a group links to its first choice. */
const summaryLabels: SummaryLabels = {
  age: "Your age",
  relativeAge: "Their age at diagnosis",
  lastTest: ["Your last screening test", "-0"],
  lastTestWhen: "When you had it",
  result: ["Its result", "-0"],
};

/**
 * The emergency line of an urgent answer: the safety rules' own words for a red-flag symptom (the
 * paragraph that names 995), so the checker and the chatbot say the same thing.
 */
function emergencyLine(): string {
  const paragraphs = safetyReply({ level: "red-flag", language: "en" }).text.split("\n\n");
  return paragraphs.find((p) => p.includes("995")) ?? paragraphs.at(-1)!;
}

const asLists = (errors: CheckerErrors) =>
  Object.fromEntries(Object.entries(errors).map(([name, message]) => [name, [message]]));

export async function checkerPage(params: URLSearchParams, today = todayInSingapore()) {
  const parsed = parseChecker(params, today);
  const base = { formId: CHECKER_FORM_ID, choices: checkerChoices, values: parsed.values, costsHref: COSTS_PATH };
  if (parsed.status === "empty") return { ...base, status: "empty" as const, errors: {}, summary: [], answer: null };
  if (parsed.status === "invalid")
    return {
      ...base,
      status: "invalid" as const,
      errors: parsed.errors,
      summary: errorSummary(asLists(parsed.errors), CHECKER_FORM_ID, summaryLabels),
      answer: null,
    };

  const answer = checkScreening(parsed.answers, today);
  const postal = parsePostalCode(params.get("postalCode") ?? "");
  const nearest = postal.postalCode ? await nearestEntries(answer.where, postal.postalCode) : null;
  return {
    ...base,
    status: "valid" as const,
    errors: {},
    summary: [],
    answer: {
      ...answer,
      emergency: answer.urgent ? emergencyLine() : null,
      postal: { value: postal.raw, error: postal.error },
      nearest,
      /** The whole directory for this answer (FIT-kit clinics for a FIT), nearest first once a code is in. */
      directoryHref: directoryHref(answer.where, postal.postalCode),
      fitKitsHref: directoryHref("gp-fit", postal.postalCode),
    },
  };
}
export type CheckerPage = Awaited<ReturnType<typeof checkerPage>>;
