import { MapPin, Quote } from "lucide-react";
import { Link } from "~/ui/link";
import { storyExcerpt } from "../stories/story-options";

/** A story on /stories: its byline and place already in the page's language (localized.server.ts). */
export function StoryCard({
  story,
  readFull,
}: {
  story: { id: string; content: string; byline: string; place: string };
  /** "Read the full story" in the page's language. */
  readFull: string;
}) {
  return (
    <article className="flex h-full flex-col rounded-2xl border border-line bg-white p-6 shadow-sm">
      <Quote aria-hidden className="size-6 text-brand-700" />
      <p className="mt-3 flex-1 text-ink">{storyExcerpt(story.content)}</p>
      <Link to={`/stories/${story.id}`} className="mt-3 font-semibold text-brand-700 underline">
        {readFull}
        <span className="sr-only">
          : {story.byline}, {story.place}
        </span>
      </Link>
      <footer className="mt-4 border-t border-line pt-3 text-sm">
        <p className="font-semibold text-brand-900">{story.byline}</p>
        <p className="mt-1 flex items-center gap-1 text-muted">
          <MapPin aria-hidden className="size-4" />
          {story.place}
        </p>
      </footer>
    </article>
  );
}
