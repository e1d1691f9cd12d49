import { CalendarDays, FlaskConical, Megaphone } from "lucide-react";
import { Link } from "~/ui/link";
import type { Route } from "./+types/newsroom";
import { Container } from "~/ui/container";
import { ArticleResults } from "../components/article-grid";
import { MediaContact } from "../components/media-contact";
import { SubscribeForm } from "~/features/newsletter";
import { PageHeader } from "~/ui/page-header";
import { SearchForm } from "~/ui/filter-controls";
import { newsroomPage } from "../pages.server";
import { pageMeta } from "~/lib/page/seo";
import { noReact } from "~/lib/http/page-scripts";
import { useShellT } from "~/ui/shell-text";

// Content: works without JavaScript, ships no React (ADR 0024).
export const handle = noReact;

export function loader({ request }: Route.LoaderArgs) {
  return newsroomPage(request);
}

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({
    title: "Newsroom",
    description:
      "Press releases, research updates and events from RID-CRC, Singapore's movement to outsmart colorectal cancer.",
    canonical: data?.canonical,
  });

const newsCategories = [
  {
    to: "/education/newsroom/press-releases",
    title: "Press releases",
    text: "Announcements from the movement.",
    Icon: Megaphone,
  },
  {
    to: "/education/newsroom/research-updates",
    title: "Research updates",
    text: "New studies and what they mean for screening.",
    Icon: FlaskConical,
  },
  {
    to: "/upcoming-events",
    title: "Upcoming events",
    text: "Talks, webinars and screening drives.",
    Icon: CalendarDays,
  },
];

export default function Newsroom({ loaderData }: Route.ComponentProps) {
  // The sign-up form's words are the shell's, in the page's language.
  const shellT = useShellT();
  const { search, news, contactEmail } = loaderData;
  return (
    <>
      <PageHeader
        eyebrow="Education"
        title="Newsroom"
        intro="News from RID-CRC: announcements, research that matters for screening, and events near you."
      >
        <SearchForm id="newsroom-search" action="/education/newsroom" label="Search the news" defaultValue={search} />
      </PageHeader>
      <Container className="space-y-12 py-10">
        <section aria-labelledby="news-categories">
          <h2 id="news-categories" className="text-2xl font-bold text-brand-900">
            News Categories
          </h2>
          <ul className="mt-5 grid gap-4 sm:grid-cols-3">
            {newsCategories.map(({ to, title, text, Icon }) => (
              <li key={to} className="rounded-2xl border border-line bg-white p-5 shadow-sm">
                <Icon aria-hidden className="size-6 text-brand-700" />
                <h3 className="mt-2 text-lg font-bold text-brand-900">
                  <Link to={to} className="hover:underline">
                    {title}
                  </Link>
                </h3>
                <p className="mt-1 text-sm text-muted">{text}</p>
              </li>
            ))}
          </ul>
        </section>
        <ArticleResults
          id="latest"
          heading={search ? `News matching “${search}”` : "Latest news"}
          articles={news}
          clearTo="/education/newsroom"
        />
        <section className="rounded-xl bg-brand-50 p-6">
          <SubscribeForm id="newsroom-subscribe" t={shellT} />
        </section>
        <MediaContact email={contactEmail} />
      </Container>
    </>
  );
}
