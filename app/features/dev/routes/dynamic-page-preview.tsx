import { Link } from "react-router";
import type { Route } from "./+types/dynamic-page-preview";
import { ButtonLink } from "~/ui/button";
import { Container } from "~/ui/container";
import { PageHeader } from "~/ui/page-header";
import { siteMessages as messages } from "~/features/site";
import { dynamicPreview } from "../previews.server";

export function loader({ request }: Route.LoaderArgs) {
  return dynamicPreview(request);
}

export const meta: Route.MetaFunction = () => [
  { title: "Dynamic Page Preview · RID-CRC" },
  { name: "robots", content: "noindex" },
];

/** Opens one of a fixed list of pages by ?page=…, for developers only (spec content §2.7). */
export default function DynamicPagePreview({ loaderData }: Route.ComponentProps) {
  const { entries, selected, unknown } = loaderData;
  if (unknown) {
    return (
      <Container className="py-16 text-center">
        <h1 className="text-3xl font-bold text-brand-900">{messages.pageNotFound}</h1>
        <p className="mt-3 text-muted">That page is not in the preview list.</p>
        <ButtonLink to="/dynamic-page-preview" className="mt-8">
          Back to the page list
        </ButtonLink>
      </Container>
    );
  }
  return (
    <>
      <PageHeader
        title={selected ? `Preview: ${selected.title}` : "Dynamic Page Preview"}
        eyebrow="Development only"
        crumbs={[{ label: "Dynamic Page Preview" }]}
      />
      <Container className="py-12">
        {selected ? (
          <p className="text-lg text-ink">
            This preview opens{" "}
            <Link to={selected.to} className="font-semibold text-brand-700 underline">
              {selected.title} ({selected.to})
            </Link>
            .{" "}
            <Link to="/dynamic-page-preview" className="font-semibold text-brand-700 underline">
              Back to the page list
            </Link>
          </p>
        ) : (
          <ul className="space-y-2">
            {entries.map((entry) => (
              <li key={entry.key}>
                <Link to={`?page=${entry.key}`} className="font-semibold text-brand-700 underline">
                  {entry.title}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Container>
    </>
  );
}
