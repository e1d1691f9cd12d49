import { estimateImpact, tiersWithThresholds } from "~/features/corporate";
import { activeSponsorCount, unitCost } from "~/features/corporate/index.server";
import { championAccess, storyFormWords } from "~/features/community/index.server";
import { homeSeo, suggestionsIn } from "~/features/search/index.server";
import { env } from "~/lib/env.server";
import { pageMeta } from "~/lib/page/seo";
import { canonical, languageLinks, translatedPageMeta } from "~/lib/page/seo.server";
import { figurePhrase, tableText } from "~/lib/i18n/figures";
import { messagesFor, translationState } from "~/lib/i18n/messages.server";
import { localPath, requestLang } from "~/lib/i18n/paths";
import { createT } from "~/lib/i18n/translate";
import { isTalkVariant } from "./messages";
import {
  corporateFollowUpText,
  crcShareFemalePercent,
  crcShareMalePercent,
  lateStageText,
  lifetimeRiskText,
  screeningRatePercent,
  screeningGuideline,
  screeningStartAge,
  survivalEarlyPercent,
  targets,
  usProgramme,
} from "../../../content/facts.json";
import { pillars, type PillarSlug } from "./pillars";
import type { Lang } from "~/lib/i18n/languages";

/** Data every static public page needs: its canonical address. */
export function staticPage(path: string) {
  return { canonical: canonical(path) };
}

/** A legal page: its canonical address and the contact address its text names (spec §2.7). */
export function legalPage(slug: "privacy-policy" | "terms-of-use" | "cookie-policy") {
  return { slug, canonical: canonical(`/${slug}`), email: env().CONTACT_EMAIL };
}

/** The figures the home page's first sections state (content/facts.json). */
const homeFacts = {
  survivalEarlyPercent,
  screeningRatePercent,
  crcShareMalePercent,
  crcShareFemalePercent,
  uptakeTarget: { percent: targets.uptakePercent, year: targets.uptakeYear },
};
export type HomeFacts = typeof homeFacts & { lateStage: string; lifetimeRisk: string };

/**
 * The home page in a language (issue 27): its strings (app/locales/<lang>/home.json, completed
 * with English), the figures its first sections state, with those facts.json writes in words put
 * in the language, its translation state, and its head tags (title, description, the organisation's
 * data, canonical and hreflang links per language).
 */
export function homePage(lang: Lang) {
  const messages = messagesFor(lang, "home");
  const t = createT(lang, messages);
  const { organization } = homeSeo();
  const title = t("meta.title");
  return {
    lang,
    messages,
    review: translationState(lang, "home"),
    // The search bar's suggestions and no-match message in the language (search.json).
    suggest: suggestionsIn(lang),
    meta: [
      // The canonical link is the language's own (languageLinks), so not pageMeta's English one.
      ...pageMeta({ title, documentTitle: title, description: t("meta.description"), jsonLd: organization }),
      ...languageLinks("/", lang),
      { property: "og:type", content: "website" },
      { property: "og:title", content: title },
      { property: "og:url", content: canonical(localPath(lang, "/")) },
      { property: "og:site_name", content: "RID-CRC" },
    ],
    facts: {
      ...homeFacts,
      lateStage: figurePhrase(lateStageText, t),
      lifetimeRisk: figurePhrase(lifetimeRiskText, t),
    } satisfies HomeFacts,
    usFigures: {
      participationTo: figurePhrase(usProgramme.participationToText, t),
      mortalityDrop: figurePhrase(usProgramme.mortalityDropText, t),
    },
  };
}

/**
 * /get-screened in a language (issue 27): its strings (app/locales/<lang>/screening.json), the
 * guideline's sentences from facts.json in that language (numbers from the English, never
 * retyped), its translation state and head tags. The checker's own words come with checkerPage.
 */
export function getScreenedPage(lang: Lang) {
  const messages = messagesFor(lang, "screening");
  const t = createT(lang, messages);
  const guideline = {
    text: tableText(lang, t, "guideline.text", screeningGuideline.text),
    fitKitText: tableText(lang, t, "guideline.fitKitText", screeningGuideline.fitKitText),
  };
  return {
    lang,
    messages,
    review: translationState(lang, "screening"),
    guideline,
    meta: translatedPageMeta({ title: t("meta.title"), description: guideline.text, path: "/get-screened", lang }),
  };
}

/** The figures the pillar pages' sections state (content/facts.json). */
const pillarFacts = {
  lateStageText,
  lifetimeRiskText,
  survivalEarlyPercent,
  screeningRatePercent,
  screeningStartAge: screeningStartAge.singapore,
  uptakeTarget: { percent: targets.uptakePercent, year: targets.uptakeYear },
  corporateFollowUpText,
};
export type PillarFacts = typeof pillarFacts;

/**
 * A pillar page. The CSR pillar also needs the unit cost and how many sponsors are active; the
 * awareness pillar, whether the visitor may share a story and which doctor dialog ?talk= opens.
 */
export async function pillarPage(slug: PillarSlug, request: Request) {
  const csr = slug === "rid-crc-csr";
  const awareness = slug === "rid-crc-pub";
  const [[cost, sponsors], storyAccess] = await Promise.all([
    csr ? Promise.all([unitCost(), activeSponsorCount()]) : [0, 0],
    awareness ? championAccess(request) : null,
  ]);
  const query = new URL(request.url).searchParams;
  // The impact calculator is a GET form, so its answer is computed here and works without JavaScript.
  const pledge = query.get("pledge");
  const impact = csr && pledge !== null ? estimateImpact(pledge, cost) : null;
  // The doctor dialogs open from ?talk=gp|specialist, as on Get Screened (links that work without JavaScript).
  const talk = query.get("talk");
  const pillar = pillars.find((p) => p.slug === slug)!;
  return {
    slug,
    meta: pageMeta({
      title: `${pillar.title} · Movement Pillar`,
      description: pillar.summary,
      canonical: canonical(`/pillars/${slug}`),
    }),
    // The pillar's own words and the others to link to travel with the page, and so do the figures
    // its sections state: the pillar list and the figures file stay out of the browser's code.
    pillar,
    others: pillars.filter((p) => p.slug !== slug).map((p) => ({ slug: p.slug, title: p.title })),
    facts: pillarFacts,
    canonical: canonical(`/pillars/${slug}`),
    unitCost: cost,
    // The CSR pillar's tiers with the pledge each starts at, so the tier rules stay on the server.
    tiers: csr ? tiersWithThresholds(cost) : [],
    sponsorCount: sponsors,
    impact,
    storyAccess,
    // The story form's words (share.json), in the page's language.
    storyWords: awareness ? storyFormWords(requestLang(request)) : {},
    talk: awareness && isTalkVariant(talk) ? talk : null,
  };
}
