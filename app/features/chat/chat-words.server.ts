import type { Lang } from "~/lib/i18n/languages";
import { messagesFor, translationState } from "~/lib/i18n/messages.server";
import { translatedPageMeta } from "~/lib/i18n/page-meta.server";
import { createT } from "~/lib/i18n/translate";
import { chatMessages } from "./messages";
import { MAX_MESSAGE_LENGTH } from "./types";

/**
 * The /chat page's own words in the page's language (issue 27; app/locales/<lang>/chat.json): its
 * header, greeting, suggestions, field and the field's messages. The engine's answers (and their
 * "quoted from" and "not yet reviewed" notes) are the engine's, in the asker's language; the
 * floating window on every page stays English, so no page's first load carries these words.
 */
export function chatPage(lang: Lang) {
  const messages = messagesFor(lang, "chat");
  const t = createT(lang, messages);
  return {
    lang,
    words: messages,
    review: translationState(lang, "chat"),
    suggestions: ["signs", "prepare", "fitFree", "when", "where"].map((key) => t(`ask.${key}`)),
    meta: translatedPageMeta(lang, "/chat", { title: t("title"), description: t("description") }),
  };
}

/** The engine's English refusals at the field (messages.ts) in the language; anything else as it is. */
export function chatSay(lang: Lang): (english: string) => string {
  const t = createT(lang, messagesFor(lang, "chat"));
  const known = new Map<string, string>([
    [chatMessages.empty, t("errors.empty")],
    [chatMessages.tooLong, t("errors.tooLong", { max: MAX_MESSAGE_LENGTH })],
    [chatMessages.rateLimited, t("errors.rateLimited")],
  ]);
  return (english) => known.get(english) ?? english;
}
