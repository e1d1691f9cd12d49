import type { Route } from "./+types/component-preview";
import { ButtonLink } from "~/ui/button";
import { Container } from "~/ui/container";
import { PageHeader } from "~/ui/page-header";
import { isTalkVariant, TalkToUsDialog, talkVariants } from "~/features/site";
import { requireDevelopment } from "../previews.server";

export function loader({ request }: Route.LoaderArgs) {
  requireDevelopment();
  const talk = new URL(request.url).searchParams.get("talk");
  return { talk: isTalkVariant(talk) ? talk : null };
}

export const meta: Route.MetaFunction = () => [
  { title: "Component Preview · RID-CRC" },
  { name: "robots", content: "noindex" },
];

/** The booking pop-up in each of its variants, for developers only (spec content §2.7). */
export default function ComponentPreview({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Component Preview" eyebrow="Development only" crumbs={[{ label: "Component Preview" }]}>
        <p>Open the Talk to Us pop-up in each variant.</p>
      </PageHeader>
      <Container className="flex flex-wrap gap-3 py-12">
        {Object.keys(talkVariants).map((variant) => (
          <ButtonLink key={variant} to={`?talk=${variant}`} variant="secondary" preventScrollReset>
            Open the {variant} variant
          </ButtonLink>
        ))}
      </Container>
      {loaderData.talk ? <TalkToUsDialog variant={loaderData.talk} returnTo="/component-preview" /> : null}
    </>
  );
}
