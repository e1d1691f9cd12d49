import type { Lang } from "~/lib/i18n/languages";
import { messagesFor, translationState } from "~/lib/i18n/messages.server";
import { translatedPageMeta } from "~/lib/i18n/page-meta.server";
import { tooLong } from "~/lib/forms/schema-fields";
import { createT, type T } from "~/lib/i18n/translate";
import { enquiryMessages as m } from "./enquiry-options";

/**
 * The nomination form (/join-the-movement#nominate-clinician, /nominate-clinician) in the page's
 * language (issue 27): its words from app/locales/<lang>/nomination.json. The nominator's copy by
 * e-mail stays English for now.
 */
export function nominationWords(lang: Lang) {
  const messages = messagesFor(lang, "nomination");
  return { lang, messages, review: translationState(lang, "nomination"), t: createT(lang, messages) };
}

const TOO_LONG = new RegExp(`^${tooLong(0).replace("0", "(\\d+)")}$`);

/**
 * The schema's and submitEnquiry's English messages (enquiry-options.ts) in the language: the
 * rules keep their one home, the page says them in its language. A message of no known shape is
 * shown as it is.
 */
export function nominationSay(t: T): (english: string) => string {
  const known = new Map<string, string>(
    (
      [
        "fullNameRequired",
        "emailRequired",
        "emailInvalid",
        "clinicianRequired",
        "clinicRequired",
        "reasonRequired",
        "consentRequired",
        "tooMany",
        "unexpected",
      ] as const
    ).map((key) => [m[key], t(`errors.${key}`)]),
  );
  return (english) => {
    const max = TOO_LONG.exec(english)?.[1];
    return known.get(english) ?? (max ? t("errors.tooLong", { max }) : english);
  };
}

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
