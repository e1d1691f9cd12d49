import { allowedNumbers, figuresIn } from "./facts";
import type { Passage } from "./passage";
import { replies } from "./replies";
import { elsewhere, outOfScope, outOfScopeWords } from "../screening/scope";
import { buildIndex, type Hit } from "./retrieval";
import { assess, languageOf, safetyReply } from "~/features/safety";
import { ANSWER_AT, decide, intentAnswer, intentLabel } from "../bank/answer";
import { buildBankIndex, sign } from "../bank/match";
import { bankReplies, choiceHref, declineLinks, symptomCheck } from "../bank/replies";
import { bankLanguages, fillFigures, type BankLanguage, type Intent } from "../bank/schema";
import { topicalIn } from "../bank/topic-words";
import { isGreeting, isHealthRelated } from "../screening/topic";
import { normalise } from "../singlish";
import { queryTerms } from "./terms";
import { textBlocks } from "../text-blocks";
import { HISTORY_SIZE, type ChatReply, type ChatSource } from "../types";

/**
 * When the best passage is good enough to answer from (tuned with `npm run eval:chat`): it covers at
 * least a quarter of the question's point (its topic words weighted by rarity; everyday words do not
 * count). The bar is low on purpose: what the site does not cover is declined by name first
 * (scope.ts), so the bar only has to keep out questions whose words the site barely shares.
 */
const MIN_COVERAGE = 0.25;
/** A question with no word of health is answered only when a passage covers most of it. */
const OFF_TOPIC_COVERAGE = 0.6;
/** A further source is shown when it scores at least this share of the best one. */
const RELATED_SHARE = 0.45;
const SOURCES = 3;
/**
 * The person describes a symptom of their own ("I have stomach pain…", "my tummy hurts…"): what
 * the safety rules do not name still needs a doctor before any answer about screening.
 */
