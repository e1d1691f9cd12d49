import { ButtonLink } from "~/ui/button";
import type { PillarFacts } from "../pages.server";
import { CheckList, PillarSection } from "./pillar-page";

export function GovernmentContent({
  facts: { screeningRatePercent, screeningStartAge, uptakeTarget },
}: {
  facts: PillarFacts;
}) {
  return (
    <>
      <PillarSection
        id="gov-aims"
        eyebrow="Policy alignment"
        title="Making screening easy, affordable and routine"
        intro={
          <>
            <p>
              Singapore's national programme recommends screening from age {screeningStartAge}. Yet only about{" "}
              {screeningRatePercent}% of people screen. We work alongside public-health agencies, not in place of them,
              to close that gap.
            </p>
          </>
        }
      >
        <CheckList
          items={[
            "Share what clinicians in the movement see on the ground about barriers to screening.",
            "Support national campaigns with consistent, evidence-based messages.",
            "Help connect people who screen positive to timely colonoscopy.",
            `Track progress towards ${uptakeTarget.percent}% screening uptake by ${uptakeTarget.year}.`,
          ]}
        />
      </PillarSection>
      <PillarSection
        id="gov-partner"
        eyebrow="Work with us"
        title="Public agencies and community partners"
        intro={<p>Government bodies and community organisations can register as partners to work with the movement.</p>}
      >
        <ButtonLink to="/register/government">Register as a Government Partner</ButtonLink>
      </PillarSection>
    </>
  );
}
