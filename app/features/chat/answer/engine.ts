import { allowedNumbers, numbersIn } from "./facts";
import type { Passage } from "./passage";
import { replies } from "./replies";
import { outOfScope } from "../screening/scope";
import { buildIndex, type Hit } from "./retrieval";
import { assess, safetyReply } from "~/features/safety";
import { isGreeting, isHealthRelated } from "../screening/topic";
import { normalise } from "../singlish";
import { queryTerms } from "./terms";
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

export type EngineResult = {
  reply: ChatReply;
  /** The passages retrieved, best first (what the eval scores). Empty when retrieval never ran. */
  ranked: Hit[];
  /** The question as the engine read it (after the Singlish normaliser). */
  normalised: string;
};

const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z0-9"(])/).filter((s) => s.length > 0);
const sayable = (sentence: string) => numbersIn(sentence).every((n) => allowedNumbers.has(n));

/**
 * The answer's words: the sentences of the best passage that share most words with the question,
 * in the passage's order. A sentence stating a number that content/facts.json does not hold is left
 * out (the source link has it): every figure the bot says comes from that file.
 */
export function composeAnswer(question: string, passage: Passage, singlish: boolean): string {
  const terms = new Set(queryTerms(question));
  const sentences = sentencesOf(passage.text).filter((s) => s.length <= 400 && sayable(s));
  const scored = sentences.map((s, i) => ({ s, i, score: queryTerms(s).filter((t) => terms.has(t)).length }));
  let chosen = scored
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, 3)
    .sort((a, b) => a.i - b.i);
  if (chosen.length === 0) chosen = scored.slice(0, 2);
  const body = chosen.map((x) => x.s).join(" ");
  const lead = replies.answerLead(singlish);
  return `${lead}${body || passage.title}\n\n${replies.answerClosing}`;
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

/** The bot's local engine over a set of passages (the site's corpus, or a test's). Pure and synchronous. */
export function createEngine(passages: Passage[], options: { contactEmail: string }) {
  const index = buildIndex(passages);

  return {
    answer(message: string, history: string[] = []): EngineResult {
      const { text: normalised, singlish } = normalise(message);
      // Safety first, before any retrieval, in this order (issue 16), in the person's language (issue 23).
      const danger = assess(message, normalised);
      if (danger) {
        const advice = safetyReply(danger);
        const lang = advice.lang === "en" ? {} : { lang: advice.lang };
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

      // A topic the site never writes about (treatment, other cancers, insurance...): say so, never guess.
      if (outOfScope(normalised)) {
        const decline = replies.decline(options.contactEmail, message);
        return { reply: reply("decline", decline.text, { links: decline.links }), ranked: [], normalised };
      }
      let ranked = index.search(normalised);
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
  };
}
