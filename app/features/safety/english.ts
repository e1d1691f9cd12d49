/**
 * The safety triage of English (and Singlish) text, run on every chat message before any retrieval
 * and on every appointment request (issue 16, ADR 0021, issue 23):
 * an emergency first (call 995 or go to the A&E now), then a red-flag symptom (see a doctor
 * promptly), then a request to diagnose or treat (the bot cannot). It reads the Singlish
 * normaliser's plain lower-case English ("pang sai" → "pass stool", "tummy pain" → "abdominal
 * pain"), and plain English typed as is, so every rule names both the gloss and the everyday words.
 *
 * Regular expressions, not a classifier: each rule can be read, tested case by case and argued
 * with, and a miss on an emergency is fixed by a line, not by retraining. The rules lean towards
 * caution: a false red flag costs a person one extra sentence, a missed one may cost far more.
 * A question ABOUT a warning sign ("what does black stool mean?") is a red flag too: the reply
 * still links what the site says about it.
 */

import type { Triage } from "./types";

/** A rule is one pattern, or several that must all match somewhere in the message. */
export type Rule = RegExp | RegExp[];

/** Up to `n` words between two parts, within one sentence (commas allowed, full stops not). */
const gap = (n: number) => `(?:[\\s,]+[\\w'&-]+){0,${n}}?[\\s,]+`;
/** `a` then `b` with at most `n` words between, or `b` then `a`. */
const near = (a: string, b: string, n: number) => `\\b${a}\\b${gap(n)}${b}\\b|\\b${b}\\b${gap(n)}${a}\\b`;
const rx = (source: string) => new RegExp(source, "u");
/** Alternatives, written as groups of "a|b|c" strings. */
const oneOf = (groups: readonly string[]) => `(?:${groups.join("|")})`;

// The vocabulary the rules share. Raw English and the normaliser's glosses side by side.
const BLOOD = "(?:blood|blod|bloody|bleed|bleeds|bleeding|bled)";
const STOOL =
  "(?:stools?|stoll|poos?|poops?|faeces|feces|motions?|bowel movements?|shit|pang sai|toilet(?: bowl| paper)?)";
const BOTTOM = "(?:bottom|anus|anal|rectum|back passage|backside|behind|butt|bum|buttocks)";
const BELLY = "(?:abdominal|abdomen|stomach|tummy|belly|gut)";
const PAIN = "(?:pain|pains|ache|aches|cramps?|cramping)";
const INTENSE = "(?:very|so|really|super|extremely|damn|too)";
const NOT = "(?:cannot|can't|cant|can not|could not|couldn't|unable to)";

/**
 * Phrases that name blood without naming a bleed: tests, medicines, the FIT looking for hidden
 * blood, giving blood. Set aside before the emergency and red-flag rules read the message, so "can
 * I donate blood after polyps were removed" or "stool test or blood test?" raise no alarm.
 */
const notABleed = new RegExp(
  [
    "\\bblood (?:tests?|thinners?|thinning|pressure|sugar|glucose|type|group|donation|donor|vessels?|work|report|results?|counts?|cells?|levels?)\\b",
    "\\bdonat\\w* (?:my )?blood\\b",
    "\\b(?:hidden|occult|invisible|microscopic|tiny amounts? of|traces? of) blood\\b",
    "\\b(?:detects?|detecting|checks? for|looks? for|tests? for|screens? for|picks? up|finds?) (?:\\w+ )?blood\\b",
    "\\bstool tests?\\b",
  ].join("|"),
  "gu",
);

/**
 * A sign said to be absent: "no blood", "no blood in my stool", "didn't see any blood", "no weight
 * loss", "no change in bowel habits", "not losing weight". Set aside before the rules read the
 * message, so "no symptoms, no blood, weight stable: when should I start screening?" is answered,
 * while any sign the message does name ("no pain but blood in my stool", "no blood, but my stool is
 * black") still reads as one. Only "no" and its like right before the sign: "not a lot of blood" is
 * a little blood, "no more blood", "no idea why there is blood" are not set aside, nor an absence
 * that has ended ("no blood until last week", "no bleeding before, but now ...").
 */
