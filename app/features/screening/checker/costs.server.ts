import { screeningCosts } from "../../../../content/facts.json";
import { tableText } from "~/lib/i18n/figures";
import { localPath } from "~/lib/i18n/paths";
import { defaultLang, type Lang } from "~/lib/i18n/languages";
import { messagesFor, translationState } from "~/lib/i18n/messages.server";
import { createT } from "~/lib/i18n/translate";
import { canonical, translatedPageMeta } from "~/lib/page/seo.server";

const PATH = "/get-screened/costs";

/**
 * /get-screened/costs: what screening costs a Singapore resident, each figure with its source and
 * dates from facts.json. The page's "last checked" is the oldest check among them and its "next
 * review" the soonest due, so the page never looks fresher than its stalest figure.
 *
 * In a language (issue 27): each item's words are its translation keyed by the item's id
 * (app/locales/<lang>/costs.json), its amounts and other numbers taken from the English in
 * facts.json, never retyped; dates (YYYY-MM-DD here) shown by Intl in the page's language. Sources keep their own titles.
 */
export function screeningCostsPage(lang: Lang = defaultLang) {
  const messages = messagesFor(lang, "costs");
  const t = createT(lang, messages);
  const text = (id: string, field: string, english: string) => tableText(lang, t, `items.${id}.${field}`, english);
  const items = screeningCosts.items.map((item) => ({
    ...item,
    heading: text(item.id, "heading", item.heading),
    who: text(item.id, "who", item.who),
    text: text(item.id, "text", item.text),
    amount: item.amount ? text(item.id, "amount", item.amount) : null,
  }));
  const checkedOn = screeningCosts.items.map((i) => i.checkedOn).sort()[0]!;
  const reviewDue = screeningCosts.items.map((i) => i.reviewDue).sort()[0]!;
  return {
    lang,
    messages,
    review: translationState(lang, "costs"),
    meta: translatedPageMeta({ title: t("meta.title"), description: t("meta.description"), path: PATH, lang }),
    items,
    canonical: canonical(localPath(lang, PATH)),
    checkedOn,
    reviewDue,
  };
}
export type ScreeningCostsData = ReturnType<typeof screeningCostsPage>;
