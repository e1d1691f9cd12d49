import { Link } from "~/ui/link";
import { PanelList } from "~/ui/panel-list";
import type { T } from "~/lib/i18n/translate";
import type { MyStory } from "../stories/stories.server";

const tone: Record<MyStory["state"], string> = {
  pending: "bg-amber-50 text-amber-950",
  published: "bg-green-50 text-green-900",
  rejected: "bg-red-50 text-red-900",
  unpublished: "bg-surface text-ink",
};

/**
 * A Champion's own stories on their dashboard: each one's state, the team's reason, its page when
 * published. `t`: community.json's `mine` and `dashboard` in the page's language (issue 27); the
 * date `sharedOn` comes written in it, the excerpt and the reason as typed.
 */
export function MyStories({ stories, t }: { stories: MyStory[]; t: T }) {
  return (
    <PanelList items={stories} empty={{ text: t("mine.none"), to: "/share-your-story", link: t("mine.share") }}>
      {(story) => (
        <li key={story.id} className="py-3" data-testid="my-story">
          <p className="text-ink">{story.excerpt}</p>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
            <span>{t("dashboard.shared", { date: story.sharedOn })}</span>
            <span className={`rounded-full px-2.5 py-0.5 font-semibold ${tone[story.state]}`} data-testid="story-state">
              {t(`dashboard.states.${story.state}`)}
            </span>
            {story.href && (
              <Link to={story.href} className="font-semibold text-brand-700 underline">
                {t("dashboard.read")}
              </Link>
            )}
          </p>
          {story.reason && <p className="mt-1 text-sm text-ink">{t("dashboard.reason", { reason: story.reason })}</p>}
        </li>
      )}
    </PanelList>
  );
}