const OWN_SYMPTOM = [
  /\bi(?:\s+|'|’)(?:ve |m )?(?:have|got|had|having|am having|keep having)\b(?: \w+){0,3}? (?:pain|aches?|bleeding|diarrh\w*|constipat\w*|bloat\w*|cramps?|lump)\b/,
  /\bmy (?:stomach|tummy|belly|abdomen|bottom|anus|back passage) (?:\w+ ){0,2}?(?:hurts?|pains?|aches?|is painful|bleeds?|is bleeding)\b/,
];

/** The approved answer said after a refusal to diagnose from a positive result, and what names a result. */
const POSITIVE_RESULT = "fit-positive";
const RESULT = /\b(?:fit|test|result|keputusan|ujian)\b|结果|結果|检测|檢測|FIT|முடிவு|பரிசோதனை|சோதனை|ரிசல்ட்/iu;

export type EngineResult = {
  reply: ChatReply;
  /** The passages retrieved, best first (what the eval scores). Empty when retrieval never ran. */
  ranked: Hit[];
  /** The question as the engine read it (after the Singlish normaliser). */
  normalised: string;
  /** The answer bank's intent that answered, when one did (its approved words are said as written). */
  intent?: string;
  /** The intents a clarifying question offered (kept for the console with the question). */
  candidates?: string[];
};

const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z0-9"(])/).filter((s) => s.length > 0);
const sayable = (text: string) => figuresIn(text).every((n) => allowedNumbers.has(n));

/** The longest sentence said, and the longest list said whole (a longer one is said item by item). */
const MAX_SENTENCE = 400;
const MAX_LIST = 800;

/** A piece of a passage the answer may say: a sentence, a list item, or a whole short list. */
type Unit = { text: string; block: number; list: boolean };

/**
 * The pieces of a passage an answer may say. A short list is one piece, with the sentence that
 * introduces it ("See a doctor if:"), so an answer never says half of a list of symptoms; a list
 * too long, or stating a figure facts.json does not hold, is said item by item, or sentence by
 * sentence. Only pieces within their length whose every figure is in facts.json are kept.
 */
function unitsOf(text: string): Unit[] {
  const units: Unit[] = [];
  const sentences = (text: string, block: number) => {
    for (const s of sentencesOf(text))
      if (s.length <= MAX_SENTENCE && sayable(s)) units.push({ text: s, block, list: false });
  };
  textBlocks(text).forEach((block, b) => {
    if (block.kind === "paragraph") return sentences(block.lines.join(" "), b);
    const items = block.items.map((item, i) => (block.ordered ? `${block.start + i}. ${item}` : `- ${item}`));
    const whole = items.join("\n");
    const lead = units.at(-1);
    const led = lead && lead.block === b - 1 && !lead.list && /[:?]$/.test(lead.text);
    if (whole.length <= MAX_LIST && sayable(whole)) {
      if (led) units.pop();
      units.push({ text: led ? `${lead.text}\n${whole}` : whole, block: b, list: true });
      return;
    }
    items.forEach((item, i) => {
      if (item.length <= MAX_SENTENCE && sayable(item)) units.push({ text: item, block: b, list: true });
      else sentences(block.items[i]!, b);
    });
  });
  return units;
}

/** The chosen pieces as text: sentences of one paragraph run on, a list keeps its lines. */
function joinUnits(units: Unit[]): string {
  return units
    .map((unit, i) => {
      const before = units[i - 1];
      if (!before) return unit.text;
      if (unit.list && (before.block === unit.block || /:$/.test(before.text))) return `\n${unit.text}`;
      return before.block === unit.block ? ` ${unit.text}` : `\n\n${unit.text}`;
    })
    .join("");
}

/**
 * The answer's words: the sentences (and lists) of the best passage that share most words with the
 * question, in the passage's order. A sentence stating a number that content/facts.json does not
 * hold is left out (the source link has it): every figure the bot says comes from that file.
 */
export function composeAnswer(question: string, passage: Passage, singlish: boolean): string {
  const terms = new Set(queryTerms(question));
  const scored = unitsOf(passage.text).map((u, i) => ({
    u,
    i,
    score: queryTerms(u.text).filter((t) => terms.has(t)).length,
  }));
  let chosen = scored
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, 3)
    .sort((a, b) => a.i - b.i);
  if (chosen.length === 0) chosen = scored.slice(0, 2);
  const body = joinUnits(chosen.map((x) => x.u)) || passage.title;
  // No approved answer fits: the person is told these are the page's own words, not an answer.
  const lead = `${replies.answerLead(singlish)}${replies.quoted(passage)}\n\n`;
  // A lead-in before a list stands on its own line, so the list's first item still reads as one.
  const opening = lead && /^(?:- |\d+\. )/.test(body) ? `${lead.trim()}\n\n` : lead;
  return `${opening}${body}\n\n${replies.answerClosing}`;
}

const confident = (hit: Hit | undefined) => !!hit && hit.coverage >= MIN_COVERAGE;

const sourcesOf = (ranked: Hit[]): ChatSource[] => {
  const best = ranked[0]?.score ?? 0;
  return ranked
    .filter((h, i) => i === 0 || h.score >= best * RELATED_SHARE)
    .slice(0, SOURCES)
    .map((h) => ({ title: h.passage.title, href: h.passage.href }));
};

const reply = (outcome: ChatReply["outcome"], text: string, rest: Partial<ChatReply> = {}): ChatReply => ({
  outcome,
  text,
  sources: [],
  links: [],
  isMocked: false,
  via: "local",
  ...rest,
});

/** A message's questions: its sentences, or a sentence's clauses joined by "and" ("how long... and can I drive"). */
const QUESTION_END = /[?？!！。;；]+|\n+|(?<=[.])\s+/u;
const JOINED =
  /\s*,?\s+(?:and|also|then|plus|dan|lagi)\s+(?=(?:how|what|when|where|which|who|why|can|could|do|does|is|are|am|may|should|must|will|boleh|bila|berapa|apa|macam|adakah|kena|perlu)\b)|\s*(?:还有|另外|以及|并且|而且)\s*/iu;
