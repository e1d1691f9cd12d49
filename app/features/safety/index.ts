/**
 * One home for the safety rules (issue 23): an emergency (call 995 first), a red-flag symptom (see
 * a doctor promptly) or a request to diagnose or treat, read in English (with Singlish), Chinese,
 * Malay and Tamil, and the advice for each in the person's language. The chatbot runs them on every
 * message; the directory runs them on every appointment request. Pure and small: safe for the
 * browser and the server alike.
 */
import { triageEnglish } from "./english";
import { languageOf, triageIn } from "./languages";
import type { Assessment, Triage } from "./types";

export { safetyReply } from "./replies";
/** The language a message is written in (the chatbot answers in it too). */
export { languageOf } from "./languages";
export { prepare as readAsRulesDo } from "./english";
export type { Assessment, Language, SafetyLink, SafetyReply, Triage } from "./types";

const ORDER: Triage[] = ["emergency", "red-flag", "diagnosis"];

/**
 * How urgent a message is and the language to answer in; null when nothing calls for advice.
 * `english` is the text as an English reader of Singlish glossed it (the chatbot's normaliser), when
 * there is one. Every language's rules read every message: people mix languages in one message.
 */
export function assess(text: string, english: string = text): Assessment | null {
  const found = [
    triageEnglish(english),
    english === text ? null : triageEnglish(text),
    triageIn("zh", text),
    triageIn("ms", text),
    triageIn("ta", text),
  ];
  const level = ORDER.find((l) => found.includes(l));
  return level ? { level, language: languageOf(text) } : null;
}

/** The most urgent level of a message, in whatever language; null when none. */
export const triage = (text: string): Triage | null => assess(text)?.level ?? null;

/** Whether a message describes an emergency or a red-flag symptom (a request to diagnose does not). */
export function mentionsSymptoms(text: string | null | undefined): boolean {
  const level = text ? triage(text) : null;
  return level === "emergency" || level === "red-flag";
}