const ABSENT = oneOf([
  "no|without|zero|not any|none of|never (?:any|had(?: any)?|saw(?: any)?|seen(?: any)?|noticed(?: any)?|see(?: any)?)",
  "(?:haven't|havent|have not|hasn't|hasnt|has not|hadn't|had not) (?:had|seen|noticed|found|passed)(?: any)?",
  "(?:don't|dont|dun|do not|doesn't|doesnt|does not|didn't|didnt|did not) (?:have|see|notice|find|get|pass)(?: any)?",
]);
const ABSENT_SIGN = oneOf([
  `(?:(?:visible|obvious|fresh|red|rectal|signs? of|sign of) )?${BLOOD}(?: (?:in|on|with|from) (?:my |the |his |her )?(?:${STOOL}|${BOTTOM}))?`,
  `(?:black|dark|tarry|thin|bloody) ${STOOL}`,
  "(?:(?:unexplained|unintentional|sudden) )?(?:weight loss|loss of weight)",
  `(?:changes?|change) in (?:my |his |her |the )?(?:bowel|toilet|stool)\\w*(?: habits?| pattern)?`,
  `${BELLY} ${PAIN}`,
]);
const absentSign = new RegExp(
  `\\b${ABSENT} ${ABSENT_SIGN}\\b(?![^.?!]{0,40}\\b(?:until|till|but now|now (?:there|i|it|got|have)|then|anymore|any more)\\b)` +
    `|\\b(?:(?:i|i'm|im|he|she|he's|she's|we) )?(?:am |is |are |have |has )?(?:not|never|haven't|hasn't|have not|has not) (?:been )?(?:losing|lost|dropped) (?:any )?(?:weight|wieght|weigth|wight)\\b`,
  "gu",
);

// ── Emergency: call 995 or go to the A&E now ────────────────────────────────────────────────
const HEAVY = oneOf([
  "heavy|heavily|a lot of|alot of|lots of|lot of|very much|so much|too much|non[ -]?stop|pouring|" +
    "gushing|massive|profuse|profusely|(?:whole |full )?bowl of|full of|bucket of|cup of",
]);
const UNSTOPPING = oneOf([
  `won't stop|wont stop|will not stop|${NOT} stop|does not stop|doesn't stop|not stopping|never stops?|` +
    "keeps? (?:on )?(?:bleeding|coming)",
]);
/** "breathless on stairs", "short of breath when climbing": after effort, not at rest. */
const EXERTION =
  "(?: \\w+){0,2}? (?:on|climbing|walking|going up|up|after|when|while|during) (?:the )?(?:\\w+ )?(?:stairs|steps|climbing|walking|exercis\\w*|exertion|running|jogging|a walk)";
/** Signs that a bleed is taking too much: dizziness, fainting, pallor, a racing heart. */
const SHOCK = oneOf([
  "dizzy|dizziness|giddy|giddiness|light-?headed|faint|fainting|fainted|pale|cold sweats?|clammy|" +
    `breathless(?!${EXERTION})|pass(?:ed|ing)? out|black(?:ed|ing)? out|${INTENSE} weak|heart (?:is )?racing|` +
    "racing heart|palpitations?",
]);
const SEVERE = oneOf([
  `severe|severely|${INTENSE} bad|unbearable|terrible|terible|excruciating|worst|extreme|intense|` +
    "agoni[sz]ing|horrible|horrendous|killing me|(?:cannot|can't|buay) tahan|" +
    `${NOT} (?:even )?(?:stand(?: up)?|walk|move|sleep|bear it)|rolling|crying|screaming|doubled over`,
]);

/** Words of cause: what a food or a medicine may lead to, asked about, not a bleed seen. */
const CAUSE = "(?:cause|causes|causing|make|makes|give|gives|lead to|leads to|result in)";

