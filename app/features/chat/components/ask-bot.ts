import type { Lang } from "~/lib/i18n/languages";
import type { ChatReply } from "../types";

/** Where the chat window sends a message (routes/chat-api.ts). */
const CHAT_API = "/chat/api";

/** How a message fared, as the window tells them apart (spec §8). */
type AskOutcome =
  | { kind: "reply"; reply: ChatReply }
  /** Refused at the field: empty, too long, or too many messages too fast. */
  | { kind: "refused"; error: string }
  /** The server answered, but not with a reply. */
  | { kind: "server-error" }
  /** No answer at all: the network, or the server is down. */
  | { kind: "network" };

/** `lang`: the page's, for the field's refusals (the reply itself is in the language asked in). */
export async function askBot(message: string, history: readonly string[], lang: Lang): Promise<AskOutcome> {
  const body = new URLSearchParams({ message, lang });
  for (const h of history) body.append("history", h);
  let response: Response;
  try {
    response = await fetch(CHAT_API, { method: "POST", body, headers: { Accept: "application/json" } });
  } catch {
    return { kind: "network" };
  }
  let answer: unknown;
  try {
    answer = await response.json();
  } catch {
    return { kind: "server-error" };
  }
  if (typeof answer !== "object" || answer === null) return { kind: "server-error" };
  const result = answer as { ok?: unknown; reply?: ChatReply; error?: unknown };
  if (response.ok && result.ok === true && result.reply && typeof result.reply.text === "string")
    return { kind: "reply", reply: result.reply };
  if ((response.status === 400 || response.status === 429) && typeof result.error === "string")
    return { kind: "refused", error: result.error };
  return { kind: "server-error" };
}
