import type { Lang } from "~/lib/i18n/languages";
import { messagesFor, translationState } from "~/lib/i18n/messages.server";
import { translatedPageMeta } from "~/lib/i18n/page-meta.server";
import { createT } from "~/lib/i18n/translate";
import { chatWords } from "./components/chat-words";
import { chatMessages } from "./messages";

/**
 * The /chat page's own words in the page's language (issue 27; app/locales/<lang>/chat.json): its
 * header, greeting, suggestions, field and the field's messages. The engine's answers (and their
 * "quoted from" and "not yet reviewed" notes) are the engine's, in the asker's language; the
 * floating window fetches the same file when it first opens (components/chat-words.ts).
 */
export function chatPage(lang: Lang) {
  const messages = messagesFor(lang, "chat");
  const t = createT(lang, messages);
  return {
    lang,
    words: messages,
    review: translationState(lang, "chat"),
    suggestions: chatWords(lang, messages).suggestions,
    meta: translatedPageMeta(lang, "/chat", { title: t("title"), description: t("description") }),
  };
}

/** The engine's English refusals at the field (messages.ts) in the language; anything else as it is. */
export function chatSay(lang: Lang): (english: string) => string {
  const { errors } = chatWords(lang, messagesFor(lang, "chat"));
  const known = new Map<string, string>([
    [chatMessages.empty, errors.empty],
    [chatMessages.tooLong, errors.tooLong],
    [chatMessages.rateLimited, errors.rateLimited],
  ]);
  return (english) => known.get(english) ?? english;
}