const emergency: Rule[] = [
  // Heavy bleeding: "a lot of blood", "bleeding very heavily", "it won't stop", "whole bowl of blood".
  // Not "not a lot of blood", "blood, not heavy": a little blood is a red flag below.
  // Not "can eating a lot of chilli cause blood in stool?": the heavy thing is the food, the blood a
  // question of cause (still a red flag below).
  rx(`(?<!\\bnot (?:\\w+ )?)\\b${HEAVY}(?![\\s,]+(?:\\w+[\\s,]+)?${CAUSE}\\b)${gap(2)}${BLOOD}\\b`),
  rx(`\\b${BLOOD}${gap(3)}(?<!\\bnot (?:\\w+ )?)${HEAVY}\\b`),
  rx(`\\b${BLOOD}\\b${gap(6)}${UNSTOPPING}`),
  rx("\\b(?:bleed|bleeds|bleeding|bled) (?:very |so |quite |really )?(?:a lot|alot|lots|much|badly)\\b"),
  rx(`\\b(?:big|large|huge) (?:blood )?clots\\b|\\btoilet bowl (?:is |was |all |turns? |turned )*red\\b`),
  // A bleed (or black, tarry stool) with dizziness, paleness or feeling faint, anywhere in the message.
  // Red or maroon stool too: with dizziness, whatever was eaten, it is read as a bleed.
  [
    rx(`\\b${BLOOD}\\b|\\b(?:black|tarry|red|maroon)\\b${gap(2)}${STOOL}\\b|\\b${STOOL}\\b${gap(2)}(?:red|maroon)\\b`),
    rx(`\\b${SHOCK}\\b`),
  ],
  // Fainting or collapsing, on its own. Not the sedation question "will I pass out during it?".
  rx(
    "(?<!\\b(?:will|would|do|does) (?:i|you|he|she) |\\bmake (?:me|you) )\\b(?:faint|faints|fainted|fainting|" +
      "pass(?:ed|ing)? out|black(?:ed|ing)? out|collaps(?:e|ed|es|ing)|lost consciousness|losing consciousness|" +
      "unconscious|unresponsive)\\b",
  ),
  // Severe pain: "severe abdominal pain", "abdominal pain unbearable", "pain until cannot stand up".
  rx(`\\b${SEVERE}${gap(3)}${PAIN}\\b`),
  rx(`\\b${PAIN}\\b${gap(4)}${SEVERE}\\b`),
  rx(`\\b${BELLY} (?:is |very |so |really |super |extremely |damn |too )*${INTENSE} (?:painful|pain|sore)\\b`),
  // "abdominal pain serious" (jialat) said of one's own pain, not "is abdominal pain serious?".
  rx(`(?<!^(?:is|how|when|what|why|does|can)\\b.*)\\b${BELLY} ${PAIN} (?:is )?(?:${INTENSE} )?serious\\b`),
  // A blocked bowel: a swollen or hard belly with vomiting, no wind, or pain.
  [
    rx("\\b(?:swoll?en|distended|bloated)\\b"),
    rx(`\\b(?:vomit\\w*|(?:throw\\w*|threw) up|${NOT} (?:fart|pass (?:gas|wind)))\\b`),
  ],
  [
    rx(`\\b${PAIN}\\b`),
    rx(`\\b(?:swoll?en|distended)\\b${gap(2)}hard\\b|\\bhard\\b${gap(2)}(?:swoll?en|distended)\\b`),
  ],
  // After a colonoscopy or a polyp's removal, fever or a hard belly: a tear or an infection (the
  // preparation article's "seek medical help urgently" list), whatever else the message asks.
  [
    rx("\\b(?:colonoscop\\w*|colonscop\\w*|polypectomy|polyps? (?:were |was )?(?:removed|cut|taken out)|scope)\\b"),
    rx(
      `\\b(?:fever|feverish|high temperature|chills|shivering|rigors)\\b|\\b${BELLY}\\b(?: \\w+){0,3}? (?:hard|rigid|swollen)\\b`,
    ),
  ],
  // Vomiting or coughing blood.
  rx(`\\b(?:vomit\\w*|(?:throw\\w*|threw) up|cough\\w*(?: up)?)\\b${gap(2)}${BLOOD}\\b`),
  rx(`\\bblood\\w* (?:in|with) (?:my |the |his |her )?vomit\\b`),
  // Chest pain, a stroke, not breathing.
  rx(
    `\\bchest (?:pain|pains|tightness|tight|ache|pressure)\\b|\\bpain in (?:my |the |his |her )?chest\\b|\\bheart attack\\b`,
  ),
  rx(
    `\\b(?:${NOT}|hard to|difficult to|difficulty|trouble|struggling to|struggle to) (?:\\w+ )?breath\\w*|` +
      // Out of breath only on stairs or exercise is anaemia's sign (a red flag below), not an emergency.
      `\\b(?:short(?:ness)? of breath|breathless)\\b(?!${EXERTION})|\\b(?:not|stopped) breathing\\b|\\bchoking\\b`,
  ),
  // Harm to oneself: the same number answers.
  rx("\\b(?:suicide|suicidal|kill myself|end my life|take my own life)\\b"),
];

