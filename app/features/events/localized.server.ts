import { momentIn } from "~/lib/i18n/dates";
import type { Lang } from "~/lib/i18n/languages";
import { messagesFor, translationState } from "~/lib/i18n/messages.server";
import { localizer, pageWords } from "~/lib/i18n/says.server";
import { createT, type T } from "~/lib/i18n/translate";
import { messages as english } from "./messages";
import { nameMax, registrationSchema } from "./registration/registration.schema";

/**
 * The events pages in the page's language (issue 27): their chrome from app/locales/<lang>/events.json,
 * dates by Intl in the language, and the registration's messages (written in English by the
 * registration code, which e-mails and the console share) put in the language here. Titles,
 * descriptions and places the team typed stay as written.
 */
export function eventsWords(lang: Lang) {
  const messages = messagesFor(lang, "events");
  return { lang, messages, review: translationState(lang, "events"), t: createT(lang, messages) };
}

/** An event's time in the language: its start, or its start to its end. */
export function whenIn(lang: Lang, t: T, start: Date | string, end: Date | string | null): string {
  return end ? t("event.when", { start: momentIn(lang, start), end: momentIn(lang, end) }) : momentIn(lang, start);
}

/** The fallback place names placeLabel() gives, in the language; a place the team typed as written. */
export function placeIn(t: T, place: string): string {
  if (place === "Online") return t("place.online");
  if (place === "To be announced") return t("place.tba");
  return place;
}

type Key = Exclude<keyof typeof english, "title" | "empty" | "errorTitle" | "error" | "tryAgain" | "refusedNotOpen">;
const outcomeKeys = Object.keys(english).filter((k) => typeof english[k as keyof typeof english] === "string") as Key[];
const NOT_OPEN = /^Registration opens on (.+)\.$/;

/**
 * A registration message (English, from registration.server.ts) in the page's language. Its words
 * are matched against messages.ts, so a sentence added there without a translation shows in English.
 */
export function outcomeIn(lang: Lang, t: T, text: string, opensAt?: Date | null): string {
  if (lang === "en") return text;
  const key = outcomeKeys.find((k) => english[k] === text);
  if (key) return t(`outcome.${key}`);
  if (NOT_OPEN.test(text) && opensAt) return t("outcome.refusedNotOpen", { when: momentIn(lang, opensAt) });
  return text;
}

/** The visitor's registration form's schema with its messages in the language. */
export function registrationSchemaIn(t: T) {
  return registrationSchema({
    nameRequired: t("outcome.nameRequired"),
    nameTooLong: t("outcome.nameTooLong", { max: String(nameMax) }),
    emailInvalid: t("outcome.emailInvalid"),
  });
}

/** One's own registrations (/account/events): the namespace's sections a page reads. */
export function myRegistrationWords(lang: Lang, sections: readonly ("mine" | "status" | "says")[]) {
  return pageWords("events", lang, sections);
}

/**
 * The registrations' refusals and answers (messages.ts, English) in the language: one's own
 * registrations' by the namespace's `says.*`, the registration's own (a cancellation) by outcomeIn.
 */
export const { sayIn: eventsSayIn } = localizer("events", (lang, text) => outcomeIn(lang, eventsWords(lang).t, text));
