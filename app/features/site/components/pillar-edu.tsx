import type { Lang } from "~/lib/i18n/languages";
import { createT, type Messages } from "~/lib/i18n/translate";
import { ButtonLink } from "~/ui/button";
import { LinkList, PillarSection } from "./pillar-page";

/** The education pillar's sections in the page's language (issue 27): pillars.json's `edu`. */
export function EducationContent({ lang, words }: { lang: Lang; words: Messages }) {
  const t = createT(lang, words);
  return (
    <>
      <PillarSection id="edu-what" eyebrow={t("edu.eyebrow")} title={t("edu.title")} intro={<p>{t("edu.intro")}</p>}>
        <LinkList
          links={[
            ["/education", t("edu.links.hub")],
            ["/education/article/colonoscopy-preparation-complete-guide", t("edu.links.colonoscopy")],
            ["/education/article/early-warning-signs", t("edu.links.signs")],
            ["/education/faqs", t("edu.links.faqs")],
          ]}
        />
      </PillarSection>
      <PillarSection id="edu-next" eyebrow={t("edu.nextEyebrow")} title={t("edu.nextTitle")}>
        <div className="flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/get-screened">{t("edu.getScreened")}</ButtonLink>
          <ButtonLink to="/choose-screening" variant="secondary">
            {t("edu.path")}
          </ButtonLink>
        </div>
      </PillarSection>
    </>
  );
}
