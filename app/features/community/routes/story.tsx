import { MapPin, Quote } from "lucide-react";
import { Link } from "~/ui/link";
import type { Route } from "./+types/story";
import { ButtonLink } from "~/ui/button";
import { Container } from "~/ui/container";
import { storyPage } from "../stories/stories.server";
import { storyByline } from "../stories/story-options";
import { noReact } from "~/lib/http/page-scripts";

// Content: works without JavaScript, ships no React (ADR 0024).
export const handle = noReact;

export function loader({ params }: Route.LoaderArgs) {
  return storyPage(params.id);
}

export const meta: Route.MetaFunction = ({ data }) =>
  data
    ? [
        { title: `A story from ${data.story.location} · RID-CRC` },
        { name: "description", content: `${storyByline(data.story)}: ${data.story.experienceType}.` },
        { tagName: "link", rel: "canonical", href: data.canonical },
      ]
    : [{ title: "Story not found · RID-CRC" }];

/** One approved story in full (the /stories list shows each one's first 200 characters). */
export default function Story({ loaderData }: Route.ComponentProps) {
  const { story, sharedOn } = loaderData;
  return (
    <Container className="py-10 sm:py-14">
      <p className="text-sm">
        <Link to="/stories" className="font-semibold text-brand-700 underline">
          Real Stories
        </Link>
      </p>
      <article className="mt-4 max-w-3xl">
        <Quote aria-hidden className="size-8 text-brand-700" />
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
          {story.experienceType}
        </h1>
        <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-muted">
          <span className="font-semibold text-brand-900">{storyByline(story)}</span>
          <span className="inline-flex items-center gap-1">
            <MapPin aria-hidden className="size-4" />
            {story.location}
          </span>
          <span>Shared {sharedOn}</span>
        </p>
        <div className="mt-6 space-y-4 text-lg leading-relaxed whitespace-pre-line text-ink">{story.content}</div>
      </article>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <ButtonLink to="/stories" variant="secondary">
          More stories
        </ButtonLink>
        <ButtonLink to="/share-your-story">Share your story</ButtonLink>
      </div>
    </Container>
  );
}
