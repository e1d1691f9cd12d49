import type { MetaDescriptor } from "react-router";
import facts from "../../../../content/facts.json";
import { defaultLang, languageTags, type Lang } from "~/lib/i18n/languages";
import { messagesFor, translationState } from "~/lib/i18n/messages.server";
import { translatedPageMeta } from "~/lib/i18n/page-meta.server";
import { createT, type T } from "~/lib/i18n/translate";
import { pageMeta } from "~/lib/page/seo";
import { canonical } from "~/lib/page/seo.server";
import { translations } from "../articles/translations.server";
import type { ArticleCard } from "../content.server";
import type { Audience } from "./hub-query";
import type { NavLink } from "./topics";

/**
 * The patient hub and its topic pages in the page's language (issue 27): their words from
 * app/locales/<lang>/patients.json, article cards with a translated article's own title and
 * excerpt (others in English, marked so), dates by Intl in the language. The clinicians' hub is
 * for professionals and stays English in every language (its English canonical says so).
 */
export function patientWords(audience: Audience, lang: Lang) {
  const own = audience === "patients" ? lang : defaultLang;
  const messages = messagesFor(own, "patients");
  return { lang: own, review: translationState(own, "patients"), t: createT(own, messages) };
}

/** The clinicians' hub's words (English only). */
const clinicianHub = {
  eyebrow: "Education",
  title: "Clinician Education Hub",
  intro:
    "Guidelines, evidence and practice resources for GPs, colorectal surgeons and gastroenterologists taking part in organised screening.",
  description:
    "Screening guidelines compared, research, case studies and CME resources on colorectal cancer for clinicians.",
  search: "Search clinician articles",
  featured: "Featured clinical resources",
  topics: "Clinical Resources",
  recent: "Recent articles",
  viewAll: "View All Articles",
  cta: {
    title: "Partner with the movement",
    text: "Register your clinic or practice to receive referrals and resources, and help Singapore reach its screening targets.",
    links: [
      { to: "/register/clinic", label: "Register your GP clinic" },
      { to: "/register/specialist", label: "Register as a specialist" },
    ],
  },
};

type HubText = typeof clinicianHub;

export function hubText(audience: Audience, t: T): HubText {
  if (audience === "clinicians") return clinicianHub;
  const k = (key: string) => t(`hub.${key}`);
  return {
    eyebrow: k("eyebrow"),
    title: k("title"),
    intro: k("intro"),
    description: k("description"),
    search: k("search"),
    featured: k("featured"),
    topics: k("topics"),
    recent: k("recent"),
    viewAll: k("viewAll"),
    cta: {
      title: k("ctaTitle"),
      text: k("ctaText"),
      links: [
        { to: "/get-screened", label: k("getScreened") },
        { to: "/find-a-gp", label: k("findGp") },
      ],
    },
  };
}

/** A page's head tags: in its language when it is the patients' (translated in full), else English. */
export function hubMeta(audience: Audience, lang: Lang, path: string, title: string, description: string) {
  return audience === "patients"
    ? translatedPageMeta(lang, path, { title, description })
    : (pageMeta({ title, description, canonical: canonical(path) }) as MetaDescriptor[]);
}

/** The patients' topic key of a category id ("patient-basics" → "basics"). */
const topicKey = (id: string) => id.replace(/^patient-/, "");

/** A patients' category's name and description in the language (others as they are). */
export function topicIn<C extends { id: string; name: string; description: string }>(t: T, lang: Lang, c: C): C {
  if (lang === defaultLang || !c.id.startsWith("patient-")) return c;
  const key = topicKey(c.id);
  return { ...c, name: t(`topics.${key}.name`), description: t(`topics.${key}.description`) };
}

const dates = new Map<Lang, Intl.DateTimeFormat>();
function dateIn(lang: Lang, iso: string): string {
  let format = dates.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(languageTags[lang], { dateStyle: "medium", timeZone: "UTC" });
    dates.set(lang, format);
  }
  return format.format(new Date(`${iso}T00:00:00Z`));
}

