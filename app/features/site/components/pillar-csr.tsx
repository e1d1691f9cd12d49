import { Download } from "lucide-react";
import { plural } from "~/lib/text/plural";
import { Link } from "~/ui/link";
import {
  TierCards,
  corporateMessages,
  loadImpactCalculator,
  type ImpactEstimate,
  type TierWithThreshold,
} from "~/features/corporate";
import { dollars, money } from "~/lib/text/money";
import { ButtonLink } from "~/ui/button";
import { lazyIsland } from "~/ui/lazy-island";
import type { PillarFacts } from "../pages.server";
import { CheckList, PillarSection, StepList } from "./pillar-page";

// Below the fold: the server renders the calculator in full (a GET form that works without
// JavaScript), and its code loads when it comes near the viewport or is used (an island).
const ImpactCalculator = lazyIsland(() => loadImpactCalculator().then((m) => m.ImpactCalculator));

export function CsrContent({
  facts: { corporateFollowUpText },
  tiers,
  unitCost,
  sponsorCount,
  impact,
}: {
  facts: PillarFacts;
  tiers: TierWithThreshold[];
  unitCost: number;
  sponsorCount: number;
  impact: ImpactEstimate | null;
}) {
  return (
    <>
      <PillarSection
        id="csr-tiers"
        eyebrow="Sponsorship tiers"
        title="Fund screening, save lives"
        intro={
          <p>
            One screening test costs {money(dollars(unitCost))}. Every test you fund is one life potentially saved.
            Tiers are set by the number of tests your pledge funds.
          </p>
        }
      >
        <TierCards tiers={tiers} />
      </PillarSection>
      <PillarSection id="csr-calculator" eyebrow="Impact calculator" title="See what your pledge can do">
        <ImpactCalculator props={{ unitCost, impact }} />
      </PillarSection>
      <PillarSection id="csr-benefits" eyebrow="Why partner" title="What your company gains">
        <CheckList
          items={[
            "Measurable health impact: screenings funded and lives potentially saved.",
            "A healthier workforce, with your own people encouraged to screen.",
            "Recognition as part of a national, clinician-led movement.",
            "Impact reports you can use for sustainability and CSR reporting.",
          ]}
        />
      </PillarSection>
      <PillarSection id="csr-journey" eyebrow="How it works" title="Your partnership in four steps">
        <StepList
          steps={[
            { title: "Register", text: "Tell us about your company and how you would like to help." },
            { title: "Pledge", text: "Choose a pledge and tier, or ask us to discuss options." },
            { title: "Follow-up", text: `Our team contacts you ${corporateFollowUpText}.` },
            { title: "Impact", text: "Track screenings funded and receive regular impact reports." },
          ]}
        />
      </PillarSection>
      <PillarSection id="csr-partners" eyebrow="Our partners" title="Corporate Champions">
        {sponsorCount === 0 ? (
          <div className="rounded-2xl bg-brand-50 p-6">
            <p className="text-lg font-semibold text-brand-900">{corporateMessages.partnershipJustStarting}</p>
            <p className="mt-2 text-ink">Become a founding partner and help shape the programme from day one.</p>
            <ButtonLink to="/signup/corporate" className="mt-4">
              Become a Founding Partner
            </ButtonLink>
          </div>
        ) : (
          <p className="text-lg text-ink">
            {plural(sponsorCount, "company is", "companies are")} already funding screening.{" "}
            <Link to="/csr-showcase" className="font-semibold text-brand-700 underline">
              Meet our Corporate Champions
            </Link>
            .
          </p>
        )}
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/signup/corporate">Become a Corporate Champion</ButtonLink>
          <ButtonLink to="/pillars/rid-crc-csr/pitch-deck.pdf" variant="secondary" reloadDocument download>
            <Download aria-hidden className="size-4" />
            Download the Pitch Deck (PDF)
          </ButtonLink>
        </div>
      </PillarSection>
    </>
  );
}
