import { ButtonLink } from "~/ui/button";
import { LinkList, PillarSection } from "./pillar-page";

export function EducationContent() {
  return (
    <>
      <PillarSection
        id="edu-what"
        eyebrow="Patient education"
        title="Clear answers at every step"
        intro={
          <p>
            Fear and confusion keep people from screening. Our guides, written and reviewed by clinicians, explain risk,
            symptoms, tests and what to expect, in plain language.
          </p>
        }
      >
        <LinkList
          links={[
            ["/education", "Education hub"],
            ["/education/article/colonoscopy-preparation-complete-guide", "Preparing for a colonoscopy"],
            ["/education/article/early-warning-signs", "Early warning signs"],
            ["/education/faqs", "Frequently asked questions"],
          ]}
        />
      </PillarSection>
      <PillarSection id="edu-next" eyebrow="Ready?" title="Take the next step">
        <div className="flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/get-screened">Get Screened</ButtonLink>
          <ButtonLink to="/choose-screening" variant="secondary">
            Find Your Screening Path
          </ButtonLink>
        </div>
      </PillarSection>
    </>
  );
}