function partsOf(message: string): string[] {
  const parts = message
    .split(QUESTION_END)
    .flatMap((sentence) => sentence.split(JOINED))
    .map((part) => part.trim())
    // A question in Chinese can be a few characters ("去哪里拿"); in letters, a few words.
    .filter((part) => part.length >= (/[\u3400-\u9fff]/u.test(part) ? 3 : 6));
  return parts.length > 1 ? parts : [];
}

/** The sentences that ask (end in a question mark), or the last sentence when none does. */
function questionsIn(message: string): string {
  const sentences = message.match(/[^.?!？。！\n]+[.?!？。！]*/gu) ?? [message];
  const asking = sentences.filter((s) => /[?？]\s*$/u.test(s));
  return (asking.length ? asking : sentences.slice(-1)).join(" ");
}

/** Whether an intent's approved English answer names each of these words (so it covers them by name). */
const saysByName = (intent: Intent, words: string[]) => {
  const said = fillFigures(intent.answer.en.text).toLowerCase();
  const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
  return words.length > 0 && words.every((word) => new RegExp(`\\b${escape(word)}\\b`, "u").test(said));
};

const uniqueSources = (sources: ChatSource[]) =>
  [...new Map(sources.map((s) => [s.href, s])).values()].slice(0, SOURCES);

/** Words of worry, in the four languages (Tamil and Chinese have no word boundaries \\b can see). */
const WORRY_LATIN =
  /\b(?:scared|afraid|frightened|terrified|worried|worrying|worries|anxious|nervous|fearful|panicking|takut|risau|bimbang)\b/giu;
const WORRY_OTHER = /害怕|担心|擔心|很怕|好怕|பயமா(?:க|கவும்)?|பயம்|பயப்பட\p{M}*\p{L}*|கவலையா(?:க)?/gu;
const worried = (text: string) =>
  [WORRY_LATIN, WORRY_OTHER].some((rule) => {
    rule.lastIndex = 0;
    return rule.test(text);
  });

/** At most this many approved answers in one reply, one per question asked. */
const MOST_ANSWERS = 3;

/** The tests a short follow-up may name in place of the one asked about before ("肠镜呢？"). */
const SUBJECT =
  /\b(?:fit(?: kit| test)?|stool test|colonoscopy|colonoscopies|scope|kolonoskopi|ct colonography|blood test)\b|大肠镜|肠镜|结肠镜|粪便检测|கொலனோஸ்கோபி|கொலோனோஸ்கோபி/iu;
/** "What about X", "how about X", "and X", "X呢", "X pula", "X-ஆ": the part is only another subject. */
const ONLY_ANOTHER =
  /^(?:(?:and |then |so )?(?:what|how) about |and |then )?(?:the |a )?(.+?)(?:\s*呢|\s+pula|\s+pulak|\s+ah)?$/iu;

/**
 * A short follow-up part that names only another test ("What about colonoscopy?", "肠镜呢？",
 * "Kolonoskopi pula?") asks the part before it again, of that test: the part before, its test
 * swapped for the new one. Undefined for any other part, or when the part before names no test.
 */
function askedAgain(before: string, part: string): string | undefined {
  const subject = ONLY_ANOTHER.exec(part.trim())?.[1];
  if (!subject || subject.replace(SUBJECT, "").trim() !== "" || !SUBJECT.test(before)) return undefined;
  return before.replace(SUBJECT, subject);
}

/** The question's own nearest intents (this many) that a message read without its worry may answer. */
const ASKED_NEAR = 4;

/**
 * The whole message decides first; when no intent is near enough, its nearest part does. A part
 * speaks only for an intent the whole message is also near ("Any tips?" alone is not a question).
 */
