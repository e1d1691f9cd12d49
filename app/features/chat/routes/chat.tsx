import { data, useNavigation } from "react-router";
import { Form } from "~/ui/link";
import type { Route } from "./+types/chat";
import { requestLang } from "~/lib/i18n/paths";
import { createT } from "~/lib/i18n/translate";
import { Container } from "~/ui/container";
import { PageHeader } from "~/ui/page-header";
import { TranslationNote } from "~/ui/translation-note";
import { chatPage, chatSay } from "../chat-words.server";
import { chatWords } from "../components/chat-words";
import { respond, respondToChoice } from "../chat.server";
import { ChatTranscript } from "../components/chat-transcript";
import { MessageField } from "../components/message-field";
import { SUGGESTIONS_SHOWN } from "../messages";
import {
  appendMessages,
  messageId,
  parseTranscript,
  serialiseTranscript,
  TRANSCRIPT_FIELD,
  userHistory,
} from "../transcript";
import type { ChatMessage } from "../types";

/** What the page shows: the conversation, and after a post the banner or the field's message. */
type ChatPageData = { messages: ChatMessage[]; banner?: string; error?: string; typed?: string };

/** The page's words and head tags, with the conversation. */
type LoaderData = ChatPageData & ReturnType<typeof chatPage>;

/** The bot's greeting in the page's language (chat.json). */
const greeting = (timestamp: string, text: string): ChatMessage => ({
  id: messageId("bot", timestamp),
  text,
  sender: "bot",
  isMocked: false,
  timestamp,
});

/**
 * The page, or a clarifying question's choice: its buttons are links (`?ask=<intent>&lang=<lang>`,
 * issue 28) so they work without JavaScript; the chosen question and its approved answer open a new
 * conversation. A forged choice gets the engine's safe default, never an error.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const now = new Date().toISOString();
  // The page's own words in its language (issue 27; chat.json); the answers are the engine's.
  const lang = requestLang(request);
  const words = chatPage(lang);
  const page: LoaderData = { ...words, messages: [greeting(now, createT(lang, words.words)("greeting"))] };
  const url = new URL(request.url);
  const ask = url.searchParams.get("ask");
  if (ask === null) return data<LoaderData>(page);
  const result = await respondToChoice(request, { intent: ask, lang: url.searchParams.get("lang") ?? "en" });
  if (!result.ok) {
    return data<LoaderData>(
      { ...page, error: chatSay(lang)(result.error) },
      { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
    );
  }
  const { reply } = result;
  const asked: ChatMessage = {
    id: messageId("user", now),
    text: result.asked || ask.slice(0, 100),
    sender: "user",
    isMocked: false,
    timestamp: now,
  };
  const answer: ChatMessage = {
    id: messageId("bot", now),
    text: reply.text,
    sender: "bot",
    isMocked: false,
    timestamp: now,
    reply: { outcome: reply.outcome, sources: reply.sources, links: reply.links, via: reply.via },
  };
  return data<LoaderData>(
    { ...page, messages: appendMessages(page.messages, asked, answer) },
    { headers: { "Server-Timing": result.timing } },
  );
}

/**
 * One message of the conversation without JavaScript: the conversation so far comes back in the
 * form's hidden inputs (checked and capped by parseTranscript), the engine answers, and the page
 * is rendered again with the new conversation.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await request.formData();
  const message = form.get("message");
  const typed = typeof message === "string" ? message : "";
  const now = new Date().toISOString();
  const parsed = parseTranscript(form.getAll(TRANSCRIPT_FIELD));
  const lang = requestLang(request);
  const before = parsed.length > 0 ? parsed : [greeting(now, createT(lang, chatPage(lang).words)("greeting"))];
  const page = { messages: before };
  const result = await respond(request, { message: typed, history: userHistory(before) });
  if (!result.ok) {
    const status = result.kind === "rate-limited" ? 429 : 400;
    const headers: HeadersInit =
      result.kind === "rate-limited" ? { "Retry-After": String(result.retryAfterSeconds) } : {};
    return data<ChatPageData>({ ...page, error: chatSay(lang)(result.error), typed }, { status, headers });
  }
  const { reply } = result;
  const mine: ChatMessage = {
    id: messageId("user", now),
    text: typed.trim(),
    sender: "user",
    isMocked: false,
    timestamp: now,
  };
  const answer: ChatMessage = {
    id: messageId("bot", now),
    text: reply.text,
    sender: "bot",
    isMocked: reply.isMocked,
    timestamp: now,
    reply: { outcome: reply.outcome, sources: reply.sources, links: reply.links, via: reply.via },
  };
  return data<ChatPageData>(
    { ...page, messages: appendMessages(before, mine, answer), banner: reply.banner },
    { headers: { "Server-Timing": result.timing } },
  );
}

// The head tags come with the loader's data, in the page's language.
export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

/** Hidden inputs carrying the conversation: every form on the page posts it back. */
function TranscriptInputs({ values }: { values: string[] }) {
  return values.map((value, index) => <input key={index} type="hidden" name={TRANSCRIPT_FIELD} value={value} />);
}

export default function ChatPage({ loaderData, actionData }: Route.ComponentProps) {
  const { messages, banner, error, typed } = actionData ?? loaderData;
  const busy = useNavigation().state === "submitting";
  const hidden = serialiseTranscript(messages);
  const t = createT(loaderData.lang, loaderData.words);
  const { transcript, field } = chatWords(loaderData.lang, loaderData.words);
  return (
    <>
      <TranslationNote review={loaderData.review} />
      <PageHeader title={t("title")}>
        <p>{t("intro")}</p>
        <p className="font-semibold">{t("emergency")}</p>
      </PageHeader>
      <Container className="max-w-3xl py-10">
        {banner ? (
          <p role="status" className="mb-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-ink">
            {banner}
          </p>
        ) : null}
        <ChatTranscript messages={messages} busy={busy} words={transcript} />

        {messages.length <= 1 ? (
          <Form method="post" className="mt-6" aria-labelledby="chat-suggestions">
            <TranscriptInputs values={hidden} />
            <h2 id="chat-suggestions" className="text-sm font-bold text-brand-900">
              {t("suggestions")}
            </h2>
            <ul className="mt-2 flex flex-wrap gap-2">
              {loaderData.suggestions.slice(0, SUGGESTIONS_SHOWN).map((question) => (
                <li key={question}>
                  <button
                    type="submit"
                    name="message"
                    value={question}
                    disabled={busy}
                    className="min-h-11 rounded-full border border-brand-600 bg-white px-4 py-2 text-left text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
                  >
                    {question}
                  </button>
                </li>
              ))}
            </ul>
          </Form>
        ) : null}

        {/* A new key per conversation: the box empties after each answer, and keeps what was typed after a refusal. */}
        <Form method="post" className="mt-6" key={messages.at(-1)?.id}>
          <TranscriptInputs values={hidden} />
          <MessageField
            id="chat-page-message"
            defaultValue={error ? typed : undefined}
            error={error}
            busy={busy}
            words={field}
          />
        </Form>
      </Container>
    </>
  );
}