/**
 * The clinicians' and news categories' names on a card (education.json): the news ones are the
 * hub's own headings (`news.*`, their one home), the clinicians' `categories.*`. Their pages stay English.
 */
const otherCategoryKeys: Record<string, string> = {
  newsroom: "news.newsroom",
  "research-updates": "news.researchUpdates",
  "clinician-guidelines": "categories.guidelines",
  "clinician-research": "categories.research",
  "clinician-case-studies": "categories.caseStudies",
  "clinician-cme": "categories.cme",
};

type LocalCard = ArticleCard & { readLabel?: string; textLang?: string };

/**
 * Article cards in the language: a translated article's title and excerpt, else the English ones
 * (marked `lang="en"` and "In English"); the category, reading time and date in the language.
 */
export function cardsIn(lang: Lang, t: T, cards: ArticleCard[]): LocalCard[] {
  if (lang === defaultLang)
    return cards.map((card) => ({ ...card, readLabel: t("card.minRead", { count: card.readTime }) }));
  const own = new Map(translations().flatMap((tr) => (tr.lang === lang ? [[tr.slug, tr] as const] : [])));
  const hub = createT(lang, messagesFor(lang, "education"));
  return cards.map((card) => {
    const tr = own.get(card.slug);
    const other = otherCategoryKeys[card.category];
    const category = card.category.startsWith("patient-")
      ? t(`topics.${topicKey(card.category)}.name`)
      : other
        ? hub(other)
        : "";
    return {
      ...card,
      title: tr?.title ?? card.title,
      excerpt: tr?.excerpt ?? card.excerpt,
      readTime: tr?.readTime ?? card.readTime,
      categoryName: category || card.categoryName,
      publishedLabel: dateIn(lang, card.publishedDate),
      readLabel: `${t("card.minRead", { count: tr?.readTime ?? card.readTime })}${tr ? "" : ` · ${t("card.englishOnly")}`}`,
      textLang: tr ? undefined : "en",
    };
  });
}

/** A patients' topic page's own sections in the language (the English as topics.ts has it). */
export function topicSectionsIn(
  lang: Lang,
  t: T,
  page: string,
  english: {
    urgentNote: { heading: string; intro: string; symptoms: string[] };
    prevention: { heading: string; strategies: { title: string; text: string }[] };
    nextSteps: NavLink[];
  },
) {
  if (lang === defaultLang) return english;
  const symptomKeys = ["blood", "habit", "pain", "emptying", "weight", "anaemia"];
  const strategyKeys = ["screened", "family", "active", "fibre", "meat", "smoking"];
  const { singapore, international } = facts.screeningStartAge;
  const nextKeys: Record<string, string[]> = {
    "/education/patients/basics": ["screening", "symptoms", "quiz"],
    "/education/patients/screening": ["compare", "gp", "specialist"],
    "/education/patients/symptoms": ["gp", "specialist", "faqs"],
    "/education/patients/prevention": ["screened", "basics", "faqs"],
  };
  const section = page.split("/").pop()!;
  return {
    urgentNote: {
      heading: t("urgent.heading"),
      intro: t("urgent.intro"),
      symptoms: symptomKeys.map((k) => t(`urgent.symptoms.${k}`)),
    },
    prevention: {
      heading: t("prevention.heading"),
      strategies: english.prevention.strategies.map((s, i) => ({
        ...s,
        title: t(`prevention.${strategyKeys[i]}.title`),
        // Figures from facts.json, never typed in a translation.
        text: t(`prevention.${strategyKeys[i]}.text`, { startAge: singapore, internationalAge: international }),
      })),
    },
    nextSteps: english.nextSteps.map((link, i) => {
      const key = nextKeys[page]?.[i];
      return key ? { ...link, label: t(`next.${section}.${key}`) } : link;
    }),
  };
}
