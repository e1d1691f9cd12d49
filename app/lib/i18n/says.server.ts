import { defaultLang, type Lang } from "./languages";
import { messagesFor, translationState, type Namespace } from "./messages.server";
import { createT, type Messages } from "./translate";

/** A form's answer as conform writes it (ui's FormResult): its messages by field name. */
type Reply = { error?: Record<string, string[] | null> };

/**
 * A feature's messages in the page's language (issue 27, ADR 0027): its code keeps writing the
 * spec's English (field errors, refusals, toasts), and the page puts each in its language on the
 * server by matching it against the namespace's English `says.*` strings, placeholders included
 * ("Sign in failed: {{reason}}" matches "Sign in failed: …", the reason itself put in the language).
 * A sentence without a `says.*` string stays as written; `fallback` tries another feature's first.
 */
export function localizer(namespace: Namespace, fallback?: (lang: Lang, text: string) => string) {
  const english = Object.entries(messagesFor(defaultLang, namespace)).filter(([key]) => key.startsWith("says."));
  const exact = new Map(english.map(([key, text]) => [text, key]));
  const patterns = english
    .filter(([, text]) => text.includes("{{"))
    .map(([key, text]) => {
      const names = [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!);
      const source = text
        .split(/\{\{\w+\}\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
        .join("(.+)");
      return { key, names, regex: new RegExp(`^${source}$`, "s") };
    });

  function sayIn(lang: Lang, text: string): string {
    if (lang === defaultLang) return text;
    const t = createT(lang, messagesFor(lang, namespace));
    const key = exact.get(text);
    if (key) return t(key);
    for (const { key: template, names, regex } of patterns) {
      const match = regex.exec(text);
      if (match) return t(template, Object.fromEntries(names.map((name, i) => [name, sayIn(lang, match[i + 1]!)])));
    }
    return fallback ? fallback(lang, text) : text;
  }

  /** A form's answer (conform's reply) with its field and form messages in the language. */
  function replyIn<R extends Reply>(lang: Lang, reply: R): R {
    if (lang === defaultLang || !reply.error) return reply;
    const error = Object.fromEntries(
      Object.entries(reply.error).map(([name, list]) => [name, list?.map((text) => sayIn(lang, text)) ?? null]),
    );
    return { ...reply, error };
  }

  return { sayIn, replyIn };
}

/**
 * A page's words: the namespace's sections it reads (a page gets only its own, not the whole file),
 * its translation state for the note, and a translator over the whole namespace for the server.
 */
export function pageWords(namespace: Namespace, lang: Lang, sections: readonly string[]) {
  const all = messagesFor(lang, namespace);
  const messages: Messages = Object.fromEntries(
    Object.entries(all).filter(([key]) => sections.some((section) => key.startsWith(`${section}.`))),
  );
  return { lang, messages, review: translationState(lang, namespace), t: createT(lang, all) };
}
