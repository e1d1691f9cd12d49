import { MapPin, Quote } from "lucide-react";
import { Link } from "~/ui/link";
import { storyByline, storyExcerpt } from "../stories/story-options";

export function StoryCard({
  story,
}: {
  story: { id: string; content: string; anonymous: boolean; storyType: string; location: string };
}) {
  return (
    <article className="flex h-full flex-col rounded-2xl border border-line bg-white p-6 shadow-sm">
      <Quote aria-hidden className="size-6 text-brand-700" />
      <p className="mt-3 flex-1 text-ink">{storyExcerpt(story.content)}</p>
      <Link to={`/stories/${story.id}`} className="mt-3 font-semibold text-brand-700 underline">
        Read the full story
        <span className="sr-only">
          : {storyByline(story)}, {story.location}
        </span>
      </Link>
      <footer className="mt-4 border-t border-line pt-3 text-sm">
        <p className="font-semibold text-brand-900">{storyByline(story)}</p>
        <p className="mt-1 flex items-center gap-1 text-muted">
          <MapPin aria-hidden className="size-4" />
          {story.location}
        </p>
      </footer>
    </article>
  );
}
