import type { Route } from "./+types/my-story";
import { IntentCard } from "~/ui/post-button";
import { Container } from "~/ui/container";
import { Notice } from "~/ui/field";
import { Link } from "~/ui/link";
import { PageHeader } from "~/ui/page-header";
import { TranslationNote } from "~/ui/translation-note";
import { noReactWith } from "~/lib/http/page-scripts";
import { createT } from "~/lib/i18n/translate";
import { memberCard } from "../components/member-page";
import { StoryForm } from "../components/story-form";
import { myStoryAction, myStoryPage } from "../stories/my-stories.server";
import { storyFormWords } from "../stories/localized.server";
import { requestLang } from "~/lib/i18n/paths";

/**
 * No React (ADR 0024): /share-your-story's form, filled with the story sent, and a removal form,
 * both answered by the server. form-feedback focuses the field in error, or what the server marks
 * `data-focus` (the form's message, the confirmation).
 */
export const handle = noReactWith("form-feedback");

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.title ?? "RID-CRC"} · RID-CRC` },
  { name: "robots", content: "noindex" },
];

// The story form's words in the page's language (share.json's `storyForm`, issue 27).
export const loader = async ({ request, params }: Route.LoaderArgs) => ({
  ...(await myStoryPage(request, params.id)),
  storyWords: storyFormWords(requestLang(request)),
});

export const action = ({ request, params }: Route.ActionArgs) => myStoryAction(request, params.id);

/** One of the Champion's stories (issue 29): corrected (read again by the team) or removed. */
export default function MyStory({ loaderData, actionData }: Route.ComponentProps) {
  const { story } = loaderData;
  const done = actionData?.done;
  const t = createT(loaderData.lang, loaderData.messages);
  return (
    <>
      <TranslationNote review={loaderData.review} />
      <PageHeader
        title={t("mine.editTitle")}
        intro={t("mine.line", { sent: story.sentLabel, status: story.stateLabel })}
      />
      <Container className="max-w-3xl space-y-6 py-12">
        {done ? (
          <div tabIndex={-1} data-focus className="focus:outline-none">
            <Notice tone="success">{done.message}</Notice>
          </div>
        ) : null}
        <div className={memberCard}>
          <StoryForm
            words={loaderData.storyWords}
            lastResult={actionData?.result}
            defaultValue={story.values}
            submitLabel={t("mine.save")}
          >
            {story.warning ? <Notice tone="warning">{story.warning}</Notice> : null}
          </StoryForm>
        </div>
        <IntentCard
          intent="remove"
          title={t("mine.removeTitle")}
          text={t("mine.removeText")}
          label={t("mine.remove")}
          className={memberCard}
        />
        <p>
          <Link to="/account/stories" className="font-semibold text-brand-700 underline">
            {t("mine.back")}
          </Link>
        </p>
      </Container>
    </>
  );
}

// No ErrorBoundary of its own, as on /account/referrals/:id: another person's (or an unknown) id is
// the root's "Page not found" (404); a partner gets the root's error page with the same 403.
