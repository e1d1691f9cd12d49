import type { Lang } from "~/lib/i18n/languages";
import { translatedPageMeta } from "~/lib/i18n/page-meta.server";
import { upcomingEventsPage, type EventSummary } from "./events.server";
import { momentIn } from "~/lib/i18n/dates";
import { eventsWords, placeIn } from "./localized.server";

/**
 * /upcoming-events in the page's language (issue 27): the list as events.server.ts reads it, its
 * dates and fallback places in the language, the types' names for the filter, and the head tags.
 */
export async function upcomingEventsList(lang: Lang, requestedType: string | null, now = new Date()) {
  const { messages, review, t } = eventsWords(lang);
  const page = await upcomingEventsPage(now, requestedType);
  const local = (event: EventSummary): EventSummary => ({
    ...event,
    whenLabel: momentIn(lang, event.startsAt),
    place: placeIn(t, event.place),
  });
  return {
    ...page,
    events: page.events.map(local),
    past: page.past.map(local),
    typeLabels: Object.fromEntries(page.types.map((type) => [type, t(`types.${type}`) || type])),
    lang,
    messages,
    review,
    meta: translatedPageMeta(lang, "/upcoming-events", {
      title: t("meta.title"),
      description: t("meta.description"),
    }),
  };
}
