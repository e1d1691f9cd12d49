import { Droplet, Microscope } from "lucide-react";
import type { Route } from "./+types/dev-preview";
import { Button, ButtonLink } from "~/ui/button";
import { Container } from "~/ui/container";
import { Notice } from "~/ui/field";
import { OptionCards } from "~/features/site";
import { PageHeader } from "~/ui/page-header";
import { requireDevelopment } from "../previews.server";

export function loader() {
  requireDevelopment();
  return null;
}

export const meta: Route.MetaFunction = () => [
  { title: "Developer Preview · RID-CRC" },
  { name: "robots", content: "noindex" },
];

/** A playground of the shared components, for developers only (spec content §2.7). */
export default function DevPreview() {
  return (
    <>
      <PageHeader title="Developer Preview" eyebrow="Development only" crumbs={[{ label: "Developer Preview" }]}>
        <p>The shared components in their variants. This page does not exist in production.</p>
      </PageHeader>
      <Container className="space-y-12 py-12">
        <section aria-labelledby="dev-buttons">
          <h2 id="dev-buttons" className="text-2xl font-bold text-brand-900">
            Buttons
          </h2>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button>Primary</Button>
            <Button variant="secondary">Secondary</Button>
            <Button variant="ghost">Ghost</Button>
            <Button size="lg">Large</Button>
            <Button disabled>Disabled</Button>
            <ButtonLink to="/component-preview" variant="secondary">
              Component preview
            </ButtonLink>
            <ButtonLink to="/dynamic-page-preview" variant="secondary">
              Dynamic page preview
            </ButtonLink>
          </div>
        </section>
        <section aria-labelledby="dev-notices" className="space-y-3">
          <h2 id="dev-notices" className="text-2xl font-bold text-brand-900">
            Notices
          </h2>
          <Notice tone="success">A success notice.</Notice>
          <Notice tone="error">An error notice.</Notice>
        </section>
        <section aria-labelledby="dev-cards">
          <h2 id="dev-cards" className="text-2xl font-bold text-brand-900">
            Option cards
          </h2>
          <div className="mt-4">
            <OptionCards
              headingLevel={3}
              columns={2}
              options={[
                { icon: Droplet, title: "Card one", text: "Some text.", to: "/get-screened", action: "Get screened" },
                { icon: Microscope, title: "Card two", text: "More text.", to: "/clinics", action: "Find a clinic" },
              ]}
            />
          </div>
        </section>
      </Container>
    </>
  );
}
