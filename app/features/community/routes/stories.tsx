import { useNavigation } from "react-router";
import { Form, Link } from "~/ui/link";
import type { Route } from "./+types/stories";
import { Button, ButtonLink } from "~/ui/button";
import { Container } from "~/ui/container";
import { FilterSelect } from "~/ui/filter-fields";
import { StoryCard } from "../components/story-card";
import { storiesPage } from "../stories/stories.server";
import { storiesMessages } from "../messages";
import { storyLocations, storyTypes } from "../stories/story-options";
import { noReact } from "~/lib/http/page-scripts";
import { splitLang } from "~/lib/i18n/paths";

// Content: works without JavaScript, ships no React (ADR 0024).
export const handle = noReact;

export function loader({ request }: Route.LoaderArgs) {
  return storiesPage(request);
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: "Real Stories · RID-CRC" },
  {
    name: "description",
    content: "Stories from patients, survivors, caregivers and families about colorectal cancer screening and care.",
  },
  ...(data ? [{ tagName: "link", rel: "canonical", href: data.canonical }] : []),
];

export default function Stories({ loaderData }: Route.ComponentProps) {
  const { filters, stories } = loaderData;
  const navigation = useNavigation();
  // Only a new filter on this page shows the loading text, not a link to another page.
  const loading = navigation.state === "loading" && splitLang(navigation.location.pathname).path === "/stories";
  return (
    <Container className="py-10 sm:py-14">
      <p className="text-sm font-semibold uppercase tracking-wider text-accent-700">Community stories</p>
      <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-brand-900 sm:text-5xl">
        {storiesMessages.title}
      </h1>
      <p className="mt-4 max-w-3xl text-lg text-ink">
        Survivors, caregivers and families share what screening and care were really like. Every story is reviewed
        before it appears here.{" "}
        <Link to="/share-your-story" className="font-semibold text-brand-700 underline">
          Share your story
        </Link>
        .
      </p>
      {/* A GET form: the filters live in the address, combine, and work without JavaScript. */}
      <Form method="get" className="mt-8 grid items-end gap-4 rounded-2xl bg-surface p-5 sm:grid-cols-[1fr_1fr_auto]">
        <FilterSelect
          id="filter-role"
          name="role"
          label="Role"
          allLabel="All roles"
          options={storyTypes}
          value={filters.role}
        />
        <FilterSelect
          id="filter-location"
          name="location"
          label="Location"
          allLabel="All locations"
          options={storyLocations}
          value={filters.location}
        />
        <Button type="submit">Show Stories</Button>
      </Form>
      <div aria-live="polite" className="mt-8">
        {loading ? (
          <p className="text-muted">Loading stories...</p>
        ) : stories.length === 0 ? (
          <div className="rounded-2xl border border-dashed border-line p-10 text-center">
            <h2 className="text-2xl font-bold text-brand-900">{storiesMessages.empty}</h2>
            <p className="mt-2 text-muted">Be the first to share an experience that could help someone get screened.</p>
            <ButtonLink to="/share-your-story" className="mt-6">
              Share Your Story
            </ButtonLink>
          </div>
        ) : (
          <>
            <h2 className="sr-only">Stories</h2>
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {stories.map((story) => (
                <li key={story.id}>
                  <StoryCard story={story} />
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </Container>
  );
}
