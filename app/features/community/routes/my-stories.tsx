import type { Route } from "./+types/my-stories";
import { Container } from "~/ui/container";
import { Link } from "~/ui/link";
import { PageHeader } from "~/ui/page-header";
import { TranslationNote } from "~/ui/translation-note";
import { noReact } from "~/lib/http/page-scripts";
import { createT } from "~/lib/i18n/translate";
import { championOnlyBoundary } from "../components/champion-only";
import { memberCard } from "../components/member-page";
import { storiesMessages } from "../messages";
import { myStoriesPage } from "../stories/my-stories.server";

// A list of links: no JavaScript needed (ADR 0024).
export const handle = noReact;

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.title ?? "My stories"} · RID-CRC` },
  { name: "robots", content: "noindex" },
];

export const loader = ({ request }: Route.LoaderArgs) => myStoriesPage(request);

/** The Champion's stories (issue 29): each opens to be corrected or removed. */
export default function MyStories({ loaderData }: Route.ComponentProps) {
  const t = createT(loaderData.lang, loaderData.messages);
  return (
    <>
      <TranslationNote review={loaderData.review} />
      <PageHeader title={t("mine.title")} intro={t("mine.intro")} />
      <Container className="max-w-3xl space-y-4 py-12">
        {loaderData.stories.length === 0 ? (
          <p>
            {t("mine.none")}{" "}
            <Link to="/share-your-story" className="font-semibold text-brand-700 underline">
              {t("mine.share")}
            </Link>
          </p>
        ) : null}
        <ul className="space-y-4">
          {loaderData.stories.map((s) => (
            <li key={s.id} className={`${memberCard} space-y-2`} data-testid="story">
              <h2 className="text-lg font-bold text-brand-900">{s.storyType}</h2>
              <p>{t("mine.line", { sent: s.sentLabel, status: s.stateLabel })}</p>
              <p className="break-words text-muted">{s.excerpt}</p>
              <Link to={`/account/stories/${s.id}`} className="font-semibold text-brand-700 underline">
                {t("mine.open")}
                <span className="sr-only"> {t("mine.openSent", { sent: s.sentLabel })}</span>
              </Link>
            </li>
          ))}
        </ul>
      </Container>
    </>
  );
}

/** Signed-in visitors who are not Champions (spec content §5), HTTP 403: the loader gives its words in the language. */
export const ErrorBoundary = championOnlyBoundary({ title: "My stories", message: storiesMessages.championOnly });