// ── Red flag: see a doctor promptly ─────────────────────────────────────────────────────────
const LONG = oneOf([
  // weeks and months, however counted
  "(?:a|one|two|three|four|five|six|few|several|many|some|more than a|over a|\\d+) (?:weeks?|wks?|months?|mths?|years?)",
  // more than a few days
  "(?:three|four|five|six|seven|eight|nine|ten|few|a few|several|many|[3-9]|\\d\\d) days|" +
    "more than (?:a few|\\w+) days|since last (?:week|month)|every day now|everyday now|all the time|" +
    "on and off|keeps? coming back|" +
    "(?:still )?(?:never|won't|does not|doesn't|not) (?:stops?|go(?:es)? away|gets? better)",
]);
/** Weeks and months, not days: "for over a month", "three weeks now". */
const WEEKS = oneOf([
  "(?:a|one|two|three|four|five|six|few|several|many|more than a|over a|\\d+) (?:weeks?|wks?|months?|mths?|years?)|since last month|for weeks|for months",
]);
/** "lost about 6 kg", "lost almost 5 kilos". */
const ABOUT = "(?:(?:about|around|almost|nearly|over|more than|like|roughly|close to|maybe) )?";
const THIN = "(?:thin|thinner|narrow|narrower|pencil(?:-thin)?|ribbon|skinny)";
const WEIGHT = "(?:weight|wieght|weigth|wight|kg|kgs|kilos?|pounds|lbs)";
/** Who may be losing weight: "i", "she", "my mum keep losing weight". */
const WHO =
  "(?:i|i'm|im|i've|ive|he|she|he's|she's|we|we've|they|they've|mum|mom|mother|dad|father|husband|wife|son|daughter|brother|sister|" +
  "grandma|grandpa|grandmother|grandfather|friend|uncle|aunt|auntie)";

/** Pain of the belly: "tummy pain", "stomach keeps aching", "pain in my abdomen", "stomachache". */
const BELLY_PAIN = `(?:\\b${BELLY}\\b(?: \\w+){0,2}? ${PAIN}\\b|\\b${PAIN} (?:in|at) (?:my |the |his |her )?${BELLY}\\b|\\b(?:stomach|tummy|belly)aches?\\b)`;

