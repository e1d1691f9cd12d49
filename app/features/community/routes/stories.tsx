import { useNavigation } from "react-router";
import { Form, Link } from "~/ui/link";
import type { Route } from "./+types/stories";
import { Button, ButtonLink } from "~/ui/button";
import { Container } from "~/ui/container";
import { FilterSelect } from "~/ui/filter-fields";
import { TranslationNote } from "~/ui/translation-note";
import { StoryCard } from "../components/story-card";
import { storiesPage } from "../stories/stories.server";
import { communityWords, storiesMeta, storyFilterLabels, storyShownIn } from "../stories/localized.server";
import { storyLocations, storyTypes } from "../stories/story-options";
import { noReact } from "~/lib/http/page-scripts";
import { requestLang, splitLang } from "~/lib/i18n/paths";
import { createT } from "~/lib/i18n/translate";

// Content: works without JavaScript, ships no React (ADR 0024).
export const handle = noReact;

// In the page's language (issue 27; community.json): the chrome, the filters' labels, each story's
// byline and place. The stories' own words are shown as written.
export async function loader({ request }: Route.LoaderArgs) {
  const { lang, messages, review, t } = communityWords(requestLang(request));
  const { filters, stories } = await storiesPage(request);
  return {
    lang,
    messages,
    review,
    filters,
    labels: storyFilterLabels(t),
    stories: stories.map((story) => storyShownIn(t, story)),
    meta: storiesMeta(lang, t),
  };
}

export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

export default function Stories({ loaderData }: Route.ComponentProps) {
  const { filters, stories, labels, lang, messages, review } = loaderData;
  const t = createT(lang, messages);
  const navigation = useNavigation();
  // Only a new filter on this page shows the loading text, not a link to another page.
  const loading = navigation.state === "loading" && splitLang(navigation.location.pathname).path === "/stories";
  return (
    <>
      <TranslationNote review={review} />
      <Container className="py-10 sm:py-14">
        <p className="text-sm font-semibold uppercase tracking-wider text-accent-700">{t("stories.eyebrow")}</p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-brand-900 sm:text-5xl">{t("stories.title")}</h1>
        <p className="mt-4 max-w-3xl text-lg text-ink">
          {t("stories.intro")}{" "}
          <Link to="/share-your-story" className="font-semibold text-brand-700 underline">
            {t("stories.shareLink")}
          </Link>
          {t("stories.shareLinkEnd")}
        </p>
        {/* A GET form: the filters live in the address, combine, and work without JavaScript. */}
        <Form method="get" className="mt-8 grid items-end gap-4 rounded-2xl bg-surface p-5 sm:grid-cols-[1fr_1fr_auto]">
          <FilterSelect
            id="filter-role"
            name="role"
            label={t("stories.role")}
            allLabel={t("stories.allRoles")}
            options={storyTypes}
            labels={labels.roles}
            value={filters.role}
          />
          <FilterSelect
            id="filter-location"
            name="location"
            label={t("stories.location")}
            allLabel={t("stories.allLocations")}
            options={storyLocations}
            labels={labels.locations}
            value={filters.location}
          />
          <Button type="submit">{t("stories.show")}</Button>
        </Form>
        <div aria-live="polite" className="mt-8">
          {loading ? (
            <p className="text-muted">{t("stories.loading")}</p>
          ) : stories.length === 0 ? (
            <div className="rounded-2xl border border-dashed border-line p-10 text-center">
              <h2 className="text-2xl font-bold text-brand-900">{t("stories.empty")}</h2>
              <p className="mt-2 text-muted">{t("stories.emptyText")}</p>
              <ButtonLink to="/share-your-story" className="mt-6">
                {t("stories.shareButton")}
              </ButtonLink>
            </div>
          ) : (
            <>
              <h2 className="sr-only">{t("stories.list")}</h2>
              <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
                {stories.map((story) => (
                  <li key={story.id}>
                    <StoryCard story={story} readFull={t("stories.readFull")} />
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </Container>
    </>
  );
}
