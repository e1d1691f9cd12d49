import { readAsRulesDo as prepare } from "~/features/safety";

// ── Greetings ───────────────────────────────────────────────────────────────────────────────
const GREETING_WORDS = [
  "hi|hii|hello|helo|hallo|hey|heya|hiya|yo|greetings|good (?:morning|afternoon|evening|night|day)|" +
    "morning|evening|thanks?|thank you|thankyou|thx|tq|ty|cheers|many thanks|much appreciated|bye|" +
    "bye bye|byebye|goodbye|good bye|see you|see ya|take care|ok|okay|k|noted|got it|i see|great|nice|" +
    "cool|awesome|alright|sure|sorry|welcome|how are you(?: doing| today)?",
];
const GREETING_TAIL = [
  "there|again|everyone|all|bot|chatbot|champion|doctor|team|very much|so much|a lot|" +
    "for (?:the |your )?help|for (?:the |your )?(?:answer|info|information|reply)",
];
const greeting = new RegExp(
  `^(?:(?:${GREETING_WORDS.join("|")})(?: (?:${GREETING_TAIL.join("|")}))*[\\s,.!?]*)+$`,
  "u",
);

/** "hi", "hello", "thanks", "bye", "good morning" and the like, with nothing else asked. */
export function isGreeting(text: string): boolean {
  const plain = prepare(text)
    .replace(/[!.,?~:;)(]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return plain.length > 0 && greeting.test(plain);
}

// ── Health or the movement ──────────────────────────────────────────────────────────────────
/**
 * Words that make a question ours to answer or to decline honestly, rather than off-topic: the body,
 * symptoms, care and its costs, screening, and the RID-CRC movement. A word here only decides
 * between "decline" and "off-topic"; it never answers anything.
 */
const healthWords = [
  // health and the body
  "health\\w*|medical\\w*|body|bod(?:ily|ies)|abdom\\w*|stomach|tummy|belly|gut|intestin\\w*|colon\\w*|" +
    "rect\\w*|anus|anal|bowels?|liver|lungs?|heart|chest|kidneys?|prostate|breasts?|skin|brain|bones?|" +
    "teeth|tooth|blood|immun\\w*|hormon\\w*|weight|pregnan\\w*",
  // symptoms and conditions
  "symptoms?|pain\\w*|ache\\w*|headache|sick\\w*|ill|illness|disease\\w*|fever|cough\\w*|flu|covid\\w*|" +
    "infection\\w*|bleed\\w*|stools?|poo\\w*|faeces|feces|diarrh\\w*|constipa\\w*|bloat\\w*|vomit\\w*|" +
    "nause\\w*|gas|fart\\w*|haemorrhoids?|hemorrhoids?|piles|anaemi\\w*|anemi\\w*|cancers?|tumou?rs?|" +
    "polyps?|adenoma\\w*|crc|carcinoma\\w*|diabet\\w*|cholesterol|obes\\w*|overweight|stoma|dizz\\w*|" +
    "giddy|faint\\w*|tired\\w*|fatigue\\w*|dying|death|survival|surviv\\w*",
  // care, medicines, treatment
  "doctors?|gp|gps|clinic\\w*|polyclinic\\w*|hospital\\w*|specialist\\w*|gastro\\w*|nurse\\w*|" +
    "surgeon\\w*|surgery|surgical|operation|a&e|ambulance|medicin\\w*|medication\\w*|pills?|tablets?|" +
    "drugs?|antibiotic\\w*|vaccin\\w*|booster|supplement\\w*|vitamin\\w*|herbs?|herbal|tcm|acupuncture|" +
    "treatment\\w*|therap\\w*|chemo\\w*|radiotherapy|recover\\w*|detox|diagnos\\w*|biopsy|prescri\\w*|" +
    "metformin|aspirin|laxative\\w*|side effects?|diet\\w*|fibre|fiber|exercis\\w*|smok\\w*|alcohol|" +
    "genetic\\w*|hereditary|family history",
  // screening and its tests
  "screen\\w*|fit|fobt|prep|bowel prep\\w*|colonoscop\\w*|sigmoidoscop\\w*|scope|endoscop\\w*|test kits?|checkup|check-up|" +
    "health check|lynch|fap|hpv|nordicc|eclipse (?:study|trial)|uspstf",
  // costs of care
  "chas|medisave|medishield\\w*|integrated shield|shield plan|subsid\\w*|insurance|healthier sg|" +
    "pioneer generation|merdeka generation",
  // the movement
  "rid-?crc|rid crc|you guys|your (?:team|group|organi[sz]ation|movement|website|site)|this (?:website|site|movement)|" +
    "2035|champions?(?! league)|movement|sponsor\\w*|volunte\\w*|volanteer\\w*|pledge\\w*|" +
    "donat\\w*|csr|partner clinics?|events?|workshops?|waitlist\\w*|wait-?list\\w*|invitations?|referr\\w*|roadshow\\w*|vision 2035|survivors?|ambassador\\w*",
];
const health = new RegExp(`\\b(?:${healthWords.join("|")})\\b`, "u");

/** Whether the text is about health, the body, screening, doctors, costs of care, or the movement. */
export function isHealthRelated(text: string): boolean {
  return health.test(prepare(text));
}