function nearestReading(
  bank: ReturnType<typeof buildBankIndex>,
  message: string,
  lang: BankLanguage,
  topical: boolean,
) {
  const wholeHits = bank.search(message);
  const near = new Set(wholeHits.map((h) => h.intent.id));
  const parts = partsOf(message).map((part, i, all) => {
    // "…? And the colonoscopy?" asks the question before it again, of another test: it speaks as that
    // question does, whatever the whole message is nearest.
    const again = i > 0 ? askedAgain(all[i - 1]!, part) : undefined;
    const hits = bank.search(again ?? part);
    return { part, hits: hits[0] && (again || near.has(hits[0].intent.id)) ? hits : [] };
  });
  let decision = decide(wholeHits, lang, topical);
  if (decision.kind === "none") {
    const best = parts
      .map((p) => ({ p, d: decide(p.hits, lang, topical) }))
      .filter(({ d }) => d.kind === "answer")
      .sort((a, b) => b.p.hits[0]!.score - a.p.hits[0]!.score)[0];
    if (best) decision = best.d;
  }
  return { decision, parts };
}

/**
 * The bank's decision on a message asked in several parts (issue 28): a long message often tells a
 * story before its question, or asks two things at once. The whole message decides first; when no
 * intent is near enough, its nearest part does (the question, without the story). A part nearest a
 * different intent, near enough on its own, adds that intent's answer: "how long does it take and
 * when can I drive after" gets both.
 */
function askedInParts(
  bank: ReturnType<typeof buildBankIndex>,
  message: string,
  lang: BankLanguage,
  topical: boolean,
): { decision: ReturnType<typeof decide>; also: Intent[] } {
  const { decision: first, parts } = nearestReading(bank, message, lang, topical);
  let decision = first;
  const chosen: Intent[] = [];
  // A worry told in the story ("she's scared of the tube... is there something simpler at home?")
  // must not win over the question asked: when the asking sentences name no worry, the message read
  // without its worry words decides first if the question itself is near that intent ("I'm scared
  // of the scope. What should I do?" stays the worry's), and the reassurance still follows.
  if (decision.kind !== "none" && parts.length > 1 && worried(message) && !worried(questionsIn(message))) {
    const calm = nearestReading(bank, message.replace(WORRY_LATIN, " ").replace(WORRY_OTHER, " "), lang, topical);
    const asked = new Set(
      bank
        .search(questionsIn(message))
        .slice(0, ASKED_NEAR)
        .map((h) => h.intent.id),
    );
    if (
      calm.decision.kind === "answer" &&
      asked.has(calm.decision.intent.id) &&
      (decision.kind !== "answer" || calm.decision.intent.id !== decision.intent.id)
    ) {
      if (decision.kind === "answer") chosen.push(decision.intent);
      decision = calm.decision;
    }
  }
  if (decision.kind !== "answer") return { decision, also: [] };
  chosen.unshift(decision.intent);
  for (const { hits } of parts) {
    const d = decide(hits, lang, topical);
    if (d.kind === "answer" && !chosen.some((i) => i.id === d.intent.id) && chosen.length < MOST_ANSWERS)
      chosen.push(d.intent);
  }
  return { decision, also: chosen.slice(1) };
}

/**
 * The bot's local engine over a set of passages (the site's corpus, or a test's) and the answer
 * bank's intents (content/chat-answers, issue 28). Pure and synchronous.
 */
