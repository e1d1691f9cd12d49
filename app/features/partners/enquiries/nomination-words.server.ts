import type { Lang } from "~/lib/i18n/languages";
import { messagesFor, translationState } from "~/lib/i18n/messages.server";
import { translatedPageMeta } from "~/lib/i18n/page-meta.server";
import { createT, type T } from "~/lib/i18n/translate";
import { enquirySayer } from "./enquiry-words.server";

/**
 * The nomination form (/join-the-movement#nominate-clinician, /nominate-clinician) in the page's
 * language (issue 27): its words from app/locales/<lang>/nomination.json. The nominator's copy by
 * e-mail is in the same language (enquiry-emails.ts).
 */
export function nominationWords(lang: Lang) {
  const messages = messagesFor(lang, "nomination");
  return { lang, messages, review: translationState(lang, "nomination"), t: createT(lang, messages) };
}

/** The nomination form's messages (nomination.json's `errors`), by the enquiry forms' one sayer. */
export const nominationSay = (t: T) =>
  enquirySayer(t, [
    "fullNameRequired",
    "emailRequired",
    "emailInvalid",
    "clinicianRequired",
    "clinicRequired",
    "reasonRequired",
    "consentRequired",
    "tooMany",
    "unexpected",
  ]);

/** /nominate-clinician's words and head tags in the language. */
export function nominationPage(lang: Lang) {
  const { messages, review, t } = nominationWords(lang);
  return {
    lang,
    messages,
    review,
    meta: translatedPageMeta(lang, "/nominate-clinician", {
      title: t("page.title"),
      description: t("page.description"),
    }),
  };
}
