import { Link } from "~/ui/link";
import { PanelList } from "~/ui/panel-list";
import type { MyStory } from "../stories/stories.server";
import { storiesMessages as m } from "../messages";

const tone: Record<MyStory["state"], string> = {
  pending: "bg-amber-50 text-amber-950",
  published: "bg-green-50 text-green-900",
  rejected: "bg-red-50 text-red-900",
  unpublished: "bg-surface text-ink",
};

/** A Champion's own stories on their dashboard: each one's state, the team's reason, its page when published. */
export function MyStories({ stories }: { stories: MyStory[] }) {
  return (
    <PanelList items={stories} empty={{ text: m.noStoriesYet, to: "/share-your-story", link: "Share your story" }}>
      {(story) => (
        <li key={story.id} className="py-3" data-testid="my-story">
          <p className="text-ink">{story.excerpt}</p>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
            <span>Shared {story.sharedOn}</span>
            <span className={`rounded-full px-2.5 py-0.5 font-semibold ${tone[story.state]}`} data-testid="story-state">
              {m.authorStates[story.state]}
            </span>
            {story.href && (
              <Link to={story.href} className="font-semibold text-brand-700 underline">
                Read it on Real Stories
              </Link>
            )}
          </p>
          {story.reason && (
            <p className="mt-1 text-sm text-ink">
              {m.teamReason} {story.reason}
            </p>
          )}
        </li>
      )}
    </PanelList>
  );
}
