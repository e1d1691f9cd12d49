import type { Lang } from "~/lib/i18n/languages";
import { messagesFor, translationState } from "~/lib/i18n/messages.server";
import { createT } from "~/lib/i18n/translate";
import { suggestions } from "./suggestions";

/**
 * The search page and the home page's suggestions in the page's language (issue 27): their words
 * from app/locales/<lang>/search.json. Results' titles and snippets are the pages' own, as indexed.
 */
export function searchWords(lang: Lang) {
  const messages = messagesFor(lang, "search");
  return { lang, messages, review: translationState(lang, "search"), t: createT(lang, messages) };
}

/**
 * The home search bar's suggestions and its no-match message in the language: the enhance script
 * (search-suggestions.ts) reads them from the page, React's HomeSearch from its props. The paths
 * stay those of suggestions.ts; {{term}} stays in the message for the typed words.
 */
export function suggestionsIn(lang: Lang) {
  const { t } = searchWords(lang);
  return {
    list: suggestions.map(({ key, path }) => ({ label: t(`suggest.${key}`), path })),
    noResults: t("suggest.noResults"),
  };
}
