import { estimateImpact } from "~/features/corporate";
import { activeSponsorCount, calculatorIn, unitCost } from "~/features/corporate/index.server";
import { tiersIn } from "~/features/partners/index.server";
import { championAccess, storyFormWords } from "~/features/community/index.server";
import { homeSeo, suggestionsIn } from "~/features/search/index.server";
import { env } from "~/lib/env.server";
import { pageMeta } from "~/lib/page/seo";
import { canonical, languageLinks, translatedPageMeta } from "~/lib/page/seo.server";
import { pageWords } from "~/lib/i18n/says.server";
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
import type { BannerWords } from "./components/screening-cta-banner";

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

/** Each pillar's own section of pillars.json. */
const pillarSections: Record<PillarSlug, string> = {
  "rid-crc-pub": "pub",
  "rid-crc-csr": "csr",
  "rid-crc-sgp": "sgp",
  "rid-crc-gov": "gov",
  "rid-crc-edu": "edu",
};

/**
 * A pillar page in the page's language (issue 27). Its frame (header, crumbs, the way on to the
 * other pillars, the screening banner) is in the language on every pillar: the pillars' titles and
 * summaries are the home page's (home.json's `pillars.items`, their one home), the rest
 * pillars.json's `frame` and `banner`. The CSR pillar is translated in full (pillars.json's `csr`):
 * its tier cards are /register/corporate's (registration.json, `tiersIn`), its calculator's words
 * pledges.json's (`calculatorIn`); it also needs the unit cost and how many sponsors are active.
 * The other pillars' sections are pillars.json's `pub`, `sgp`, `gov` and `edu`. The awareness
 * pillar also needs whether the visitor may share a story and which doctor dialog ?talk= opens.
 */
export async function pillarPage(slug: PillarSlug, request: Request) {
  const lang = requestLang(request);
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
  const home = createT(lang, messagesFor(lang, "home"));
  const section = pillarSections[slug];
  const words = pageWords("pillars", lang, [section]);
  const { t } = words;
  const named = (p: PillarSlug) => ({
    slug: p,
    title: home(`pillars.items.${p}.title`),
    summary: home(`pillars.items.${p}.summary`),
    tagline: t(`frame.tagline.${p}`),
  });
  const pillar = named(slug);
  const path = `/pillars/${slug}`;
  const title = t("frame.metaTitle", { title: pillar.title });
  const tiers = csr ? tiersIn(lang, cost) : [];
  const [followFrom, followTo] = corporateFollowUpText.match(/\d+/g) ?? [];
  return {
    slug,
    lang,
    // Translated in full: its canonical in its language with the four alternates.
    meta: translatedPageMeta({ title, description: pillar.summary, path, lang }),
    // The pillar's own words and the others to link to travel with the page, and so do the figures
    // its sections state: the pillar list and the figures file stay out of the browser's code.
    pillar,
    others: pillars.filter((p) => p.slug !== slug).map((p) => ({ slug: p.slug, title: named(p.slug).title })),
    frame: {
      eyebrow: t("frame.eyebrow", { tagline: pillar.tagline }),
      crumb: t("frame.crumb"),
      others: t("frame.others"),
      step: t("frame.step"),
      banner: screeningBannerWords(lang),
    } satisfies PillarFrame,
    review: words.review,
    // The other pillars' sections: their words (the figures they state come with facts, the
    // awareness pillar's phrased in the language; the CSR pillar's words come with csr).
    words: csr ? {} : words.messages,
    // The CSR pillar's sections: their words, the follow-up's business days taken from facts.json's
    // text (never retyped), the unit cost by Intl.
    csr: csr ? { messages: words.messages, followFrom: followFrom ?? "", followTo: followTo ?? "" } : null,
    facts: pillarFacts,
    // The figures facts.json writes in words ("1 in 13", "over 60%"), in the language (home.json's
    // figures, their one home).
    phrased: {
      lifetimeRisk: figurePhrase(lifetimeRiskText, home),
      lateStage: figurePhrase(lateStageText, home),
    },
    canonical: canonical(path),
    unitCost: cost,
    // The CSR pillar's tiers with the pledge each starts at, so the tier rules stay on the server.
    tiers,
    sponsorCount: sponsors,
    impact,
    calculator: csr
      ? calculatorIn(lang, impact, cost, Object.fromEntries(tiers.map((tier) => [tier.key, tier.name])))
      : null,
    storyAccess,
    // The story form's words (share.json), in the page's language.
    storyWords: awareness ? storyFormWords(lang) : {},
    talk: awareness && isTalkVariant(talk) ? talk : null,
  };
}

/**
 * The screening banner's words in a language (pillars.json's `banner`): the pillar pages and the
 * Champion's dashboard show it.
 */
export function screeningBannerWords(lang: Lang): BannerWords {
  const t = createT(lang, messagesFor(lang, "pillars"));
  return {
    title: t("banner.title"),
    text: t("banner.text"),
    path: t("banner.path"),
    locations: t("banner.locations"),
  };
}

/** The words of every pillar page's frame, in its language (pillars.json's `frame` and `banner`). */
export type PillarFrame = {
  eyebrow: string;
  crumb: string;
  others: string;
  step: string;
  banner: BannerWords;
};
