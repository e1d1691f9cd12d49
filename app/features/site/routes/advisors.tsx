import type { Route } from "./+types/advisors";
import { ButtonLink } from "~/ui/button";
import { Container } from "~/ui/container";
import { AdvisorPortrait } from "../components/advisor-portrait";
import { PageHeader } from "~/ui/page-header";
import { staticPage } from "../pages.server";
import { boardPage } from "~/features/advisors/index.server";
import { pageMeta } from "~/lib/page/seo";
import { noReact } from "~/lib/http/page-scripts";

// Content: works without JavaScript, ships no React (ADR 0024).
export const handle = noReact;

export async function loader() {
  return { ...staticPage("/about/advisors"), advisors: await boardPage() };
}

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({
    title: "Medical Advisory Board",
    description: data?.advisors.length
      ? "The clinicians who review RID-CRC's medical content and screening pathways."
      : "RID-CRC's Medical Advisory Board is being formed: the clinicians who will review our medical content.",
    canonical: data?.canonical,
  });

/**
 * The board as the team entered it in the console (issue 26): real people only. Until the first
 * advisor is published the page says the board is being formed, never a placeholder profile.
 */
export default function Advisors({ loaderData }: Route.ComponentProps) {
  const { advisors } = loaderData;
  return (
    <>
      <PageHeader
        title="Medical Advisory Board"
        eyebrow="About RID-CRC"
        crumbs={[{ label: "About Us", to: "/about-us" }, { label: "Medical Advisory Board" }]}
      >
        <p>
          RID-CRC is clinician-led. Our Medical Advisory Board reviews what we publish and how we guide people to
          screening.
        </p>
      </PageHeader>
      <Container className="py-12 sm:py-16">
        {advisors.length === 0 ? (
          <div className="max-w-2xl rounded-2xl border border-line bg-white p-6" data-testid="board-forming">
            <h2 className="text-xl font-bold text-brand-900">The board is being formed</h2>
            <p className="mt-3 text-ink">
              We are inviting colorectal surgeons, gastroenterologists and family physicians to join the Medical
              Advisory Board. Their names, credentials and biographies will be published here once they have accepted.
              Until then, our articles are checked against the published guidelines and studies they cite.
            </p>
          </div>
        ) : (
          <ul className="grid gap-5 md:grid-cols-3">
            {advisors.map((a) => (
              <li key={a.id} className="rounded-2xl border border-line bg-white p-6 text-center shadow-sm">
                {a.photo ? (
                  <img
                    src={a.photo}
                    alt={`Portrait of ${a.name}`}
                    width={120}
                    height={120}
                    loading="lazy"
                    className="mx-auto size-30 rounded-full object-cover"
                  />
                ) : (
                  <AdvisorPortrait />
                )}
                <h2 className="mt-4 text-xl font-bold text-brand-900">{a.name}</h2>
                <p className="mt-1 text-sm font-semibold text-muted">{a.credentials}</p>
                <p className="mt-1 text-ink">{a.role}</p>
                <p className="mt-3 whitespace-pre-line text-left text-ink">{a.bio}</p>
              </li>
            ))}
          </ul>
        )}
        <ButtonLink to="/about-us" variant="secondary" className="mt-8">
          Back to About Us
        </ButtonLink>
      </Container>
    </>
  );
}
