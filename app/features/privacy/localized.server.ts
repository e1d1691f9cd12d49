import { accountSayIn } from "~/features/accounts/index.server";
import type { Lang } from "~/lib/i18n/languages";
import { localizer, pageWords } from "~/lib/i18n/says.server";

/**
 * The privacy self-service pages in the page's language (issue 27): their words from
 * app/locales/<lang>/privacy.json, and the messages the privacy code writes in the spec's English
 * (messages.ts) put in the language by matching them against the namespace's `says.*` strings; the
 * identity check's own refusals (a wrong code) are the accounts feature's.
 */
type Section = "data" | "corrections" | "summary" | "consents" | "delete";

export function privacyWords(lang: Lang, sections: readonly Section[]) {
  return pageWords("privacy", lang, sections);
}

export const { sayIn: privacySayIn } = localizer("privacy", accountSayIn);