const redFlag: Rule[] = [
  // Blood in, on or with the stool; from the bottom; seen in the toilet.
  rx(near(BLOOD, STOOL, 4)),
  rx(`\\b${BLOOD} (?:from|out of|out from|at) (?:my |the |his |her )?${BOTTOM}\\b|\\b${BOTTOM}\\b${gap(2)}${BLOOD}\\b`),
  rx(`\\b(?:rectal|anal) bleed\\w*|\\bbloody (?:stools?|diarrhoea|diarrhea|poo)\\b|\\bbright red blood\\b`),
  rx(near(BLOOD, "(?:underwear|undies|underpants|panties|briefs|pants)", 3)),
  // Blood on the paper after wiping, and blood that has gone on for weeks ("on and off for a
  // month"). Not the screening blood test ("a blood test once a year").
  rx(near(BLOOD, "(?:tissues?|toilet paper|toilet roll|paper)", 3)),
  rx(`\\b${BLOOD}\\b(?! tests?\\b)${gap(8)}${LONG}\\b|\\b${LONG}\\b${gap(8)}${BLOOD}\\b(?! tests?\\b)`),
  rx(
    `\\b(?:see|saw|seeing|seen|notice|noticed|noticing|pass|passed|passing|found|find) (?:some |a bit of |a little )?blood\\b`,
  ),
  rx(
    `\\b${BLOOD}\\b${gap(5)}(?:when|after|while|every time|each time|whenever) (?:i |he |she |you )?(?:pass|passing|go|wipe|wiping|poo|poop)\\b`,
  ),
  // "blood bright red only when i constipated", "bleed each time I strain".
  rx(`\\b${BLOOD}\\b (?:is |was |very |quite |looks? )*(?:bright |dark |fresh )?red\\b`),
  rx(
    `\\b${BLOOD}\\b${gap(4)}(?:when|after|while|every time|each time|whenever) (?:i |he |she |you )?(?:am |is |was |got |get |have |has )?(?:constipat\\w*|strain\\w*|push\\w*)\\b`,
  ),
  rx(
    `\\b(?:haemorrhoids?|hemorrhoids?|piles)\\b${gap(3)}${BLOOD}\\b|\\b${BLOOD} (?:haemorrhoids?|hemorrhoids?|piles)\\b`,
  ),
  rx(`\\b(?:red|maroon) ${STOOL}\\b|\\b${STOOL} (?:is |was |looks? |very |quite )*(?:red|maroon)\\b`),
  // Bleeding after a procedure needs the doctor who did it.
  rx(
    `\\b${BLOOD}\\b.{0,40}\\bafter\\b.{0,30}\\b(?:polyps?|polypectomy|colonoscopy|biopsy|procedure|removal|removed)\\b`,
  ),
  rx(`\\bafter (?:my |the |his |her )?(?:polyp\\w*|colonoscopy|biopsy|procedure)\\b.{0,40}\\b${BLOOD}\\b`),
  // Black, tarry or dark stool.
  rx(near("(?:black|tarry|tar|dark|darker)", STOOL, 3)),
  // A lasting change in bowel habits; diarrhoea or constipation that goes on.
  rx(
    `\\bchang\\w*\\b${gap(3)}(?:bowel|toilet|stool)\\w*\\b|\\b(?:bowel|toilet|stool) (?:habits?|pattern) (?:\\w+ )?(?:chang\\w*|different)`,
  ),
  rx(near("(?:diarrhoea|diarrhea|diarrhoe|lao sai|loose stools?|watery stools?|constipa?t\\w*|hard stools?)", LONG, 6)),
  rx(
    `\\b(?:toilet|stool|poo|poop|bowel)\\b.{0,30}\\b(?:three|four|five|six|seven|eight|ten|[3-9]|\\d\\d|so many|too many) times (?:a|per|every) day\\b`,
  ),
  rx(
    "\\b(?:go|going|pass|passing) (?:to the toilet |stool )?(?:much )?more (?:often|times) than (?:usual|before|normal)\\b",
  ),
  // Stools thinner than usual.
  rx(near(THIN, STOOL, 4)),
  // Weight lost without trying.
  rx(
    `\\b(?:unexplained|unintentional|unintended|unexpected|sudden|rapid|mysterious|unexplainable) (?:\\w+ )?(?:weight loss|loss of weight)\\b`,
  ),
  rx(
    `\\b(?:weight loss|losing ${WEIGHT}|lost ${ABOUT}(?:\\d+ ?)?${WEIGHT})\\b${gap(4)}(?:without|for no|no reason|not (?:dieting|trying)|never diet\\w*|but (?:i |he |she )?eat\\w*)`,
  ),
  rx(
    `\\b${WHO}\\b(?: \\w+){0,2}? (?:losing|lost|dropped) (?:\\w+ ){0,2}?${WEIGHT}\\b(?!.*\\b(?:by|through|from|with|after) (?:\\w+ )?(?:diet|dieting|exercis\\w*|gym|jogging|running|fasting))`,
  ),
  // "tired all the time and lost weight", "and has been losing weight": a loss told in passing, not
  // a plan ("exercise and losing weight" is not a loss that happened, so "losing" needs "been").
  rx(
    `\\band (?:\\w+ ){0,2}?(?:lost|been losing|dropped) (?:\\w+ ){0,2}?${WEIGHT}\\b(?!.*\\b(?:by|through|from|with|after) (?:\\w+ )?(?:diet|dieting|exercis\\w*|gym|jogging|running|fasting))`,
  ),
  rx(
    `\\blost ${ABOUT}\\d+ ?(?:kg|kgs|kilos?|pounds|lbs)\\b(?!.*\\b(?:by|through|from|with|after) (?:\\w+ )?(?:diet|dieting|exercis\\w*|gym|jogging|running|fasting))`,
  ),
  // Tummy pain that does not go away (the warning signs' list): "stomach pain for a month",
  // "tummy keep pain on and off", "for weeks my belly aches".
  rx(`${BELLY_PAIN}.{0,60}\\b${LONG}`),
  rx(`\\b${LONG}\\b.{0,40}${BELLY_PAIN}`),
  // Cramps or bloating that have gone on for weeks, without a belly word ("cramps and bloating for
  // over a month"): weeks, not days (the bowel preparation's bloating lasts a day).
  rx(`\\b(?:cramps?|cramping|bloat(?:ed|ing)?|wind pains?|discomfort)\\b.{0,60}\\b${WEEKS}`),
  rx(`\\b${WEEKS}\\b.{0,40}\\b(?:cramps?|cramping|bloat(?:ed|ing)?|wind pains?)\\b`),
  // A symptom after a normal test, asked whether it can be ignored: a test for people without
  // symptoms does not rule out what a symptom may mean ("my FIT was negative, can I ignore the pain?").
  [
    rx(
      `\\b(?:fit|test|tests|result|results|screening|colonoscopy|scope)\\b.{0,40}\\b(?:negative|normal|clear|fine|ok|okay)\\b|\\b(?:negative|normal|clear) (?:fit|test|result|colonoscopy)\\b`,
    ),
    rx(
      `\\b(?:symptoms?|${PAIN}|bloat(?:ed|ing)?|discomfort|bleeding|diarrh\\w*|constipat\\w*|${BELLY} (?:is |feels )?(?:sore|upset))\\b`,
    ),
    rx(
      "\\b(?:ignore|ignoring|ignored|nothing to worry|no need to (?:see|worry)|don't need to see|do not need to see|skip (?:the|seeing a) doctor)\\b",
    ),
  ],
  // Anaemia, low iron, low haemoglobin.
  rx("\\b(?:anaemi\\w*|anemi\\w*|iron[ -]deficien\\w*|low (?:iron|haemoglobin|hemoglobin|hb|ferritin|blood count))\\b"),
  rx("\\b(?:haemoglobin|hemoglobin|hb|iron|ferritin)\\b(?: \\w+){0,2}? (?:low|dropped|dropping)\\b"),
  // A lump in the belly or the bottom.
  rx(near("(?:lump|lumps|mass)", `(?:${BELLY}|${BOTTOM}|groin)`, 3)),
  // The bowel never feels empty.
  rx("\\bincomplete (?:emptying|evacuation|bowel)\\b"),
  rx(
    `\\b(?:bowel|bowels|stool)\\b.{0,30}\\b(?:not|never|don't|doesn't|does not|didn't) (?:\\w+ )?(?:empty|emptied|finish|finished|complete)\\b`,
  ),
  rx(
    "\\bfeel\\w*\\b.{0,30}\\b(?:(?:not|never|hasn't|hasnt|haven't|havent|didn't|didnt|not yet|cannot|can't|cant|unable to) (?:fully |completely |completly )?(?:empty|emptied|finish|finished|done|complete)|still (?:need|want) to go|need to go again)\\b",
  ),
];

