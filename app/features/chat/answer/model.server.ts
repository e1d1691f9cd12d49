import { env } from "~/lib/env.server";
import { checkModelAnswer, NO_ANSWER } from "./model-check";
import type { Passage } from "./passage";
import { HISTORY_SIZE, MAX_MESSAGE_LENGTH, type ChatSource } from "../types";

/**
 * The chatbot's optional language model: any OpenAI-compatible chat-completions API a deployment
 * names in its environment (ADR 0021). It is given only the passages our own retrieval found and
 * must answer from them with citations; `checkModelAnswer` decides whether a person sees its words.
 * Whatever goes wrong, the caller falls back to the local answer, so nothing here throws.
 */

export type ModelConfig = { url: string; model: string; key?: string; timeoutMs: number };

type ModelResult =
  | { ok: true; text: string; sources: ChatSource[] }
  | { ok: false; reason: "failed" | "slow" | "rejected"; detail: string };

/** The model's settings, or null when the deployment has none (then the bot answers on its own). */
export function modelConfig(): ModelConfig | null {
  const { CHAT_MODEL_URL, CHAT_MODEL_NAME, CHAT_MODEL_KEY, CHAT_MODEL_TIMEOUT_MS } = env();
  if (!CHAT_MODEL_URL || !CHAT_MODEL_NAME) return null;
  return {
    url: CHAT_MODEL_URL.replace(/\/+$/, ""),
    model: CHAT_MODEL_NAME,
    ...(CHAT_MODEL_KEY ? { key: CHAT_MODEL_KEY } : {}),
    timeoutMs: CHAT_MODEL_TIMEOUT_MS,
  };
}

// Small local models have small context windows: a long article section is cut, not the question.
const PASSAGE_CHARS = 1500;
// max_tokens 400 is about 2 KB of text; a body far beyond that is not an answer to read whole.
const MAX_BODY_BYTES = 256 * 1024;

const instructions = [
  "You answer questions for RID-CRC, Singapore's movement against colorectal cancer.",
  "Answer ONLY from the numbered passages below. Do not use anything else you know.",
  "Write plain English that a person with little schooling can follow: short sentences, everyday words, at most 120 words.",
  "After each sentence, cite the passage it comes from as [1], [2] and so on. Cite only passages you used.",
  "Never give a diagnosis, a dosage or a treatment. If asked, say a doctor must decide.",
  `If the passages do not answer the question, reply exactly ${NO_ANSWER} and nothing else.`,
  "Never include links, web addresses or e-mail addresses: the sources are shown separately.",
  "Never invent numbers. Use a number only if it is written in the passages.",
].join("\n");

function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(" "), max / 2))} …`;
}

/** The system message: the rules, then the passages numbered as the model must cite them. */
function systemMessage(passages: Passage[]): string {
  const numbered = passages.map((p, i) => `[${i + 1}] ${p.title}\n${clip(p.text, PASSAGE_CHARS)}`);
  return `${instructions}\n\nPassages:\n\n${numbered.join("\n\n")}`;
}

type Message = { role: "system" | "user"; content: string };

function messages(question: string, history: string[], passages: Passage[]): Message[] {
  // The engine bounds both already; bounded again here because this is what leaves the server.
  const turns = history.slice(-HISTORY_SIZE).map((h) => clip(h, MAX_MESSAGE_LENGTH));
  return [
    { role: "system", content: systemMessage(passages) },
    ...turns.map((content) => ({ role: "user" as const, content })),
    { role: "user", content: clip(question, MAX_MESSAGE_LENGTH) },
  ];
}

const failed = (detail: string): ModelResult => ({ ok: false, reason: "failed", detail });
const slow = (config: ModelConfig): ModelResult => ({
  ok: false,
  reason: "slow",
  detail: `the language model took longer than ${config.timeoutMs} ms`,
});
// AbortSignal.timeout rejects with a DOMException named TimeoutError, whether on connect or mid-body.
const isTimeout = (error: unknown) => (error as { name?: unknown } | null)?.name === "TimeoutError";

/** The body as text, refused past MAX_BODY_BYTES without reading the rest. */
async function readBody(response: Response): Promise<string | null> {
  if (!response.body) return "";
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** The first choice's text in an OpenAI chat-completions body, or null when the body is not one. */
function answerText(body: string): string | null {
  try {
    const parsed: unknown = JSON.parse(body);
    const choices = (parsed as { choices?: unknown } | null)?.choices;
    const content = Array.isArray(choices)
      ? (choices[0] as { message?: { content?: unknown } } | undefined)?.message?.content
      : undefined;
    return typeof content === "string" ? content : null;
  } catch {
    return null;
  }
}

/**
 * Asks the model to answer ONLY from the passages, citing them as [1], [2]…; checks the answer.
 * A `failed` detail is worded for the spec's banner "Connection issue: {detail}" and never names
 * the address or the key; `rejected` says why the check refused the answer (for the logs).
 */
export async function askModel(
  config: ModelConfig,
  question: string,
  history: string[],
  passages: Passage[],
): Promise<ModelResult> {
  if (passages.length === 0) return { ok: false, reason: "rejected", detail: "no passage to answer from" };
  const headers: Record<string, string> = { "content-type": "application/json", accept: "application/json" };
  if (config.key) headers.authorization = `Bearer ${config.key}`;
  const body = JSON.stringify({
    model: config.model,
    messages: messages(question, history, passages),
    temperature: 0.2,
    max_tokens: 400,
  });

  let text: string | null;
  try {
    const response = await fetch(`${config.url}/chat/completions`, {
      method: "POST",
      headers,
      body,
      // A redirect would carry the question (and, to the same host, the key) somewhere unplanned.
      redirect: "error",
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    if (!response.ok) {
      await response.body?.cancel();
      return failed(`the language model answered ${response.status}`);
    }
    const raw = await readBody(response);
    if (raw === null) return failed("the language model sent too long an answer");
    text = answerText(raw);
  } catch (error) {
    return isTimeout(error) ? slow(config) : failed("the language model could not be reached");
  }
  if (text === null) return failed("the language model sent an answer we could not read");

  const check = checkModelAnswer(text, passages);
  return check.ok ? check : { ok: false, reason: "rejected", detail: check.reason };
}
