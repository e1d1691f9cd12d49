import { clientIp } from "~/lib/http/client-ip";
import { logger } from "~/lib/logger.server";
import { hit } from "~/lib/http/rate-limit.server";
import type { EngineResult } from "./answer/engine";
import { liveBank } from "./bank/live.server";
import { allowedNumbers, figuresIn } from "./answer/facts";
import { chatLimits } from "./limits";
import { chatMessages } from "./messages";
import { askModel, modelConfig } from "./answer/model.server";
import { recordUnanswered } from "./unanswered.server";
import { HISTORY_SIZE, MAX_MESSAGE_LENGTH, type ChatReply } from "./types";

export type ChatResponse =
  | { ok: true; reply: ChatReply; timing: string }
  | { ok: false; kind: "empty" | "too-long"; error: string }
  | { ok: false; kind: "rate-limited"; error: string; retryAfterSeconds: number };

const localEngine = async () => (await liveBank()).engine;

/** Control characters (binary pasted or sent by a script) say nothing: dropped, line breaks kept. */
const clean = (text: string) =>
  text
    .replace(/\r\n?/g, "\n")
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffd]/g, "")
    .trim();

/** Only the last few user messages count (spec §7); each as long as a message may be. */
const historyOf = (history: string[]) =>
  history
    .slice(-HISTORY_SIZE)
    .map((h) => clean(String(h)).slice(0, MAX_MESSAGE_LENGTH))
    .filter(Boolean);

/**
 * One message to the bot: checked, counted against the client's limit, answered by the local
 * engine (safety first, then the site's own words), then — when a deployment sets one — put in
 * better words by the language model, whose answer is checked and otherwise replaced.
 */
export async function respond(request: Request, input: { message: string; history: string[] }): Promise<ChatResponse> {
  const message = clean(String(input.message ?? ""));
  if (!message) return { ok: false, kind: "empty", error: chatMessages.empty };
  if (message.length > MAX_MESSAGE_LENGTH) return { ok: false, kind: "too-long", error: chatMessages.tooLong };
  // The answer's server time (Server-Timing) counts its database work too: the flood limit and,
  // for a question the site cannot answer, keeping it.
  const started = performance.now();
  const limit = await hit(chatLimits.perClient, clientIp(request));
  if (!limit.allowed) {
    return {
      ok: false,
      kind: "rate-limited",
      error: chatMessages.rateLimited,
      retryAfterSeconds: limit.retryAfterSeconds,
    };
  }
  const history = historyOf(input.history);
  return finish(message, history, (await localEngine()).answer(message, history), started);
}

/**
 * A clarifying question's choice, from its link (`/chat?ask=<intent>&lang=<lang>`): counted against
 * the same limit as a message; a forged intent or language gets a safe default from the engine.
 */
export async function respondToChoice(
  request: Request,
  choice: { intent: string; lang: string },
): Promise<
  (Extract<ChatResponse, { ok: true }> & { asked: string }) | Extract<ChatResponse, { kind: "rate-limited" }>
> {
  const started = performance.now();
  const limit = await hit(chatLimits.perClient, clientIp(request));
  if (!limit.allowed) {
    return {
      ok: false,
      kind: "rate-limited",
      error: chatMessages.rateLimited,
      retryAfterSeconds: limit.retryAfterSeconds,
    };
  }
  const result = (await localEngine()).choose(choice.intent.slice(0, 100), choice.lang.slice(0, 10));
  return {
    ok: true,
    reply: result.reply,
    asked: result.normalised,
    timing: `chat;dur=${(performance.now() - started).toFixed(1)}`,
  };
}

async function finish(
  message: string,
  history: string[],
  { reply, ranked, intent, candidates }: EngineResult,
  started: number,
): Promise<ChatResponse> {
  let final = reply;
  // An approved answer of the bank is said as written; the model may only reword a passage.
  const config = reply.outcome === "answer" && !intent ? modelConfig() : null;
  if (config) {
    const passages = ranked.slice(0, 4).map((h) => h.passage);
    const model = await askModel(config, message, history, passages);
    // The model's numbers must be in the passages (its check) and, like ours, in content/facts.json.
    const sayable = model.ok && figuresIn(model.text).every((n) => allowedNumbers.has(n));
    if (model.ok && sayable) final = { ...reply, text: model.text, sources: model.sources, via: "model" };
    else if (model.ok) logger.warn("chat model answer not used: a number not in content/facts.json");
    else {
      logger.warn({ reason: model.reason, detail: model.detail }, "chat model answer not used");
      if (model.reason !== "rejected") final = { ...reply, banner: `Connection issue: ${model.detail}` };
    }
  }
  // What the site could not answer is kept (without the account, personal data removed) so the
  // team knows which article to write next.
  // A failure to keep it must not cost the person their answer.
  // A clarifying question is kept too, with the intents it offered: the team sees what was unclear.
  if (reply.outcome === "decline" || candidates) {
    await recordUnanswered(message, undefined, candidates).catch((error: unknown) =>
      logger.error({ err: error }, "unanswered question not kept"),
    );
  }
  return { ok: true, reply: final, timing: `chat;dur=${(performance.now() - started).toFixed(1)}` };
}