export function createEngine(passages: Passage[], options: { contactEmail: string; intents?: Intent[] }) {
  const index = buildIndex(passages);
  const bank = buildBankIndex(options.intents ?? []);
  const bankLang = (text: string): BankLanguage => languageOf(text);

  return {
    answer(message: string, history: string[] = []): EngineResult {
      const { text: normalised, singlish } = normalise(message);
      // Safety first, before any retrieval, in this order (issue 16), in the person's language (issue 23).
      const danger = assess(message, normalised);
      if (danger) {
        const advice = safetyReply(danger);
        const lang = advice.lang === "en" ? {} : { lang: advice.lang };
        // "My FIT is positive, do I have cancer? You tell me": still refused, and then told what a
        // positive result means (the approved answer: a colonoscopy finds out why; it is not a diagnosis).
        const positive = bank.intent(POSITIVE_RESULT);
        if (danger.level === "diagnosis" && positive && sign(message) === 1 && RESULT.test(message)) {
          const meaning = intentAnswer(positive, advice.lang);
          return {
            reply: reply("diagnosis", `${advice.text}\n\n${meaning.text}`, {
              links: advice.links,
              sources: meaning.sources,
              ...lang,
            }),
            ranked: [],
            normalised,
          };
        }
        // For a red flag the warning comes first; what the site says about the symptom is offered to read.
        const ranked =
          danger.level === "red-flag" ? index.search(normalised).filter((h) => h.passage.kind !== "fact") : [];
        const sources = confident(ranked[0]) ? sourcesOf(ranked).slice(0, 2) : [];
        return {
          reply: reply(danger.level, advice.text, { links: advice.links, sources, ...lang }),
          ranked,
          normalised,
        };
      }
      if (isGreeting(normalised)) {
        const thanks = /\b(?:thank|thanks|thx|bye)\b/.test(normalised);
        const greeting = replies.greeting(singlish, thanks);
        return { reply: reply("greeting", greeting.text, { links: greeting.links }), ranked: [], normalised };
      }

      const lang = bankLang(message);
      // Another condition or an everyday subject, and nothing of ours: say what the bot does (scope.ts).
      if (elsewhere(message, normalised)) {
        const text = lang === "en" ? replies.offTopic.text : bankReplies[lang].offTopic;
        const langField = lang === "en" ? {} : { lang };
        return {
          reply: reply("off-topic", text, { links: replies.offTopic.links, ...langField }),
          ranked: [],
          normalised,
        };
      }
      // The answer bank first: an approved answer, in the person's language, or one short question.
      // People mix languages ("Colonoscopy பண்ணும்போது வலிக்குமா?"): an English word of health counts too.
      const topical = isHealthRelated(normalised) || (lang !== "en" && topicalIn(lang, message));
      const { decision, also } = askedInParts(bank, message, lang, topical);

      // A topic the site never writes about (treatment, other cancers, insurance...): say so, never
      // guess from a passage. An approved answer still speaks when the message's question is one of
      // ours and the topic only its story ("my brother is fine after surgery; when do I start?"): the
      // sentences asking may not name the topic. A medicine an approved answer names ("insulin" before
      // a colonoscopy, in the preparation's answer) is that answer's question, not one we decline.
      const scoped = outOfScope(normalised);
      const namedByAnswer =
        scoped === "medicines" &&
        decision.kind === "answer" &&
        saysByName(decision.intent, outOfScopeWords(normalised));
      if (
        scoped &&
        !namedByAnswer &&
        (decision.kind !== "answer" || outOfScope(normalise(questionsIn(message)).text))
      ) {
        const decline = replies.decline(options.contactEmail, message);
        return { reply: reply("decline", decline.text, { links: decline.links }), ranked: [], normalised };
      }
      let ranked = index.search(normalised);
      // A symptom of the person's own that no safety rule names, with a question: ask first (issue 28).
      // An intent about symptoms is answered (it ends at a doctor); any other is offered after the question.
      const aboutSymptoms = decision.kind === "answer" && decision.intent.safety === "symptom";
      if (lang === "en" && !aboutSymptoms && OWN_SYMPTOM.some((rule) => rule.test(normalised))) {
        // The question is what is left once the symptom is taken out ("my tummy hurts, how much is the kit").
        const question = OWN_SYMPTOM.reduce((text, rule) => text.replace(rule, " "), normalised);
        const asked = bank.search(question).find((h) => h.intent.safety !== "symptom" && h.score >= ANSWER_AT)?.intent;
        if (!asked)
          return { reply: reply("decline", symptomCheck.alone, { links: [symptomCheck.yes] }), ranked: [], normalised };
        const links = [
          symptomCheck.yes,
          { label: symptomCheck.no(intentLabel(asked, "en")), href: choiceHref(asked.id, "en") },
        ];
        return { reply: reply("clarify", symptomCheck.text, { links }), ranked, normalised };
      }
      if (decision.kind === "answer") {
        const answers = [decision.intent, ...also].map((intent) => intentAnswer(intent, lang));
        // The "translation not yet reviewed" note once, at the end, however many answers are said.
        const note = bankReplies[lang].unreviewed;
        const texts = answers.map((a) =>
          note && a.text.endsWith(note) ? a.text.slice(0, -note.length).trim() : a.text,
        );
        const text = `${texts.join("\n\n")}${texts.some((t, i) => t !== answers[i]!.text) ? `\n\n${note}` : ""}`;
        const sources = uniqueSources(answers.flatMap((a) => a.sources));
        const langField = lang === "en" ? {} : { lang };
        return {
          reply: reply("answer", text, { sources, ...langField }),
          ranked,
          normalised,
          intent: decision.intent.id,
        };
      }
      if (decision.kind === "clarify") {
        const langField = lang === "en" ? {} : { lang };
        return {
          reply: reply("clarify", decision.text, { links: decision.links, ...langField }),
          ranked,
          normalised,
          candidates: decision.candidates.map((i) => i.id),
        };
      }
      // Our articles are in English: a question in another language no intent covers is declined in
      // it, or redirected when it is not about our topics.
      if (lang !== "en" && !topical) {
        return {
          reply: reply("off-topic", bankReplies[lang].offTopic, { links: replies.offTopic.links, lang }),
          ranked: [],
          normalised,
        };
      }
      if (lang !== "en") {
        return {
          reply: reply("decline", bankReplies[lang].decline, { links: declineLinks(options.contactEmail), lang }),
          ranked: [],
          normalised,
        };
      }
      let asked = normalised;
      // A short follow-up ("how much ah?", "milk also cannot?") leans on the person's previous question
      // (spec §7's history) when it is unclear alone or names nothing about health: read with it, the
      // best passage must still be one the follow-up itself finds ("tell me a joke" stays off-topic).
      const previous = history.slice(-HISTORY_SIZE).at(-1);
      if (previous && (!confident(ranked[0]) || !isHealthRelated(normalised))) {
        const withContext = `${normalise(previous).text} ${normalised}`;
        const found = index.search(withContext);
        const own = new Set(ranked.map((h) => h.passage.id));
        if (confident(found[0]) && own.has(found[0]!.passage.id)) [ranked, asked] = [found, withContext];
      }
      // Not about health or the movement (no word of it, and no passage that covers most of it):
      // a polite redirect.
      if (!isHealthRelated(asked) && (ranked[0]?.coverage ?? 0) < OFF_TOPIC_COVERAGE) {
        return {
          reply: reply("off-topic", replies.offTopic.text, { links: replies.offTopic.links }),
          ranked,
          normalised,
        };
      }
      if (!confident(ranked[0])) {
        const decline = replies.decline(options.contactEmail, message);
        return { reply: reply("decline", decline.text, { links: decline.links }), ranked, normalised };
      }
      const text = composeAnswer(asked, ranked[0]!.passage, singlish);
      return { reply: reply("answer", text, { sources: sourcesOf(ranked) }), ranked, normalised };
    },

    /** The bank's nearest intent to a message and its score (the console groups questions by it). */
    nearest(message: string) {
      const hit = bank.search(message, 1)[0];
      return hit ? { intent: hit.intent.id, score: hit.score } : undefined;
    },

    /**
     * A clarifying question's choice (`/chat?ask=<intent>&lang=<lang>`): the intent's approved
     * answer. Anything forged (an intent that does not exist, a language we do not have) gets a
     * short "please type your question" in English or the language asked, never an error.
     */
    choose(intentId: string, language: string): EngineResult {
      const lang = (bankLanguages as readonly string[]).includes(language) ? (language as BankLanguage) : "en";
      const langField = lang === "en" ? {} : { lang };
      const intent = bank.intent(intentId);
      if (!intent) {
        return {
          reply: reply("off-topic", bankReplies[lang].unknownChoice, { links: replies.offTopic.links, ...langField }),
          ranked: [],
          normalised: "",
        };
      }
      const { text, sources } = intentAnswer(intent, lang);
      // The question the person chose, as its button said it: shown as their message.
      const normalised = intentLabel(intent, lang);
      return { reply: reply("answer", text, { sources, ...langField }), ranked: [], normalised, intent: intent.id };
    },
  };
}
