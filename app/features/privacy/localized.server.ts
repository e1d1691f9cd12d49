import { accountSayIn } from "~/features/accounts/index.server";
import { tableText } from "~/lib/i18n/figures";
import type { Lang } from "~/lib/i18n/languages";
import { messagesFor } from "~/lib/i18n/messages.server";
import { localizer, pageWords } from "~/lib/i18n/says.server";
import { createT } from "~/lib/i18n/translate";
import type { PersonalTable } from "./declaration";

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

/**
 * A declared table's name, purpose and retention period in the language (declaration.json): the
 * English is declaration.ts's own, and a translation writes `{{n0}}`… where the English has a
 * number, filled from the declaration, so a period changed there changes in every language.
 */
export function declaredIn(lang: Lang, declared: PersonalTable) {
  const t = createT(lang, messagesFor(lang, "declaration"));
  const text = (field: "label" | "purpose" | "retention") =>
    tableText(lang, t, `${declared.table}.${field}`, declared[field]);
  return { label: text("label"), purpose: text("purpose"), retention: text("retention") };
}
