import { lazy, Suspense } from "react";
import { loadStoryArea, type ChampionAccess } from "~/features/community";
import { loadClinicLookup } from "~/features/directory";
import { ButtonLink } from "~/ui/button";
import type { Lang } from "~/lib/i18n/languages";
import { createT, type Messages, type T } from "~/lib/i18n/translate";
import { lazyIsland } from "~/ui/lazy-island";
import { Figures, LinkList, PillarSection } from "./pillar-page";
import type { TalkVariant } from "../messages";
import type { PillarFacts } from "../pages.server";

// The story area and the clinic lookup are below the fold: the server renders them in full, and their
// code loads when they come near the viewport or are used (islands).
const StoryArea = lazyIsland(() => loadStoryArea().then((m) => m.StoryArea));
const ClinicLookup = lazyIsland(() => loadClinicLookup().then((m) => m.ClinicLookup));
// The dialog is open only with ?talk= in the address: its code loads only then.
const TalkToUsDialog = lazy(() => import("./talk-to-us-dialog").then((m) => ({ default: m.TalkToUsDialog })));

/**
 * The awareness pillar's sections in the page's language (issue 27): pillars.json's `pub`, the
 * figures from facts.json (those it writes in words phrased in the language by the loader); the
 * story form's words are share.json's (storyWords).
 */
export function PublicAwarenessContent({
  lang,
  words,
  facts: { survivalEarlyPercent },
  phrased,
  storyAccess,
  storyWords,
  talk,
}: {
  lang: Lang;
  words: Messages;
  facts: PillarFacts;
  phrased: { lifetimeRisk: string; lateStage: string };
  storyAccess: ChampionAccess;
  storyWords: Messages;
  talk: TalkVariant | null;
}) {
  const t = createT(lang, words);
  return (
    <>
      <PillarSection id="pub-facts" eyebrow={t("pub.factsEyebrow")} title={t("pub.factsTitle")}>
        <Figures
          items={[
            { value: phrased.lifetimeRisk, label: t("pub.figures.lifetimeRisk") },
            { value: phrased.lateStage, label: t("pub.figures.lateStage") },
            { value: `${survivalEarlyPercent}%`, label: t("pub.figures.survival") },
          ]}
        />
      </PillarSection>
      <PillarSection id="pub-quote" eyebrow={t("pub.quoteEyebrow")} title={t("pub.quoteTitle")}>
        <blockquote className="max-w-3xl rounded-2xl border-l-4 border-brand-600 bg-white p-6 text-lg text-ink">
          <p>{t("pub.quote")}</p>
          <footer className="mt-3 text-sm text-muted">{t("pub.quoteBy")}</footer>
        </blockquote>
      </PillarSection>
      <PillarSection
        id="pub-share"
        eyebrow={t("pub.shareEyebrow")}
        title={t("pub.shareTitle")}
        intro={<p>{t("pub.shareIntro")}</p>}
      >
        <StoryArea
          props={{ access: storyAccess, words: storyWords }}
          fallback={<ButtonLink to="/share-your-story">{t("pub.shareStory")}</ButtonLink>}
        />
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/refer-friend" variant="secondary">
            {t("pub.refer")}
          </ButtonLink>
          <ButtonLink to="/stories" variant="ghost">
            {t("pub.stories")}
          </ButtonLink>
        </div>
      </PillarSection>
      <TrustedDoctor t={t} talk={talk} />
      <PillarSection id="pub-learn" eyebrow={t("pub.learnEyebrow")} title={t("pub.learnTitle")}>
        <LinkList
          links={[
            ["/education/article/understanding-colorectal-cancer", t("pub.links.understanding")],
            ["/education/article/early-warning-signs", t("pub.links.signs")],
            ["/education/article/how-crc-develops-from-polyps", t("pub.links.polyps")],
            ["/education/article/colonoscopy-gold-standard", t("pub.links.gold")],
          ]}
        />
      </PillarSection>
    </>
  );
}

/** Spec §2.2: the doctor dialogs (GP and specialist) and the clinic lookup widget. */
function TrustedDoctor({ t, talk }: { t: T; talk: TalkVariant | null }) {
  // As on Get Screened, ?talk= opens the dialog, so the buttons are links that work without JavaScript.
  return (
    <PillarSection
      id="pub-doctor"
      eyebrow={t("pub.doctorEyebrow")}
      title={t("pub.doctorTitle")}
      intro={<p>{t("pub.doctorIntro")}</p>}
    >
      <div className="flex flex-col gap-3 sm:flex-row">
        <ButtonLink to="?talk=gp" preventScrollReset>
          {t("pub.talkGp")}
        </ButtonLink>
        <ButtonLink to="?talk=specialist" variant="secondary" preventScrollReset>
          {t("pub.talkSpecialist")}
        </ButtonLink>
      </div>
      <ClinicLookup className="mt-8 rounded-2xl bg-surface p-5 sm:p-8" props={{ level: 3 }} />
      {talk === "gp" || talk === "specialist" ? (
        <Suspense fallback={null}>
          <TalkToUsDialog variant={talk} returnTo="/pillars/rid-crc-pub" />
        </Suspense>
      ) : null}
    </PillarSection>
  );
}
