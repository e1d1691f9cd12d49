import type { Route } from "./+types/chat-api";
import { isLang } from "~/lib/i18n/languages";
import { respond } from "../chat.server";
import { chatSay } from "../chat-words.server";

/**
 * The chat window's door to the engine: a form post (message, history) answered with the
 * ChatResponse as JSON. The window calls it with fetch rather than a React Router fetcher so that
 * it can tell the spec's failures apart (§8): no answer at all, an error status, or a reply with a
 * banner; a fetcher would hand the first two to the page's error boundary. Like every post to the
 * site it has passed the same-origin check and the form bounds of server/app.ts first.
 */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return notAllowed();
  const form = await request.formData();
  const message = form.get("message");
  const history = form.getAll("history").filter((h): h is string => typeof h === "string");
  const result = await respond(request, { message: typeof message === "string" ? message : "", history });
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (result.ok) {
    headers.set("Server-Timing", result.timing);
    return Response.json({ ok: true, reply: result.reply }, { headers });
  }
  if (result.kind === "rate-limited") headers.set("Retry-After", String(result.retryAfterSeconds));
  // The field's refusal in the window's page's language (this address has none of its own); English
  // for a missing or unknown one.
  const lang = form.get("lang");
  const said = { ...result, error: chatSay(isLang(lang) ? lang : "en")(result.error) };
  return Response.json(said, { status: result.kind === "rate-limited" ? 429 : 400, headers });
}

export function loader() {
  return notAllowed();
}

const notAllowed = () =>
  new Response("This address accepts chat messages sent by the chat window only.", {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" },
  });
