import type { Route } from "./+types/press-releases";
import { Container } from "~/ui/container";
import { ArticleResults } from "../components/article-grid";
import { MediaContact } from "../components/media-contact";
import { PageHeader } from "~/ui/page-header";
import { SearchForm } from "~/ui/filter-controls";
import { pressReleasesPage } from "../pages.server";
import { pageMeta } from "~/lib/page/seo";
import { noReact } from "~/lib/http/page-scripts";

// Content: works without JavaScript, ships no React (ADR 0024).
export const handle = noReact;

export function loader({ request }: Route.LoaderArgs) {
  return pressReleasesPage(request);
}

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({
    title: "Press Releases",
    description: "Official announcements from RID-CRC.",
    canonical: data?.canonical,
  });

export default function PressReleases({ loaderData }: Route.ComponentProps) {
  const { search, results, contactEmail } = loaderData;
  return (
    <>
      <PageHeader
        eyebrow="Newsroom"
        title="Press Releases"
        intro="Official announcements from the movement: launches, programmes and national targets."
      >
        <SearchForm
          id="press-search"
          action="/education/newsroom/press-releases"
          label="Search press releases"
          defaultValue={search}
        />
      </PageHeader>
      <Container className="space-y-12 py-10">
        <ArticleResults
          id="releases"
          heading={search ? `Press releases matching “${search}”` : "All press releases"}
          articles={results}
          clearTo="/education/newsroom/press-releases"
        />
        <MediaContact email={contactEmail} />
      </Container>
    </>
  );
}