// ── Diagnosis or treatment: the bot cannot; see a doctor ────────────────────────────────────
const CONDITION =
  "(?:cancer|cancerous|tumou?r|polyps?|haemorrhoids|hemorrhoids|piles|colitis|crohn\\w*|ibs|an infection|infection|a disease|disease|an ulcer|ulcer|something serious|something wrong)";
/** Medicines people name: blood thinners, diabetes medicine, laxatives and everyday painkillers. */
const NAMED_DRUG =
  "(?:aspirin|warfarin|clopidogrel|plavix|apixaban|eliquis|rivaroxaban|xarelto|dabigatran|blood thinners?|metformin|insulin|laxatives?|laxitives?|dulcolax|fybogel|senna|lactulose|loperamide|imodium|panadol|paracetamol|ibuprofen|nurofen|steroids?)";
const MEDICINE =
  "(?:medicines?|medications?|meds|pills?|tablets?|drugs?|antibiotics?|cream|ointment|painkillers?|treatment)";
const TREATMENT =
  "(?:chemo\\w*|radiotherapy|radiation|surgery|operation|immunotherapy|treatment|medications?|medicines?|stoma)";

/** A question about what a polyp is, in general: no one's own, no finding ("found", "removed", a result). */
const ABOUT_A_POLYP =
  "(?=.*\\bwhat(?:'s|s| is| are| exactly is)(?: a| an)? (?:colon |bowel )?(?:polyps?|adenomas?)\\b)(?!.*\\b(?:i|i'm|im|i've|ive|me|my|mine|he|she|his|her|we|our|us|found|removed|seen|saw|result|results|report|biopsy)\\b)";

