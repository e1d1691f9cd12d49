import { Stethoscope, UserRound } from "lucide-react";
import type { Lang } from "~/lib/i18n/languages";
import { createT, type Messages } from "~/lib/i18n/translate";
import { ButtonLink } from "~/ui/button";
import type { PillarFacts } from "../pages.server";
import { PillarSection, StepList } from "./pillar-page";

/**
 * The clinician pillar's sections in the page's language (issue 27): pillars.json's `sgp`, the age
 * from facts.json; `step` is the frame's "Step {{n}}:" for screen readers.
 */
export function ClinicianContent({
  lang,
  words,
  step,
  facts: { screeningStartAge },
}: {
  lang: Lang;
  words: Messages;
  step: string;
  facts: PillarFacts;
}) {
  const t = createT(lang, words);
  const steps = (pathway: "a" | "b", keys: string[]) =>
    keys.map((key) => ({ title: t(`sgp.${pathway}.${key}.title`), text: t(`sgp.${pathway}.${key}.text`) }));
  return (
    <>
      <PillarSection
        id="sgp-a"
        eyebrow={t("sgp.aEyebrow")}
        title={t("sgp.aTitle")}
        intro={<p>{t("sgp.aIntro", { age: screeningStartAge })}</p>}
      >
        <StepList step={step} steps={steps("a", ["patient", "specialist", "colonoscopy"])} />
      </PillarSection>
      <PillarSection id="sgp-b" eyebrow={t("sgp.bEyebrow")} title={t("sgp.bTitle")} intro={<p>{t("sgp.bIntro")}</p>}>
        <StepList step={step} steps={steps("b", ["gp", "risk", "screening", "colonoscopy"])} />
      </PillarSection>
      <PillarSection
        id="sgp-champions"
        eyebrow={t("sgp.championsEyebrow")}
        title={t("sgp.championsTitle")}
        intro={<p>{t("sgp.championsIntro")}</p>}
      >
        <ul className="grid gap-5 sm:grid-cols-3">
          {[
            { icon: UserRound, role: t("sgp.roles.gp") },
            { icon: Stethoscope, role: t("sgp.roles.surgeon") },
            { icon: Stethoscope, role: t("sgp.roles.gastro") },
          ].map(({ icon: Icon, role }) => (
            <li key={role} className="rounded-2xl border border-dashed border-line bg-surface p-6 text-center">
              <Icon aria-hidden className="mx-auto size-10 text-brand-700" />
              <h3 className="mt-3 font-bold text-brand-900">{role}</h3>
              <p className="mt-1 text-sm text-muted">{t("sgp.illustrative")}</p>
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/register/clinic">{t("sgp.clinic")}</ButtonLink>
          <ButtonLink to="/register/specialist" variant="secondary">
            {t("sgp.specialist")}
          </ButtonLink>
        </div>
      </PillarSection>
    </>
  );
}
