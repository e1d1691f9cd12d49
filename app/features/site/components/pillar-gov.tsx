import type { Lang } from "~/lib/i18n/languages";
import { createT, type Messages } from "~/lib/i18n/translate";
import { ButtonLink } from "~/ui/button";
import type { PillarFacts } from "../pages.server";
import { CheckList, PillarSection } from "./pillar-page";

/**
 * The government pillar's sections in the page's language (issue 27): pillars.json's `gov`, the
 * figures from facts.json.
 */
export function GovernmentContent({
  lang,
  words,
  facts: { screeningRatePercent, screeningStartAge, uptakeTarget },
}: {
  lang: Lang;
  words: Messages;
  facts: PillarFacts;
}) {
  const t = createT(lang, words);
  return (
    <>
      <PillarSection
        id="gov-aims"
        eyebrow={t("gov.eyebrow")}
        title={t("gov.title")}
        intro={<p>{t("gov.intro", { age: screeningStartAge, percent: screeningRatePercent })}</p>}
      >
        <CheckList
          items={[
            t("gov.aims.barriers"),
            t("gov.aims.campaigns"),
            t("gov.aims.colonoscopy"),
            t("gov.aims.target", { percent: uptakeTarget.percent, year: String(uptakeTarget.year) }),
          ]}
        />
      </PillarSection>
      <PillarSection
        id="gov-partner"
        eyebrow={t("gov.partnerEyebrow")}
        title={t("gov.partnerTitle")}
        intro={<p>{t("gov.partnerIntro")}</p>}
      >
        <ButtonLink to="/register/government">{t("gov.register")}</ButtonLink>
      </PillarSection>
    </>
  );
}
