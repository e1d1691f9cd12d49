import { Check, Download, Stethoscope, UserRound } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import facts from "../../../../content/facts.json";
import { corporateMessages, ImpactCalculator, tierThreshold, tiers, type ImpactEstimate } from "~/features/corporate";
import { loadStoryArea, type ChampionAccess } from "~/features/community";
import { ClinicLookup } from "~/features/directory";
import { dollars, money } from "~/lib/money";
import { ButtonLink } from "~/ui/button";
import { PillarSection, StepList } from "./pillar-page";
import { TalkToUsDialog } from "./talk-to-us-dialog";
import type { TalkVariant } from "../messages";
import { textLinkClass } from "./home/section-heading";

function Figures({ items }: { items: { value: string; label: string }[] }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {items.map((item) => (
        <div key={item.label} className="rounded-2xl bg-brand-50 p-5">
          <dt className="text-sm font-semibold text-brand-800">{item.label}</dt>
          <dd className="mt-1 text-4xl font-extrabold text-brand-900">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function LinkList({ links }: { links: [string, string][] }) {
  return (
    <ul className="grid gap-1 sm:grid-cols-2">
      {links.map(([to, label]) => (
        <li key={to}>
          <Link to={to} className={`${textLinkClass} text-brand-700`}>
            {label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

// The story area's code loads on demand. React sends a large finished Suspense boundary at the end of
// the page and moves it in place with a script; without JavaScript the fallback stays: a link to the
// same form on its own page.
const StoryArea = lazy(() => loadStoryArea().then((m) => ({ default: m.StoryArea })));

export function PublicAwarenessContent({
  storyAccess,
  talk,
}: {
  storyAccess: ChampionAccess;
  talk: TalkVariant | null;
}) {
  return (
    <>
      <PillarSection id="pub-facts" eyebrow="Why it matters" title="Colorectal cancer is common, and often found late">
        <Figures
          items={[
            { value: facts.lifetimeRiskText, label: "Singaporeans will develop colorectal cancer" },
            { value: facts.lateStageText, label: "of cases are diagnosed at a late stage" },
            { value: `${facts.survivalEarlyPercent}%`, label: "survive when it is found early" },
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
        <Suspense fallback={<ButtonLink to="/share-your-story">Share Your Story</ButtonLink>}>
          <StoryArea access={storyAccess} />
        </Suspense>
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
      <div className="mt-8 rounded-2xl bg-surface p-5 sm:p-8">
        <ClinicLookup level={3} />
      </div>
      {talk === "gp" || talk === "specialist" ? (
        <TalkToUsDialog variant={talk} returnTo="/pillars/rid-crc-pub" />
      ) : null}
    </PillarSection>
  );
}

export function ClinicianContent() {
  return (
    <>
      <PillarSection
        id="sgp-a"
        eyebrow="Care pathway A"
        title="Straight to a specialist"
        intro={
          <p>
            For people aged {facts.screeningStartAge.singapore} and above, or anyone with symptoms, who would like a
            colonoscopy.
          </p>
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

export function GovernmentContent() {
  return (
    <>
      <PillarSection
        id="gov-aims"
        eyebrow="Policy alignment"
        title="Making screening easy, affordable and routine"
        intro={
          <>
            <p>
              Singapore's national programme recommends screening from age {facts.screeningStartAge.singapore}. Yet only
              about {facts.screeningRatePercent}% of people screen. We work alongside public-health agencies, not in
              place of them, to close that gap.
            </p>
          </>
        }
      >
        <ul className="grid gap-3 sm:grid-cols-2">
          {[
            "Share what clinicians in the movement see on the ground about barriers to screening.",
            "Support national campaigns with consistent, evidence-based messages.",
            "Help connect people who screen positive to timely colonoscopy.",
            `Track progress towards ${facts.targets.uptakePercent}% screening uptake by ${facts.targets.uptakeYear}.`,
          ].map((item) => (
            <li key={item} className="flex gap-2 text-ink">
              <Check aria-hidden className="mt-1 size-5 shrink-0 text-brand-700" />
              {item}
            </li>
          ))}
        </ul>
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

export function CsrContent({
  unitCost,
  sponsorCount,
  impact,
}: {
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
        <ul className="grid gap-5 lg:grid-cols-3">
          {tiers.map((tier) => (
            <li key={tier.key} className="flex flex-col rounded-2xl border border-line bg-white p-6 shadow-sm">
              <h3 className="text-2xl font-bold text-brand-900">{tier.name}</h3>
              <p className="mt-1 font-semibold text-brand-700">
                {tier.maxTests ? `${tier.minTests}–${tier.maxTests} tests` : `${tier.minTests}+ tests`} · from{" "}
                {money(dollars(tierThreshold(tier, unitCost)))}
              </p>
              <ul className="mt-4 space-y-2 text-ink">
                {tier.perks.map((perk) => (
                  <li key={perk} className="flex gap-2">
                    <Check aria-hidden className="mt-1 size-4 shrink-0 text-brand-700" />
                    {perk}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </PillarSection>
      <PillarSection id="csr-calculator" eyebrow="Impact calculator" title="See what your pledge can do">
        <ImpactCalculator unitCost={unitCost} impact={impact} />
      </PillarSection>
      <PillarSection id="csr-benefits" eyebrow="Why partner" title="What your company gains">
        <ul className="grid gap-3 sm:grid-cols-2">
          {[
            "Measurable health impact: screenings funded and lives potentially saved.",
            "A healthier workforce, with your own people encouraged to screen.",
            "Recognition as part of a national, clinician-led movement.",
            "Impact reports you can use for sustainability and CSR reporting.",
          ].map((item) => (
            <li key={item} className="flex gap-2 text-ink">
              <Check aria-hidden className="mt-1 size-5 shrink-0 text-brand-700" />
              {item}
            </li>
          ))}
        </ul>
      </PillarSection>
      <PillarSection id="csr-journey" eyebrow="How it works" title="Your partnership in four steps">
        <StepList
          steps={[
            { title: "Register", text: "Tell us about your company and how you would like to help." },
            { title: "Pledge", text: "Choose a pledge and tier, or ask us to discuss options." },
            { title: "Follow-up", text: `Our team contacts you ${facts.corporateFollowUpText}.` },
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
            {sponsorCount} {sponsorCount === 1 ? "company is" : "companies are"} already funding screening.{" "}
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
