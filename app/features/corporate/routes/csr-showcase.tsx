import { Award, Building2 } from "lucide-react";
import type { Route } from "./+types/csr-showcase";
import { SampleBadge, SampleDataNote, directoryMessages } from "~/features/directory";
import { ButtonLink } from "~/ui/button";
import { Container } from "~/ui/container";
import { PageHeader } from "~/ui/page-header";
import { pageMeta } from "~/lib/page/seo";
import { messages } from "../messages";
import { showcasePage } from "../sponsors.server";
import { noReact } from "~/lib/http/page-scripts";

// Content: works without JavaScript, ships no React (ADR 0024).
export const handle = noReact;

export function loader() {
  return showcasePage();
}

export const meta: Route.MetaFunction = ({ data }) =>
  pageMeta({
    title: "Corporate Champions",
    description: "The companies funding colorectal cancer screening in Singapore as RID-CRC Corporate Champions.",
    canonical: data?.canonical,
  });

export default function Showcase({ loaderData }: Route.ComponentProps) {
  const { sponsors } = loaderData;
  return (
    <>
      <PageHeader title="Corporate Champions" eyebrow="Corporate CSR" crumbs={[{ label: "Corporate Champions" }]}>
        <p>
          These companies fund colorectal cancer screening for the people who need it most. Thank you for standing with
          the movement.
        </p>
      </PageHeader>
      <Container className="py-12 sm:py-16">
        <div>
          {sponsors.length === 0 ? (
            <p className="rounded-2xl bg-brand-50 p-8 text-center text-lg font-semibold text-brand-900">
              {messages.partnershipJustStarting}
            </p>
          ) : (
            <>
              {sponsors.some((sponsor) => sponsor.isSample) ? (
                <div className="mb-6">
                  <SampleDataNote text={directoryMessages.sampleNote("this page", "companies")} />
                </div>
              ) : null}
              <ul aria-label="Sponsors" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
                {sponsors.map((sponsor) => (
                  <li key={sponsor.id} className="rounded-2xl border border-line bg-white p-6 shadow-sm">
                    <div className="flex items-start justify-between gap-2">
                      <Building2 aria-hidden className="size-8 text-brand-700" />
                      {sponsor.isSample ? <SampleBadge label={directoryMessages.sampleData} /> : null}
                    </div>
                    <h2 className="mt-3 text-xl font-bold text-brand-900">{sponsor.companyName}</h2>
                    <p className="mt-2 inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
                      <Award aria-hidden className="size-4" />
                      {sponsor.tierLabel}
                    </p>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
        <div className="mt-10 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/signup/corporate" size="lg">
            Become a Corporate Champion
          </ButtonLink>
          <ButtonLink to="/pillars/rid-crc-csr" size="lg" variant="secondary">
            See Sponsorship Tiers
          </ButtonLink>
        </div>
      </Container>
    </>
  );
}
