import { lazy, Suspense } from "react";
import { loadStoryArea, type ChampionAccess } from "~/features/community";
import { loadClinicLookup } from "~/features/directory";
import { ButtonLink } from "~/ui/button";
import type { Messages } from "~/lib/i18n/translate";
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

export function PublicAwarenessContent({
  facts: { lateStageText, lifetimeRiskText, survivalEarlyPercent },
  storyAccess,
  storyWords,
  talk,
}: {
  facts: PillarFacts;
  storyAccess: ChampionAccess;
  storyWords: Messages;
  talk: TalkVariant | null;
}) {
  return (
    <>
      <PillarSection id="pub-facts" eyebrow="Why it matters" title="Colorectal cancer is common, and often found late">
        <Figures
          items={[
            { value: lifetimeRiskText, label: "Singaporeans will develop colorectal cancer" },
            { value: lateStageText, label: "of cases are diagnosed at a late stage" },
            { value: `${survivalEarlyPercent}%`, label: "survive when it is found early" },
          ]}
        />
      </PillarSection>
      <PillarSection
        id="pub-quote"
        eyebrow="From our clinicians"
        title="Screening turns a frightening disease into a preventable one"
      >
        <blockquote className="max-w-3xl rounded-2xl border-l-4 border-brand-600 bg-white p-6 text-lg text-ink">
          <p>
            “Most colorectal cancers start as polyps that grow slowly over years. Screening gives us the chance to find
            and remove them before they ever become cancer.”
          </p>
          <footer className="mt-3 text-sm text-muted">RID-CRC Medical Advisory Board</footer>
        </blockquote>
      </PillarSection>
      <PillarSection
        id="pub-share"
        eyebrow="Your voice"
        title="Share your story, invite someone you love"
        intro={
          <p>
            Stories move people more than statistics. Champions can share their screening experience and invite friends
            and family to join.
          </p>
        }
      >
        <StoryArea
          props={{ access: storyAccess, words: storyWords }}
          fallback={<ButtonLink to="/share-your-story">Share Your Story</ButtonLink>}
        />
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ButtonLink to="/refer-friend" variant="secondary">
            Refer a Friend
          </ButtonLink>
          <ButtonLink to="/stories" variant="ghost">
            Read Real Stories
          </ButtonLink>
        </div>
      </PillarSection>
      <TrustedDoctor talk={talk} />
      <PillarSection id="pub-learn" eyebrow="Learn more" title="Start with the basics">
        <LinkList
          links={[
            ["/education/article/understanding-colorectal-cancer", "Understanding colorectal cancer"],
            ["/education/article/early-warning-signs", "Early warning signs"],
            ["/education/article/how-crc-develops-from-polyps", "How colorectal cancer develops from polyps"],
            ["/education/article/colonoscopy-gold-standard", "Why colonoscopy is the gold standard"],
          ]}
        />
      </PillarSection>
    </>
  );
}

/** Spec §2.2: the doctor dialogs (GP and specialist) and the clinic lookup widget. */
function TrustedDoctor({ talk }: { talk: TalkVariant | null }) {
  // As on Get Screened, ?talk= opens the dialog, so the buttons are links that work without JavaScript.
  return (
    <PillarSection
      id="pub-doctor"
      eyebrow="Your doctor"
      title="Find your trusted doctor"
      intro={<p>A doctor you trust makes screening easier. Tell us whether you have one, or look them up.</p>}
    >
      <div className="flex flex-col gap-3 sm:flex-row">
        <ButtonLink to="?talk=gp" preventScrollReset>
          Talk to Us about a GP
        </ButtonLink>
        <ButtonLink to="?talk=specialist" variant="secondary" preventScrollReset>
          Talk to Us about a specialist
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
