import { Home, UserPlus } from "lucide-react";
import type { Route } from "./+types/movement-pillars";
import { ButtonLink } from "~/ui/button";
import { Container } from "~/ui/container";
import { OptionCards } from "../components/option-cards";
import { PageHeader } from "~/ui/page-header";
import { messages } from "../messages";
import { staticPage } from "../pages.server";
import { pillarIcons } from "../pillar-icons";
import { pillars } from "../pillars";
import { pageMeta } from "~/lib/page/seo";
import { noReact } from "~/lib/http/page-scripts";

// Content: works without JavaScript, ships no React (ADR 0024).
export const handle = noReact;

export const loader = () => staticPage("/movement-pillars");

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({
    title: "Movement Pillars",
    description:
      "The five pillars of RID-CRC: public awareness, clinician engagement, policy alignment, corporate CSR and patient education.",
    canonical: data?.canonical,
  });

export default function MovementPillars() {
  return (
    <>
      <PageHeader title="Five Pillars of the Movement" eyebrow="How we work" crumbs={[{ label: "Movement Pillars" }]}>
        <p>No single group can beat colorectal cancer alone. Each pillar brings a different part of Singapore in.</p>
      </PageHeader>
      <Container className="py-12 sm:py-16">
        <OptionCards
          options={pillars.map((p) => ({
            icon: pillarIcons[p.slug],
            title: p.title,
            text: p.summary,
            to: `/pillars/${p.slug}`,
            action: `Explore the ${p.title} pillar`,
          }))}
        />
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/signup/champion" size="lg">
            <UserPlus aria-hidden className="size-5" />
            {messages.championSignUp}
          </ButtonLink>
          <ButtonLink to="/" size="lg" variant="secondary">
            <Home aria-hidden className="size-5" />
            {messages.returnToHome}
          </ButtonLink>
        </div>
      </Container>
    </>
  );
}
