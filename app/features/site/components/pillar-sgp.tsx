import { Stethoscope, UserRound } from "lucide-react";
import { ButtonLink } from "~/ui/button";
import type { PillarFacts } from "../pages.server";
import { PillarSection, StepList } from "./pillar-page";

export function ClinicianContent({ facts: { screeningStartAge } }: { facts: PillarFacts }) {
  return (
    <>
      <PillarSection
        id="sgp-a"
        eyebrow="Care pathway A"
        title="Straight to a specialist"
        intro={
          <p>For people aged {screeningStartAge} and above, or anyone with symptoms, who would like a colonoscopy.</p>
        }
      >
        <StepList
          steps={[
            { title: "Patient", text: "Decides to get screened, or notices symptoms." },
            { title: "Specialist", text: "A colorectal surgeon or gastroenterologist reviews history and risk." },
            { title: "Colonoscopy", text: "Finds, and often removes, polyps in the same procedure." },
          ]}
        />
      </PillarSection>
      <PillarSection
        id="sgp-b"
        eyebrow="Care pathway B"
        title="Start with the family doctor"
        intro={<p>For people who feel well and are due for screening.</p>}
      >
        <StepList
          steps={[
            { title: "GP", text: "The family doctor starts the conversation about screening." },
            { title: "Risk assessment", text: "Age, family history and symptoms decide the right test." },
            { title: "Screening", text: "A blood-based or stool test, arranged by the GP." },
            { title: "Colonoscopy", text: "If the result needs follow-up, a referral to a specialist." },
          ]}
        />
      </PillarSection>
      <PillarSection
        id="sgp-champions"
        eyebrow="Clinician champions"
        title="Doctors leading the movement"
        intro={
          <p>
            Our first clinician champions will be introduced here soon. GPs and specialists can join the trusted panel
            today.
          </p>
        }
      >
        <ul className="grid gap-5 sm:grid-cols-3">
          {[
            { icon: UserRound, role: "Family Physician (to be announced)" },
            { icon: Stethoscope, role: "Colorectal Surgeon (to be announced)" },
            { icon: Stethoscope, role: "Gastroenterologist (to be announced)" },
          ].map(({ icon: Icon, role }) => (
            <li key={role} className="rounded-2xl border border-dashed border-line bg-surface p-6 text-center">
              <Icon aria-hidden className="mx-auto size-10 text-brand-700" />
              <h3 className="mt-3 font-bold text-brand-900">{role}</h3>
              <p className="mt-1 text-sm text-muted">Illustrative profile</p>
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/register/clinic">Register Your Clinic</ButtonLink>
          <ButtonLink to="/register/specialist" variant="secondary">
            Register as a Specialist
          </ButtonLink>
        </div>
      </PillarSection>
    </>
  );
}