const diagnosis: Rule[] = [
  // "do I have cancer", "have I got colon cancer", "am I having cancer", "is it cancer".
  rx(
    `\\b(?:do|does|did|could|might|may) (?:i|he|she|my \\w+) (?:have|has|got) (?:\\w+ ){0,2}?${CONDITION}\\b(?! (?:removed|taken out|checked|tested|screened))`,
  ),
  rx(`\\b(?:have|has) (?:i|he|she) got (?:\\w+ ){0,2}?${CONDITION}\\b|\\bam i having (?:\\w+ ){0,2}?${CONDITION}\\b`),
  // Not "What is a polyp? Is it already cancer?": "it" is the thing asked about, not the person's own
  // (no "I", "my", "his", no finding or result), so what a polyp is answers it.
  rx(
    `^(?!${ABOUT_A_POLYP}).*\\b(?:is|could) (?:it|this|that) (?:be )?(?:\\w+ )?(?:cancer|cancerous|malignant|a tumou?r)\\b`,
  ),
  rx(
    "\\b(?:is|are) (?:my|his|her|the) (?:\\w+ )?(?:tumou?r|polyps?|lump|growth|mass)s? (?:\\w+ )?(?:malignant|benign|cancerous|cancer)\\b",
  ),
  rx("\\bmalignant or benign\\b|\\bbenign or malignant\\b"),
  rx(
    `\\b(?:tell|know|say|check|find out|confirm)(?: me| us)? (?:if|whether) (?:i|he|she|my \\w+) (?:have|has|got|is having|am having) (?:\\w+ ){0,2}?${CONDITION}\\b`,
  ),
  rx(
    "\\b(?:am i|is (?:he|she|my \\w+)) (?:going to|gonna) die\\b|\\bwill (?:i|he|she) die\\b|\\bhow long (?:do|will) (?:i|he|she) (?:have )?(?:left|to live)\\b",
  ),
  // "diagnose me", "what is wrong with me", "what sickness do I have", "you think what problem".
  rx("\\bdiagnos(?:e|is)\\b(?: \\w+)? (?:me|my|him|her|this|what)\\b|\\bplease diagnose\\b"),
  rx("\\bwhat(?:'s| is)? wrong with (?:me|my|him|her)\\b"),
  rx(
    "\\bwhat (?:sickness|illness|disease|condition|problem|cancer)\\b(?: \\w+){0,2}? (?:i|he|she|my \\w+) (?:have|has|got|having)\\b",
  ),
  rx(
    "\\byou think (?:it is |it's |is |i have |i got )?what\\b|\\bwhat do you think (?:i|it|he|she) (?:have|has|is)\\b",
  ),
  rx(
    "\\b(?:can|could|will|would) you (?:please )?(?:check|examine|assess|look at) (?:my|his|her) (?:\\w+ )?(?:symptoms?|condition|results?|report|stool|body)\\b",
  ),
  // Medicines and doses.
  rx(`\\b(?:what|which) (?:\\w+ )?${MEDICINE}\\b(?: \\w+)? (?:should|can|do|must|to) (?:i|he|she|we|my \\w+)\\b`),
  rx(`\\b(?:what|which) (?:\\w+ )?${MEDICINE} (?:to take|is best for (?:me|my))\\b`),
  rx(
    `\\b(?:what|which) (?:\\w+ ){0,3}?${MEDICINE}\\b(?: \\w+){0,2}? (?:i|he|she|we) (?:should|can|must|need to|have to)\\b`,
  ),
  rx(`\\b${MEDICINE}\\b(?: \\w+){0,4}? for (?:my|his|her|our) (?:\\w+ )?${CONDITION}`),
  rx(
    "\\bprescri(?:be|ption)\\b(?: \\w+)? (?:me|my|him|her|us|something|anything|for me)\\b|\\b(?:can|could|will|would|please) (?:you )?prescribe\\b",
  ),
  rx("\\bwhat (?:dose|dosage)\\b|\\bhow (?:much|many) (?:mg|pills|tablets|medicine|medication)\\b"),
  // "recommend a haemorrhoid cream", "suggest some medicine for it", "how many times a day to apply
  // it": choosing a medicine and how often to use it is a doctor's or a pharmacist's. Not the bowel
  // preparation, which the clinic's instructions (and the bank) answer.
  rx(
    `^(?!.*\\b(?:colonoscopy|scope|prep|preparation|procedure)\\b).*\\b(?:recommend|suggest)\\b(?: me)?(?: a| an| some| any| the best| a good)?(?: [\\w-]+){0,2}? ${MEDICINE}\\b`,
  ),
  rx(
    "^(?!.*\\b(?:colonoscopy|scope|prep|preparation|procedure|kit|fit)\\b).*\\bhow (?:many times|often)\\b(?: [\\w']+){0,4}? (?:apply|take|use|put)\\b",
  ),
  // "piles or cancer? you tell me which one", "confirm: haemorrhoids or a tumour": a verdict between two.
  [
    rx(
      "\\b(?:haemorrhoids?|hemorrhoids?|piles|fissure|polyps?|cancer|tumou?r)\\b(?: [\\w']+)? or (?:\\w+ )?(?:haemorrhoids?|hemorrhoids?|piles|fissure|polyps?|cancer|tumou?r)\\b",
    ),
    rx(
      "\\b(?:confirm|which one|which is it|you tell me|tell me (?:lah |la )?which|is it|is this|is that|am i|do i have|i have)\\b",
    ),
  ],
  rx("\\b(?:treat|cure|heal|get rid of|remed(?:y|ies) for) (?:my|his|her|our|this|these)\\b"),
  // Reading a person's own report, result or biopsy.
  rx(
    "\\b(?:read|check|interpret|explain|look at|review|go through|analy[sz]e)\\b(?: (?:my|his|her|this|the|it))?(?: \\w+){0,3}? (?:report|reports|results?|biopsy|scan|histology|pathology)\\b",
  ),
  rx(
    "\\b(?:paste|send|upload|share|show|attach)\\b(?: you)? (?:my|his|her|the) (?:\\w+ ){0,3}?(?:report|results?|scan|letter)\\b",
  ),
  rx(
    "\\b(?:my|his|her) (?:\\w+ ){0,3}?(?:report|results?|biopsy|histology|pathology|scan) (?:says?|said|shows?|showed|states?|stated|found|mentions?|wrote)\\b",
  ),
  rx("\\bwhat does (?:my|his|her) (?:\\w+ ){0,3}?(?:report|results?|biopsy|scan) mean\\b"),
  // How much of a medicine to take, for what: a dose is a doctor's or a pharmacist's to give. Not how
  // much of the bowel preparation to drink, which the clinic's instructions (and the bank) answer.
  rx(
    "^(?!.*\\b(?:colonoscopy|scope|prep|preparation|procedure)\\b).*\\bhow (?:much|many)\\b(?: [\\w']+){0,3}? (?:should|shud|do|can|must|to|need to) (?:i |he |she |we |my \\w+ )?(?:take|eat|drink|give|use)\\b",
  ),
  rx(`\\b${NAMED_DRUG} or (?:\\w+ )?${NAMED_DRUG}\\b`),
  // A person's own result read as a verdict: "my CEA came back at 7, does that mean I have cancer?"
  // (what a screening result means, in general, is answered: index.ts lets that one through).
  rx(
    `\\b(?:does|do|would|could|will|can) (?:that|this|it|these|they|my \\w+) means? (?:that )?(?:i|he|she|my \\w+) (?:have|has|got|am|is|are) (?:\\w+ ){0,2}?${CONDITION}\\b`,
  ),
  rx(
    "\\b(?:tell me|say)\\b(?: \\w+){0,3}? (?:if|whether) (?:it|this|that|mine)(?: \\w+){0,2}? (?:cancer|cancerous|malignant)\\b",
  ),
  // "What stage is my dad's cancer?": staging is the specialist's.
  rx("\\b(?:what|which) stage\\b(?: [\\w']+){0,2}? (?:is|am|are|my|his|her|i|he|she)\\b"),
  // Decisions about one's own treatment: ask the doctor.
  // Not "stop my iron tablets before the colonoscopy": what the preparation asks is ours to answer.
  rx(
    `\\b(?:stop|skip|pause|hold|change)\\b(?: taking)? (?:my|his|her) (?:\\w+ ){0,2}?(?:medications?|medicines?|meds|pills?|tablets?|drugs?|injections?|treatment|chemo\\w*|${NAMED_DRUG})\\b(?! (?:\\w+ )?before (?:(?:my|his|her|the|a) )?(?:colonoscopy|scope|procedure|prep|preparation|bowel prep))`,
  ),
  rx(
    "\\b(?:lower|reduce|increase|raise|cut|double|halve|adjust|change|skip)\\b(?: \\w+){0,3}? (?:dose|doses|dosage)\\b",
  ),
  rx(
    `\\b(?:can|should|could|must|do) (?:i|he|she) (?:skip|stop|refuse|avoid|delay|reject|not do|not take) (?:the |my |his |her )?${TREATMENT}`,
  ),
  rx(
    `\\b(?:should|shall|do|must) (?:i|he|she) (?:choose|pick|go for|opt for|do|have|get|undergo|go with) (?:the |a |an )?${TREATMENT}`,
  ),
];

export const matches = (rules: Rule[], text: string) =>
  rules.some((rule) => (Array.isArray(rule) ? rule.every((r) => r.test(text)) : rule.test(text)));

/** Lower case, straight apostrophes, single spaces: how the rules (and the chatbot's topic rules) read raw English. */
export const prepare = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\u2018\u2019\u2032`]/g, "'")
    .replace(/\s+/g, " ")
    .trim();

/** In this order: emergency, then red flag, then a request to diagnose or treat; null when none. */
export function triageEnglish(text: string): Triage | null {
  const plain = prepare(text);
  const bodily = plain.replace(notABleed, "_").replace(absentSign, "_");
  if (matches(emergency, bodily)) return "emergency";
  if (matches(redFlag, bodily)) return "red-flag";
  if (matches(diagnosis, plain)) return "diagnosis";
  return null;
}
