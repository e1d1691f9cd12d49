import { X } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import type { Lang } from "~/lib/i18n/languages";
import { BANNER_MS, SUGGESTIONS_SHOWN } from "../messages";
import { userHistory } from "../transcript";
import { MAX_MESSAGE_LENGTH, type ChatMessage } from "../types";
import { askBot } from "./ask-bot";
import type { ChatWords } from "./chat-words";
import { ChatTranscript } from "./chat-transcript";
import { MessageField } from "./message-field";

/** `words` in the page's language (chat-words.ts), loaded with the window's code. */
export type ChatWidgetProps = { open: boolean; onClose: () => void; lang: Lang; words: ChatWords };

let lastId = 0;
const message = (sender: ChatMessage["sender"], text: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id: `chat-${++lastId}`,
  text,
  sender,
  isMocked: false,
  timestamp: new Date().toISOString(),
  ...extra,
});

/**
 * The chat window (spec §4): a modal dialog the launcher opens. It is mounted on the first open and
 * stays mounted while the page lives, so closing and reopening keeps the conversation. Focus goes to
 * the message box on open and back to the launcher on close (the launcher's onClose), Escape
 * included; showModal keeps focus inside meanwhile.
 */
export function ChatWidget({ open, onClose, lang, words }: ChatWidgetProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  // Spec §4: the first open adds the bot's greeting.
  const [messages, setMessages] = useState<ChatMessage[]>(() => [message("bot", words.greeting)]);
  const [draft, setDraft] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [banner, setBanner] = useState<string>();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      textarea.current?.focus();
    } else if (!open && element.open) element.close();
  }, [open]);

  // Spec §4: the connection-issue banner goes after 5 seconds (or on click).
  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(undefined), BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  useEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [messages.length, busy]);

  async function send(text: string) {
    // Spec §5: nothing is sent while a reply is pending, nor empty or whitespace-only text.
    if (busy) return;
    const question = text.trim();
    if (!question) return setError(words.errors.empty);
    if (question.length > MAX_MESSAGE_LENGTH) return setError(words.errors.tooLong);
    const history = userHistory(messages);
    const mine = message("user", question);
    setMessages((all) => [...all, mine]);
    setDraft("");
    setError(undefined);
    setBusy(true);
    const outcome = await askBot(question, history, lang);
    setBusy(false);
    if (outcome.kind === "refused") {
      // Not sent after all: the question goes back into the box with the reason.
      setMessages((all) => all.filter((m) => m.id !== mine.id));
      setDraft(question);
      setError(outcome.error);
    } else if (outcome.kind === "reply") {
      const { text: replyText, isMocked, banner: replyBanner, ...reply } = outcome.reply;
      setMessages((all) => [...all, message("bot", replyText, { isMocked, reply })]);
      if (replyBanner) setBanner(replyBanner);
    } else if (outcome.kind === "server-error") {
      setMessages((all) => [...all, message("bot", words.failures.serverError)]);
    } else {
      setMessages((all) => [...all, message("bot", words.failures.network)]);
      setBanner(words.failures.networkBanner);
    }
    // Send was disabled while busy: if it had focus, focus is lost; give it back to the box.
    if (dialog.current?.open && !dialog.current.contains(document.activeElement)) textarea.current?.focus();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void send(draft);
  }

  return (
    <dialog
      ref={dialog}
      aria-labelledby="chat-window-title"
      onClose={onClose}
      className="fixed inset-auto right-2 max-w-none bottom-2 m-0 max-h-[calc(100dvh-1rem)] w-[calc(100vw-1rem)] overflow-hidden rounded-2xl border border-line bg-white p-0 text-ink shadow-2xl backdrop:bg-brand-900/40 sm:right-4 sm:bottom-4 sm:w-[26rem]"
    >
      <div className="flex max-h-[calc(100dvh-1rem)] flex-col sm:max-h-[min(44rem,calc(100dvh-2rem))]">
        <div className="flex items-start justify-between gap-3 border-b border-line bg-brand-50 px-4 py-3">
          <div>
            <h2 id="chat-window-title" className="text-lg font-bold text-brand-900">
              {words.title}
            </h2>
            <p className="text-sm text-ink">{words.emergency}</p>
          </div>
          <button
            type="button"
            aria-label={words.close}
            onClick={() => dialog.current?.close()}
            className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink hover:bg-white"
          >
            <X aria-hidden className="size-5" />
          </button>
        </div>

        <div role="status">
          {banner ? (
            <button
              type="button"
              onClick={() => setBanner(undefined)}
              className="block w-full border-b border-amber-300 bg-amber-50 px-4 py-2 text-left text-sm text-ink"
            >
              {banner}
              <span className="sr-only"> ({words.dismiss})</span>
            </button>
          ) : null}
        </div>

        <div ref={scroller} tabIndex={0} className="min-h-40 flex-1 overflow-y-auto px-4 py-3">
          <ChatTranscript
            messages={messages}
            busy={busy}
            words={words.transcript}
            headingLevel={3}
            onNavigate={() => dialog.current?.close()}
          />
          {messages.length <= 1 ? (
            <div className="mt-4">
              <h3 id="chat-window-suggestions" className="text-sm font-bold text-brand-900">
                {words.suggestionsHeading}
              </h3>
              <ul aria-labelledby="chat-window-suggestions" className="mt-2 flex flex-col items-start gap-2">
                {words.suggestions.slice(0, SUGGESTIONS_SHOWN).map((question) => (
                  <li key={question}>
                    <button
                      type="button"
                      disabled={busy}
                      onClick={() => void send(question)}
                      className="min-h-11 rounded-full border border-brand-600 bg-white px-4 py-2 text-left text-sm font-semibold text-brand-700 hover:bg-brand-50 disabled:opacity-60"
                    >
                      {question}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>

        <form onSubmit={onSubmit} className="border-t border-line px-4 py-3">
          <MessageField
            id="chat-window-message"
            textareaRef={textarea}
            value={draft}
            onValueChange={(value) => {
              setDraft(value);
              if (error) setError(undefined);
            }}
            error={error}
            busy={busy}
            words={words.field}
          />
        </form>
      </div>
    </dialog>
  );
}
