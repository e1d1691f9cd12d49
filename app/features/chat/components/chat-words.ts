import { defaultLang, type Lang } from "~/lib/i18n/languages";
import { createT, flatten, type Messages } from "~/lib/i18n/translate";
import { MAX_MESSAGE_LENGTH } from "../types";

/**
 * Every word the chat shows around the bot's replies, in one language (issue 27; chat.json): the
 * /chat page and the floating window take them from here, so the two cannot drift apart.
 */
export function chatWords(lang: Lang, messages: Messages) {
  const t = createT(lang, messages);
  return {
    title: t("title"),
    emergency: t("emergency"),
    greeting: t("greeting"),
    close: t("close"),
    dismiss: t("dismiss"),
    suggestionsHeading: t("suggestions"),
    /** Spec §9: the suggestions, shown while at most one message exists (the first SUGGESTIONS_SHOWN). */
    suggestions: ["signs", "prepare", "fitFree", "when", "where"].map((key) => t(`ask.${key}`)),
    transcript: {
      conversation: t("conversation"),
      youSaid: t("youSaid"),
      botSaid: t("botSaid"),
      typing: t("typing"),
      sources: t("sources"),
      nextSteps: t("nextSteps"),
    },
    field: {
      field: t("field"),
      send: t("send"),
      limit: t("limit", { max: MAX_MESSAGE_LENGTH }),
      count: (count: number) => t("count", { count, max: MAX_MESSAGE_LENGTH }),
    },
    errors: {
      empty: t("errors.empty"),
      tooLong: t("errors.tooLong", { max: MAX_MESSAGE_LENGTH }),
      rateLimited: t("errors.rateLimited"),
    },
    /** Spec §8: what the window says when the chat service fails. */
    failures: {
      serverError: t("failures.serverError"),
      network: t("failures.network"),
      networkBanner: t("failures.networkBanner"),
    },
  };
}

export type ChatWords = ReturnType<typeof chatWords>;

/**
 * Each language's chat.json as a chunk of its own, fetched when the window first opens: no page's
 * first load carries them (issue 25), and a page in Tamil fetches the Tamil words only.
 */
const files = import.meta.glob<Record<string, unknown>>("../../../locales/*/chat.json", { import: "default" });

export async function loadChatWords(lang: Lang): Promise<ChatWords> {
  const load = files[`../../../locales/${lang}/chat.json`] ?? files[`../../../locales/${defaultLang}/chat.json`]!;
  return chatWords(lang, flatten(await load()));
}
