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
/**
 * "Does a positive FIT mean I have cancer?": what a screening result means, in general, is ours to
 * answer (it does not, and a colonoscopy finds out), not a request to be diagnosed. Only a request to
 * diagnose gives way to it, never an emergency or a red flag; "do I have cancer? you tell me" without
 * a result's meaning stays a request (issue 28).
 */
const RESULT_MEANING: [RegExp, RegExp][] = [
  [/\bmeans?\b(?: \w+){0,4}? (?:cancer|cancerous)\b/i, /\b(?:fit|tests?|results?|positive|polyps?)\b/i],
  [/(?:代表|意味|表示|等于|等於)[^，,。？?]{0,8}癌/u, /阳性|陽性|结果|結果|FIT|检测|檢測|息肉/iu],
  [
    /\b(?:maksud\w*|bermakna|bererti)\b[^.?!]{0,25}\b(?:kanser|barah|cancer)\b/iu,
    /\b(?:positif|keputusan|ujian|fit)\b/iu,
  ],
  [/(?:cancer|புற்றுநோய்|கேன்சர்)[^.?!]{0,20}அர்த்த/iu, /positive|result|முடிவு|FIT|பரிசோதனை|சோதனை/iu],
  // Tamil asks what a positive result means with the question on the word itself: "FIT result
  // positive-ஆ வந்திருக்கு, (அப்போ) எனக்கு cancer-ஆ?" ("it came positive, so, cancer?"), as Malay's "ke".
  [
    /(?:cancer|கேன்சர்)\s*-?\s*ஆ(?![\u0b80-\u0bff])|(?:புற்றுநோயா|கேன்சரா)(?![\u0b80-\u0bff])/iu,
    /\bpositive\b|பாசிட்டிவ்|நேர்மறை/iu,
  ],
];
/** "Just tell me straight", "memang", "肯定", "இருக்கா இல்லையா" (or not): asking for a verdict, not for what a result means. */
const VERDICT =
  /\b(?:for sure|definitely|confirm|confirmed|just tell me|tell me straight|yes or no|memang|pasti|sah)\b|肯定|确定|確定|一定是|உறுதி|இல்லையா|நீங்களே|ஆமா/iu;
const asksWhatAResultMeans = (text: string) =>
  !VERDICT.test(text) && RESULT_MEANING.some(([meaning, result]) => meaning.test(text) && result.test(text));

/**
 * "I ate dragon fruit and my stool is red, is that blood?": red food colours stool, and what that
 * means is ours to answer (the bank's answer ends at a doctor when unsure). Where a red food is named,
 * the colour and the question whether it is blood are set aside and the message triaged again for a
 * red flag; an emergency is always read in the whole message, and any other sign (blood seen,
 * weeks of it, weight lost) still reads as a red flag (issue 28).
 */
const RED_FOOD =
  /\b(?:dragon ?fruits?|pitaya|pitahaya|beet ?roots?|beets?|red food colou?r\w*|red colou?ring|red velvet|red jelly|cranberr\w*)\b|火龙果|火龍果|甜菜|红菜头|紅菜頭|\bbuah naga\b|\bubi bit\b|டிராகன்|பீட்ரூட்|பீட் ?ரூட்|\bdragon\b/iu;
const COLOUR_QUESTION =
  /\b(?:red|reddish|redish|pink|pinkish|maroon|purple|purplish|merah|kemerahan)\b|\b(?:is|was|could|can|might|would|are|does)(?: \w+){0,3}? (?:be )?(?:blood|bleeding)\b|\b(?:blood|bleeding) or\b|\bor (?:is it |it's )?(?:blood|bleeding)\b|\b(?:darah|berdarah) (?:ke|kah)\b|\b(?:ke|adakah|ini|itu) darah\b|(?:红|紅)色?|(?:是不是|是|会不会是|會不會是)血|血吗|血嗎|சிவப்பு|சிகப்பு|(?:இ)?ரத்தமா|(?:இ)?ரத்தம் ?ஆ/giu;

function triaged(text: string, english: string): Triage | undefined {
  const found = [
    triageEnglish(english),
    english === text ? null : triageEnglish(text),
    triageIn("zh", text),
    triageIn("ms", text),
    triageIn("ta", text),
  ];
  return ORDER.find((l) => found.includes(l) && !(l === "diagnosis" && asksWhatAResultMeans(text)));
}

export function assess(text: string, english: string = text): Assessment | null {
  let level = triaged(text, english);
  if (level === "red-flag" && (RED_FOOD.test(text) || RED_FOOD.test(english)))
    level = triaged(text.replace(COLOUR_QUESTION, " "), english.replace(COLOUR_QUESTION, " "));
  return level ? { level, language: languageOf(text) } : null;
}

/** The most urgent level of a message, in whatever language; null when none. */
export const triage = (text: string): Triage | null => assess(text)?.level ?? null;

/** Whether a message describes an emergency or a red-flag symptom (a request to diagnose does not). */
export function mentionsSymptoms(text: string | null | undefined): boolean {
  const level = text ? triage(text) : null;
  return level === "emergency" || level === "red-flag";
}
