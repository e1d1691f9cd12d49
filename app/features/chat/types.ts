/**
 * The chatbot's shapes, shared by the engine (server), the /chat page and the widget (browser).
 * Spec content §3: a chat message has an id, text, sender (user or bot), isMocked and a timestamp.
 */

/** What the engine decided about a message, in the order of its checks (ADR 0021). */
export const chatOutcomes = [
  "emergency", // heavy bleeding, severe pain, fainting: call 995 or go to the A&E now
  "red-flag", // a warning symptom: see a doctor promptly, /find-a-gp
  "diagnosis", // asks to be diagnosed or treated: the bot cannot, see a doctor
  "answer", // answered from the answer bank or the site's own words, with sources
  "clarify", // two questions fit nearly as well: one short question, each choice a link (issue 28)
  "decline", // a health question the site does not answer well enough: FAQ, search, contact
  "off-topic", // not about colorectal health or the movement: a polite redirect
  "greeting", // hello, thanks, bye
] as const;
type ChatOutcome = (typeof chatOutcomes)[number];

/** A page of ours the reply rests on (an article section, an FAQ, a key page). */
export type ChatSource = { title: string; href: string };

/** A next step offered with the reply (Find a GP, the FAQ, the search page, the contact address). */
export type ChatLink = { label: string; href: string };

export type ChatReply = {
  outcome: ChatOutcome;
  /**
   * Plain text: paragraphs apart by a blank line, list items on lines of their own ("- item",
   * "1. item"). Never HTML: pages build its paragraphs and lists as text (text-blocks.ts).
   */
  text: string;
  sources: ChatSource[];
  links: ChatLink[];
  /** Spec §3's isMocked: true only for the spec's canned fallback replies; ours are never canned. */
  isMocked: boolean;
  /** Who wrote the words: our own engine, or the optional language model (checked). */
  via: "local" | "model";
  /** The reply's language when it is not English (the safety advice answers in the person's language). */
  lang?: "zh" | "ms" | "ta";
  /** Spec §8's banner, when the language model failed and the local answer stands in. */
  banner?: string;
};

export type ChatMessage = {
  id: string;
  text: string;
  sender: "user" | "bot";
  isMocked: boolean;
  timestamp: string;
  /** Bot messages only. */
  reply?: Omit<ChatReply, "text" | "isMocked">;
};

/** The longest message a person can send (issue 16). */
export const MAX_MESSAGE_LENGTH = 500;
/** Spec §7: the history sent with a message is the last 5 user messages. */
export const HISTORY_SIZE = 5;
