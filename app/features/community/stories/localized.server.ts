import { languageTags, type Lang } from "~/lib/i18n/languages";
import { groups, messagesFor, translationState } from "~/lib/i18n/messages.server";
import { localizer } from "~/lib/i18n/says.server";
import { translatedPageMeta } from "~/lib/i18n/page-meta.server";
import { createT, type T } from "~/lib/i18n/translate";
import { formatSgDate } from "~/lib/text/singapore-date";
import { championOnlyWords } from "../champion-access.server";
import { experienceKeys, placeKeys, storyByline, storyLocations, storyTypeKeys, storyTypes } from "./story-options";

/**
 * /stories and /stories/:id in the page's language (issue 27): their words from
 * app/locales/<lang>/community.json, the option lists' labels by key (the stored values and the
 * filters' values stay the English of story-options.ts). Stories' own text is shown as written.
 */
export function communityWords(lang: Lang) {
  const messages = messagesFor(lang, "community");
  return { lang, messages, review: translationState(lang, "community"), t: createT(lang, messages) };
}

/** A stored value's label in the language; a value of no list (an older row) as stored. */
function labelIn(t: T, group: string, keys: Record<string, string>, value: string): string {
  const key = keys[value];
  return key ? t(`${group}.${key}`) : value;
}

const labelsOf = (t: T, group: string, keys: Record<string, string>, values: readonly string[]) =>
  Object.fromEntries(values.map((value) => [value, labelIn(t, group, keys, value)]));

/** The filters' option labels in the language (FilterSelect's `labels`). */
export function storyFilterLabels(t: T) {
  return {
    roles: labelsOf(t, "storyType", storyTypeKeys, storyTypes),
    locations: labelsOf(t, "place", placeKeys, storyLocations),
  };
}

/** A story's byline ('Anonymous' or its type), place and experience in the language. */
export function storyShownIn<S extends { anonymous: boolean; storyType: string; location: string }>(t: T, story: S) {
  const byline = storyByline(story);
  return {
    ...story,
    byline: story.anonymous ? t("anonymous") : labelIn(t, "storyType", storyTypeKeys, byline),
    place: labelIn(t, "place", placeKeys, story.location),
  };
}

/** A story's type ("Family Member") in the language. */
export const storyTypeIn = (t: T, value: string) => labelIn(t, "storyType", storyTypeKeys, value);

/** The story's experience (its page's heading) in the language. */
export const experienceIn = (t: T, value: string) => labelIn(t, "experience", experienceKeys, value);

/** The date a story was shared, as English has it ("2 Mar 2026") or in the language's own style. */
export function sharedOnIn(lang: Lang, day: string): string {
  if (lang === "en") return formatSgDate(day);
  return new Intl.DateTimeFormat(languageTags[lang], { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** /stories' head tags in the language. */
export const storiesMeta = (lang: Lang, t: T) =>
  translatedPageMeta(lang, "/stories", { title: t("stories.metaTitle"), description: t("stories.metaDescription") });

/**
 * The story form's words in the language (share.json's `storyForm` group, issue 27): every page that
 * shows the form (/share-your-story, the awareness pillar, /account/stories/:id) sends them.
 */
export const storyFormWords = (lang: Lang) => groups(messagesFor(lang, "share"), "storyForm");

/** The story form's answer with its messages (the spec's English) in the language (share.json's `says`). */
export const { replyIn: storyReplyIn } = localizer("share");

/**
 * /share-your-story's answer to a signed-in account that is not a Champion (HTTP 403) in the
 * language: the page's title (share.json's `page.title`), community.json's message, hint and link.
 */
export const storyChampionOnly = (lang: Lang) => ({
  ...championOnlyWords(lang, "championOnly.stories", "championOnly.stories"),
  title: createT(lang, messagesFor(lang, "share"))("page.title"),
});
