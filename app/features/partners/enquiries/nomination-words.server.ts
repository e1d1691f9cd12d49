import type { Lang } from "~/lib/i18n/languages";
import { messagesFor, translationState } from "~/lib/i18n/messages.server";
import { translatedPageMeta } from "~/lib/i18n/page-meta.server";
import { createT, type Messages, type T } from "~/lib/i18n/translate";
import { enquirySayer } from "./enquiry-words.server";

/**
 * The nomination form (/join-the-movement#nominate-clinician, /nominate-clinician) in the page's
 * language (issue 27): its words from app/locales/<lang>/nomination.json. The nominator's copy by
 * e-mail is in the same language (enquiry-emails.ts).
 */
export function nominationWords(lang: Lang) {
  const messages = withEnquiryWords(lang);
  return { lang, messages, review: translationState(lang, "nomination"), t: createT(lang, messages) };
}

/**
 * The words the nomination form says as the enquiry forms do, in every language, live once, in
 * enquiries.json: the form reads them by their keys there, beside its own namespace's.
 */
const ENQUIRY_KEYS = ["shared.limit", "shared.policy", "shared.readPolicyEnd", "shared.home", "summary.consent"];
const merged = new Map<Lang, Messages>();

function withEnquiryWords(lang: Lang): Messages {
  const done = merged.get(lang);
  if (done) return done;
  const enquiries = messagesFor(lang, "enquiries");
  const messages = Object.freeze({
    ...messagesFor(lang, "nomination"),
    ...Object.fromEntries(ENQUIRY_KEYS.map((key) => [key, enquiries[key]!])),
  });
  merged.set(lang, messages);
  return messages;
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
