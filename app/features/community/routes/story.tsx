import { MapPin, Quote } from "lucide-react";
import { Link } from "~/ui/link";
import type { Route } from "./+types/story";
import { ButtonLink } from "~/ui/button";
import { Container } from "~/ui/container";
import { TranslationNote } from "~/ui/translation-note";
import { storyPage } from "../stories/stories.server";
import { communityWords, experienceIn, storyShownIn } from "../stories/localized.server";
import { noReact } from "~/lib/http/page-scripts";
import { requestLang } from "~/lib/i18n/paths";
import { createT } from "~/lib/i18n/translate";

// Content: works without JavaScript, ships no React (ADR 0024).
export const handle = noReact;

// In the page's language (issue 27; community.json): the chrome, the byline, place and experience.
// The story's own words are shown as written.
export async function loader({ params, request }: Route.LoaderArgs) {
  const { lang, messages, review, t } = communityWords(requestLang(request));
  const { story, sharedOn, canonical } = await storyPage(params.id, lang);
  const shown = storyShownIn(t, story);
  const experience = experienceIn(t, story.experienceType);
  return {
    lang,
    messages,
    review,
    story: { ...shown, experience },
    sharedOn,
    meta: [
      { title: `${t("story.metaTitle", { location: shown.place })} · RID-CRC` },
      { name: "description", content: `${shown.byline}: ${experience}.` },
      // A story's page is listed once, in English (its words are the author's).
      { tagName: "link", rel: "canonical", href: canonical },
    ],
  };
}

export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [{ title: "Story not found · RID-CRC" }];

/** One approved story in full (the /stories list shows each one's first 200 characters). */
export default function Story({ loaderData }: Route.ComponentProps) {
  const { story, sharedOn, lang, messages, review } = loaderData;
  const t = createT(lang, messages);
  return (
    <>
      <TranslationNote review={review} />
      <Container className="py-10 sm:py-14">
        <p className="text-sm">
          <Link to="/stories" className="font-semibold text-brand-700 underline">
            {t("story.back")}
          </Link>
        </p>
        <article className="mt-4 max-w-3xl">
          <Quote aria-hidden className="size-8 text-brand-700" />
          <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">{story.experience}</h1>
          <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-muted">
            <span className="font-semibold text-brand-900">{story.byline}</span>
            <span className="inline-flex items-center gap-1">
              <MapPin aria-hidden className="size-4" />
              {story.place}
            </span>
            <span>{t("story.shared", { date: sharedOn })}</span>
          </p>
          <div className="mt-6 space-y-4 text-lg leading-relaxed whitespace-pre-line text-ink">{story.content}</div>
        </article>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/stories" variant="secondary">
            {t("story.more")}
          </ButtonLink>
          <ButtonLink to="/share-your-story">{t("story.share")}</ButtonLink>
        </div>
      </Container>
    </>
  );
}
