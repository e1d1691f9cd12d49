import type { Route } from "./+types/share-your-story";
import { ButtonLink } from "~/ui/button";
import { requireChampion } from "~/features/accounts/index.server";
import { requestLang } from "~/lib/i18n/paths";
import { pageWords } from "~/lib/i18n/says.server";
import { createT } from "~/lib/i18n/translate";
import { TranslationNote } from "~/ui/translation-note";
import { championOnlyBoundary } from "../components/champion-only";
import { MemberPage, memberCard } from "../components/member-page";
import { StoryForm, StoryReceived, type StoryActionData } from "../components/story-form";
import { storyAction } from "../stories/story-route.server";
import { storyChampionOnly } from "../stories/localized.server";
import { storiesMessages } from "../messages";

// The English title, for the error page if the loader gave no words (the answer to a non-Champion
// comes in the page's language: storyChampionOnly).
const title = "Share Your Experience";

// A Champion's own page, not for search engines: its title in the page's language (issue 27).
export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.title ?? title} · RID-CRC` },
  { name: "robots", content: "noindex" },
];

// The page's words and the form's in the language (share.json's `page` and `storyForm`).
export async function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  await requireChampion(request, storyChampionOnly(lang));
  const { t, ...words } = pageWords("share", lang, ["page", "storyForm"]);
  return { ...words, title: t("page.title") };
}

export function action({ request }: Route.ActionArgs) {
  return storyAction(request);
}

export default function ShareYourStory({ loaderData, actionData }: Route.ComponentProps) {
  const view = actionData as StoryActionData | undefined;
  const { messages } = loaderData;
  const t = createT(loaderData.lang, messages);
  return (
    <>
      <TranslationNote review={loaderData.review} />
      <MemberPage>
        <div className="text-center">
          <h1 className="text-3xl font-bold text-brand-900">{t("page.title")}</h1>
          {!view?.submitted && <p className="mt-3 text-muted">{t("page.intro")}</p>}
        </div>
        <div className={memberCard}>
          {view?.submitted ? (
            <StoryReceived words={messages}>
              <ButtonLink to="/dashboard/champion" size="lg">
                {t("page.dashboard")}
              </ButtonLink>
              <ButtonLink to="/stories" size="lg" variant="secondary">
                {t("page.readStories")}
              </ButtonLink>
            </StoryReceived>
          ) : (
            <StoryForm words={messages} lastResult={view?.result} />
          )}
        </div>
      </MemberPage>
    </>
  );
}

/** Signed-in visitors who are not Champions (spec content §5), HTTP 403. */
export const ErrorBoundary = championOnlyBoundary({ title, message: storiesMessages.championOnly });
