import { Download } from "lucide-react";
import { Link } from "~/ui/link";
import {
  TierCards,
  loadImpactCalculator,
  type CalculatorWords,
  type ImpactEstimate,
  type TierWithThreshold,
} from "~/features/corporate";
import type { Lang } from "~/lib/i18n/languages";
import { languageTags } from "~/lib/i18n/languages";
import { moneyIn } from "~/lib/text/money";
import { createT, type Messages } from "~/lib/i18n/translate";
import { ButtonLink } from "~/ui/button";
import { lazyIsland } from "~/ui/lazy-island";
import { CheckList, PillarSection, StepList } from "./pillar-page";

// Below the fold: the server renders the calculator in full (a GET form that works without
// JavaScript), and its code loads when it comes near the viewport or is used (an island).
const ImpactCalculator = lazyIsland(() => loadImpactCalculator().then((m) => m.ImpactCalculator));

/** A sentence with one `{{name}}` where an element goes: the text before it and after it. */
const around = (text: string, name: string) => text.split(`{{${name}}}`) as [string, string?];

/**
 * The CSR pillar's sections in the page's language (issue 27): their words pillars.json's `csr`,
 * the tier cards' and the calculator's worked out by the loader (registration.json's tiers,
 * pledges.json's calculator), the amounts by Intl.
 */
export function CsrContent({
  lang,
  words: { messages, followFrom, followTo },
  step,
  tiers,
  unitCost,
  sponsorCount,
  impact,
  calculator,
}: {
  lang: Lang;
  words: { messages: Messages; followFrom: string; followTo: string };
  step: string;
  tiers: TierWithThreshold[];
  unitCost: number;
  sponsorCount: number;
  impact: ImpactEstimate | null;
  calculator: CalculatorWords;
}) {
  const t = createT(lang, messages);
  const [beforeLink, afterLink] = around(t("csr.funding", { count: sponsorCount }), "link");
  return (
    <>
      <PillarSection
        id="csr-tiers"
        eyebrow={t("csr.tiersEyebrow")}
        title={t("csr.tiersTitle")}
        intro={<p>{t("csr.tiersIntro", { cost: moneyIn(languageTags[lang], unitCost) })}</p>}
      >
        <TierCards tiers={tiers} />
      </PillarSection>
      <PillarSection id="csr-calculator" eyebrow={t("csr.calculatorEyebrow")} title={t("csr.calculatorTitle")}>
        <ImpactCalculator props={{ impact, words: calculator }} />
      </PillarSection>
      <PillarSection id="csr-benefits" eyebrow={t("csr.benefitsEyebrow")} title={t("csr.benefitsTitle")}>
        <CheckList items={["impact", "workforce", "recognition", "reports"].map((key) => t(`csr.benefits.${key}`))} />
      </PillarSection>
      <PillarSection id="csr-journey" eyebrow={t("csr.journeyEyebrow")} title={t("csr.journeyTitle")}>
        <StepList
          step={step}
          steps={["register", "pledge", "followUp", "impact"].map((key) => ({
            title: t(`csr.steps.${key}.title`),
            text: t(`csr.steps.${key}.text`, { from: followFrom, to: followTo }),
          }))}
        />
      </PillarSection>
      <PillarSection id="csr-partners" eyebrow={t("csr.partnersEyebrow")} title={t("csr.partnersTitle")}>
        {sponsorCount === 0 ? (
          <div className="rounded-2xl bg-brand-50 p-6">
            <p className="text-lg font-semibold text-brand-900">{t("csr.justStarting")}</p>
            <p className="mt-2 text-ink">{t("csr.founding")}</p>
            <ButtonLink to="/signup/corporate" className="mt-4">
              {t("csr.foundingButton")}
            </ButtonLink>
          </div>
        ) : (
          <p className="text-lg text-ink">
            {beforeLink}
            <Link to="/csr-showcase" className="font-semibold text-brand-700 underline">
              {t("csr.meet")}
            </Link>
            {afterLink}
          </p>
        )}
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/signup/corporate">{t("csr.become")}</ButtonLink>
          <ButtonLink to="/pillars/rid-crc-csr/pitch-deck.pdf" variant="secondary" reloadDocument download>
            <Download aria-hidden className="size-4" />
            {t("csr.pitchDeck")}
          </ButtonLink>
        </div>
      </PillarSection>
    </>
  );
}
