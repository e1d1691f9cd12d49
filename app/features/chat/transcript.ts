import {
  chatOutcomes,
  HISTORY_SIZE,
  MAX_MESSAGE_LENGTH,
  type ChatLink,
  type ChatMessage,
  type ChatSource,
} from "./types";

/**
 * The conversation of the /chat page without JavaScript travels in the page's own form: one hidden
 * input per message, read back on the next post. It comes from the visitor's browser, so it is
 * untrusted input like any other field: parsed strictly, capped, and anything malformed dropped
 * (never a 500). Pure, so it is tested without a server.
 */

/** The hidden inputs' name (repeated, one per message). */
export const TRANSCRIPT_FIELD = "transcript";
/** The most messages kept: older ones fall off the top. */
export const TRANSCRIPT_SIZE = 20;
/** A bot reply's longest text (ours are far shorter; a longer one was not written by us). */
export const MAX_BOT_TEXT = 4_000;
const MAX_TITLE = 300;
const MAX_ITEMS = 10;
/**
 * The hidden inputs' encoded size stays under this, oldest messages dropped first: the server
 * refuses a form over 64 KiB (server/forms.ts), and the new question needs room beside them.
 */
export const TRANSCRIPT_BUDGET = 48 * 1024;

type Wire = {
  /** Sender: "u" or "b". */
  s: "u" | "b";
  /** Text. */
  t: string;
  /** Timestamp (ISO 8601). */
  at: string;
  /** isMocked, only when true. */
  m?: 1;
  /** Bot only: outcome, via, sources and links as [title or label, href] pairs. */
  o?: string;
  v?: "local" | "model";
  src?: [string, string][];
  l?: [string, string][];
  /** Bot only: the reply's language when not English. */
  lg?: string;
};
const replyLanguages = ["zh", "ms", "ta"] as const;

/**
 * A link of ours: a path on this site ("/…" but not "//…", which is another host) or an e-mail
 * address. No backslash, whitespace or control character anywhere: browsers drop or rewrite those
 * (so "/\\evil.example" and "/\t/evil.example" would lead off the site).
 */
export function isSafeHref(href: unknown): href is string {
  if (typeof href !== "string" || href.length === 0 || href.length > 500) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\s\\\u0000-\u001f\u007f]/.test(href)) return false;
  return (href.startsWith("/") && !href.startsWith("//")) || /^mailto:[^/]/i.test(href);
}

function pairs(value: unknown): [string, string][] {
  if (!Array.isArray(value)) return [];
  return value
    .filter(
      (p): p is [string, string] =>
        Array.isArray(p) &&
        p.length === 2 &&
        typeof p[0] === "string" &&
        p[0].trim() !== "" &&
        p[0].length <= MAX_TITLE &&
        isSafeHref(p[1]),
    )
    .slice(0, MAX_ITEMS);
}

function toWire(message: ChatMessage): Wire {
  const wire: Wire = { s: message.sender === "user" ? "u" : "b", t: message.text, at: message.timestamp };
  if (message.isMocked) wire.m = 1;
  if (message.sender === "bot" && message.reply) {
    wire.o = message.reply.outcome;
    wire.v = message.reply.via;
    if (message.reply.sources.length) wire.src = message.reply.sources.map((s) => [s.title, s.href]);
    if (message.reply.links.length) wire.l = message.reply.links.map((l) => [l.label, l.href]);
    if (message.reply.lang) wire.lg = message.reply.lang;
  }
  return wire;
}

/** One hidden input's value back to a message, or null when anything about it is wrong. */
function fromWire(value: unknown): ChatMessage | null {
  if (typeof value !== "string" || value.length > MAX_BOT_TEXT * 3) return null;
  let wire: Partial<Wire>;
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return null;
    wire = parsed as Partial<Wire>;
  } catch {
    return null;
  }
  const { s, t, at } = wire;
  if ((s !== "u" && s !== "b") || typeof t !== "string" || t.trim() === "") return null;
  if (t.length > (s === "u" ? MAX_MESSAGE_LENGTH : MAX_BOT_TEXT)) return null;
  if (typeof at !== "string" || at.length > 40 || Number.isNaN(Date.parse(at))) return null;
  const sender = s === "u" ? "user" : "bot";
  const message: ChatMessage = { id: messageId(sender, at), text: t, sender, isMocked: wire.m === 1, timestamp: at };
  if (s === "b") {
    const outcome = chatOutcomes.find((o) => o === wire.o) ?? "answer";
    const sources: ChatSource[] = pairs(wire.src).map(([title, href]) => ({ title, href }));
    const links: ChatLink[] = pairs(wire.l).map(([label, href]) => ({ label, href }));
    message.reply = { outcome, via: wire.v === "model" ? "model" : "local", sources, links };
    const lang = replyLanguages.find((l) => l === wire.lg);
    if (lang) message.reply.lang = lang;
  }
  return message;
}

/** The hidden inputs' values for a conversation: the last TRANSCRIPT_SIZE messages, within the budget. */
export function serialiseTranscript(messages: readonly ChatMessage[]): string[] {
  const values = messages.slice(-TRANSCRIPT_SIZE).map((m) => JSON.stringify(toWire(m)));
  let size = values.reduce((sum, v) => sum + encodedSize(v), 0);
  while (values.length > 0 && size > TRANSCRIPT_BUDGET) size -= encodedSize(values.shift()!);
  return values;
}

/** What a value costs in the posted form (percent-encoding at worst; spaces are cheaper). */
const encodedSize = (value: string) => encodeURIComponent(value).length + TRANSCRIPT_FIELD.length + 2;

/**
 * The conversation from the posted hidden inputs: only the last TRANSCRIPT_SIZE are read (a forged
 * form of a thousand entries is cut at once), and each malformed one is dropped.
 */
export function parseTranscript(values: readonly unknown[]): ChatMessage[] {
  const seen = new Set<string>();
  return values
    .slice(-TRANSCRIPT_SIZE)
    .map(fromWire)
    .filter((m): m is ChatMessage => m !== null)
    .map((m, index) => {
      // Two entries with one sender and time can only be forged; each still needs its own key.
      const id = seen.has(m.id) ? `${m.id}-${index}` : m.id;
      seen.add(id);
      return { ...m, id };
    });
}

/**
 * A message's id from what travels with it, so a message keeps its id from one post to the next
 * (React then adds the new reply to the live region instead of rewriting every message in it).
 */
export const messageId = (sender: ChatMessage["sender"], timestamp: string) => `${sender}-${timestamp}`;

/** Spec §7: the text of the last HISTORY_SIZE user messages, oldest first. */
export function userHistory(messages: readonly ChatMessage[]): string[] {
  return messages
    .filter((m) => m.sender === "user")
    .slice(-HISTORY_SIZE)
    .map((m) => m.text);
}

/** Adds messages and keeps the last TRANSCRIPT_SIZE. */
export function appendMessages(messages: readonly ChatMessage[], ...added: ChatMessage[]): ChatMessage[] {
  return [...messages, ...added].slice(-TRANSCRIPT_SIZE);
}
