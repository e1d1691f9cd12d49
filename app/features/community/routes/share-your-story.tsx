import type { Route } from "./+types/share-your-story";
import { ButtonLink } from "~/ui/button";
import { requireChampion } from "~/features/accounts/index.server";
import { championOnlyBoundary } from "../components/champion-only";
import { MemberPage, memberCard } from "../components/member-page";
import { StoryForm, StoryReceived, type StoryActionData } from "../components/story-form";
import { storyAction } from "../stories/story-route.server";
import { storiesMessages } from "../messages";

const title = "Share Your Experience";

export const meta: Route.MetaFunction = () => [{ title: `${title} · RID-CRC` }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireChampion(request);
  return null;
}

export function action({ request }: Route.ActionArgs) {
  return storyAction(request);
}

export default function ShareYourStory({ actionData }: Route.ComponentProps) {
  const view = actionData as StoryActionData | undefined;
  return (
    <MemberPage>
      <div className="text-center">
        <h1 className="text-3xl font-bold text-brand-900">{title}</h1>
        {!view?.submitted && (
          <p className="mt-3 text-muted">
            Your experience of screening, treatment or caring for someone could be what convinces another person to get
            screened. Every story is reviewed before it appears on the Stories page.
          </p>
        )}
      </div>
      <div className={memberCard}>
        {view?.submitted ? (
          <StoryReceived>
            <ButtonLink to="/dashboard/champion" size="lg">
              Go to My Dashboard
            </ButtonLink>
            <ButtonLink to="/stories" size="lg" variant="secondary">
              Read Real Stories
            </ButtonLink>
          </StoryReceived>
        ) : (
          <StoryForm lastResult={view?.result} />
        )}
      </div>
    </MemberPage>
  );
}

/** Signed-in visitors who are not Champions (spec content §5), HTTP 403. */
export const ErrorBoundary = championOnlyBoundary({ title, message: storiesMessages.championOnly });
