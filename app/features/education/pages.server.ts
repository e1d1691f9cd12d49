import { CalendarDays, FlaskConical, Megaphone, Newspaper, TriangleAlert } from "lucide-react";
import { redirect } from "react-router";
import { env } from "~/lib/env.server";
import { canonical } from "~/lib/page/seo.server";
import { aliasTarget } from "./hubs/aliases";
import { articleBySlug, articles, findArticles, toCard, type ArticleCard } from "./content.server";
import { faqsIn, filterFaqs, groupFaqs } from "./faqs.server";
import { messagesFor } from "~/lib/i18n/messages.server";
import { createT } from "~/lib/i18n/translate";
import { translatedPageMeta } from "~/lib/i18n/page-meta.server";
import { filterChips, hubHref, parseHubQuery, toArticleQuery, type Audience } from "./hubs/hub-query";
import { iconData } from "./icon-data.server";
import { resourceGroups, resourceHref } from "./resources.server";
import {
  audienceCategories,
  comingSoonPanel,
  featuredStudy,
  guidelineTable,
  nextSteps,
  preventionStrategies,
  researchHighlightSlugs,
  showComingSoon,
  topicCategory,
  urgentNote,
} from "./hubs/topics";
import { notFound } from "~/lib/http/not-found";
import type { Lang } from "~/lib/i18n/languages";
import { localPath, requestLang } from "~/lib/i18n/paths";
import { cardsIn, hubMeta, hubText, patientWords, topicIn, topicSectionsIn } from "./hubs/patient-text.server";

// Spec content §9.
const RECENT = 6;
const FEATURED = 3;

function searchParam(request: Request, name = "search"): string | undefined {
  return new URL(request.url).searchParams.get(name)?.trim().slice(0, 200) || undefined;
}

function featured(list: ArticleCard[]): ArticleCard[] {
  // Featured blocks always show three: the featured ones first, topped up with the most recent.
  return [...list.filter((a) => a.featured), ...list.filter((a) => !a.featured)].slice(0, FEATURED);
}

const topicLinks = (audience: Audience) =>
  audienceCategories(audience).map(({ id, name, description, page }) => ({ id, name, description, page }));

/** The search forms' button: the header's word in the page's language (shell.json, its one home). */
const searchButton = (lang: Lang) => createT(lang, messagesFor(lang, "shell"))("header.search");

/** An empty article list's words in the language (education.json, the hub's; the patients' topics share them). */
function listWords(lang: Lang) {
  const t = createT(lang, messagesFor(lang, "education"));
  return { none: t("results.none"), clearSearch: t("results.clearSearch") };
}

const audienceOptions: (Audience | undefined)[] = [undefined, "patients", "clinicians"];

const newsLinks = [
  { to: "/education/newsroom", key: "newsroom", icon: Newspaper },
  { to: "/education/newsroom/press-releases", key: "pressReleases", icon: Megaphone },
  { to: "/education/newsroom/research-updates", key: "researchUpdates", icon: FlaskConical },
  { to: "/upcoming-events", key: "events", icon: CalendarDays },
];

/**
 * /education in the page's language (issue 27): search, audience filter, tag, chips; featured only
 * while nobody searches. Its own words are education.json's; the title and the Search button the
 * header's (shell.json), the cards' reading time, "In English" and the patients' topics
 * patients.json's (cardsIn, topicIn): one home per word. A translated article's card shows its
 * translation, another the English, marked. The clinicians' topics stay English (their pages are).
 * The head tags, the audience links' addresses and the news links' icons come worked out, so the
 * page's script needs neither the query helpers nor the icons (first-load JS budget).
 */
export function hubPage(request: Request) {
  const lang = requestLang(request);
  const t = createT(lang, messagesFor(lang, "education"));
  const shell = createT(lang, messagesFor(lang, "shell"));
  const patients = patientWords("patients", lang);
  const cards = (list: ArticleCard[]) => cardsIn(lang, patients.t, list);
  const query = parseHubQuery(new URL(request.url).searchParams);
  const results = findArticles(toArticleQuery(query));
  const filtered = Boolean(query.audience || query.search || query.tag);
  const title = shell("nav.education.hub");
  return {
    lang,
    query,
    words: {
      title,
      intro: t("hub.intro"),
      search: t("hub.search"),
      placeholder: t("hub.placeholder"),
      button: searchButton(lang),
      audienceNav: t("audience.nav"),
      showFor: t("audience.showFor"),
      filters: t("filters.group"),
      remove: t("filters.remove"),
      featured: t("featured"),
      list: listWords(lang),
      topicsPatients: t("topics.patients"),
      topicsClinicians: t("topics.clinicians"),
      cliniciansNote: t("topics.cliniciansNote"),
      news: t("news.heading"),
    },
    chips: filterChips(query, {
      audience: (audience) => t("filters.audience", { audience: t(`audience.${audience}`) }),
      tag: (tag) => t("filters.topic", { tag }),
      search: (search) => t("filters.search", { search }),
    }),
    // Spec content §2.3, §4: Clear resets the audience to all and empties the search.
    clear: filtered ? { label: t("filters.clear"), href: "/education" } : undefined,
    audiences: audienceOptions.map((value) => ({
      label: t(`audience.${value ?? "all"}`),
      href: hubHref({ ...query, audience: value }),
      current: value === query.audience,
    })),
    featured: query.search || query.tag ? [] : cards(featured(findArticles({ audience: query.audience }))),
    results: {
      heading: filtered ? t("results.filtered") : t("results.all"),
      count: t("results.count", { count: results.length }),
      articles: cards(results),
    },
    topics: {
      patients: topicLinks("patients").map((c) => topicIn(patients.t, lang, c)),
      clinicians: topicLinks("clinicians"),
    },
    news: newsLinks.map(({ to, key, icon }) => ({ to, label: t(`news.${key}`), icon: iconData(icon) })),
    canonical: canonical(localPath(lang, "/education")),
    meta: translatedPageMeta(lang, "/education", { title, description: t("meta.description") }),
  };
}

/** The articles of one audience's own categories (news items are for everyone and live in the newsroom). */
function audienceArticles(audience: Audience): ArticleCard[] {
  const ids: string[] = audienceCategories(audience).map((c) => c.id);
  return articles()
    .filter((a) => ids.includes(a.category))
    .map(toCard);
}

/** /education/patients (in the page's language) and /education/clinicians (English). */
export function audienceHubPage(audience: Audience, requested: Lang = "en") {
  const { lang, review, t } = patientWords(audience, requested);
  const list = audienceArticles(audience);
  const text = hubText(audience, t);
  const path = `/education/${audience}`;
  return {
    audience,
    lang,
    review,
    text,
    button: searchButton(lang),
    featured: cardsIn(lang, t, featured(list)),
    topics: topicLinks(audience).map((c) => topicIn(t, lang, c)),
    recent: cardsIn(lang, t, list.slice(0, RECENT)),
    canonical: canonical(localPath(lang, path)),
    meta: hubMeta(audience, lang, path, text.title, text.description),
  };
}

/** A topic page's own words: the patients' in the page's language, the clinicians' in English. */
function topicChrome(audience: Audience, t: (key: string, vars?: Record<string, string>) => string, name: string) {
  if (audience === "patients") {
    const hub = t("hub.title");
    return {
      hub,
      back: t("topic.backTo", { hub }),
      search: t("topic.search", { topic: name }),
      articles: t("topic.articles", { topic: name }),
      results: (search: string) => t("topic.results", { search }),
      related: t("topic.related"),
    };
  }
  const hub = "Clinician Education Hub";
  return {
    hub,
    back: `Back to the ${hub}`,
    search: `Search ${name} articles`,
    articles: `${name} articles`,
    results: (search: string) => `Results for “${search}”`,
    related: "Related and next steps",
  };
}

/** A topic page, an alias (301 to where it lives now) or a 404. */
export function topicPage(request: Request, audience: Audience, topic: string) {
  const { pathname } = new URL(request.url);
  const target = aliasTarget(pathname);
  if (target) throw redirect(target, 301);
  const found = topicCategory(audience, topic);
  if (!found) throw notFound(pathname);
  const { lang, review, t } = patientWords(audience, requestLang(request));
  const category = topicIn(t, lang, found);
  const search = searchParam(request);
  const inCategory = findArticles({ category: category.id });
  const { page } = category;
  const chrome = topicChrome(audience, t, category.name);
  // The patients' sections in the page's language (patient-text.server.ts), English as topics.ts has them.
  const sections = topicSectionsIn(lang, t, page, {
    urgentNote,
    prevention: preventionStrategies,
    nextSteps: nextSteps[page] ?? [],
  });
  return {
    audience,
    lang,
    review,
    chrome: {
      ...chrome,
      results: search ? chrome.results(search) : chrome.articles,
      button: searchButton(lang),
      list: audience === "patients" ? listWords(lang) : undefined,
    },
    category: { id: category.id, name: category.name, description: category.description, page },
    search,
    results: cardsIn(lang, t, search ? findArticles({ category: category.id, q: search }) : inCategory),
    comingSoon: showComingSoon(page, inCategory.length, search)
      ? { ...comingSoonPanel, heading: `${category.name}: coming soon` }
      : undefined,
    canonical: canonical(localPath(lang, page)),
    // The head tags and each topic's own sections come from here, so the page's script carries no
    // topic's words or icons (first-load JS budget).
    meta: hubMeta(audience, lang, page, category.name, category.description),
    urgentNote:
      page === "/education/patients/symptoms" ? { ...sections.urgentNote, icon: iconData(TriangleAlert) } : undefined,
    prevention:
      page === "/education/patients/prevention"
        ? {
            heading: sections.prevention.heading,
            strategies: sections.prevention.strategies.map(({ title, text }, i) => ({
              title,
              text,
              icon: iconData(preventionStrategies.strategies[i]!.icon),
            })),
          }
        : undefined,
    guidelines: page === "/education/clinicians/guidelines" ? guidelineTable : undefined,
    featuredStudy:
      page === "/education/clinicians/research"
        ? { ...featuredStudy, label: "Featured study", icon: iconData(FlaskConical) }
        : undefined,
    nextSteps: sections.nextSteps,
  };
}

/** Paths registered only to forward to their new home. */
export function aliasRedirect(request: Request): never {
  const { pathname } = new URL(request.url);
  const target = aliasTarget(pathname);
  if (!target) throw notFound(pathname);
  throw redirect(target, 301);
}

const newsCategories: string[] = ["newsroom", "research-updates"];

export function newsroomPage(request: Request) {
  const search = searchParam(request);
  const news = findArticles({ q: search }).filter((a) => newsCategories.includes(a.category));
  return {
    search,
    news: search ? news : news.slice(0, RECENT),
    contactEmail: env().CONTACT_EMAIL,
    canonical: canonical("/education/newsroom"),
  };
}

export function pressReleasesPage(request: Request) {
  const search = searchParam(request);
  return {
    search,
    results: findArticles({ category: "newsroom", subcategory: "press-releases", q: search }),
    contactEmail: env().CONTACT_EMAIL,
    canonical: canonical("/education/newsroom/press-releases"),
  };
}

export function researchUpdatesPage(request: Request) {
  const search = searchParam(request);
  return {
    search,
    results: findArticles({ category: "research-updates", q: search }),
    highlights: researchHighlightSlugs.flatMap((slug) => {
      const article = articleBySlug(slug);
      return article ? [{ slug, title: article.title, excerpt: article.excerpt }] : [];
    }),
    canonical: canonical("/education/newsroom/research-updates"),
  };
}

/** The FAQ's group names, as keys of the faqs namespace. */
const faqCategoryKeys = {
  Screening: "screening",
  "Symptoms & Risk Factors": "symptoms",
  Prevention: "prevention",
} as const;

/**
 * /education/faqs in the page's language (issue 27): its words from the faqs namespace, the
 * questions its translation has (content/faqs/<lang>.json) translated, the rest in English under a
 * note that says so; links in answers kept in the language.
 */
export function faqPage(request: Request) {
  const lang = requestLang(request);
  const messages = messagesFor(lang, "faqs");
  const t = createT(lang, messages);
  const { list, review } = faqsIn(lang);
  const q = searchParam(request, "q");
  const matched = filterFaqs(list, q);
  const local = (html: string) =>
    lang === "en" ? html : html.replace(/href="(\/[^"]*)"/g, (_, href: string) => `href="${localPath(lang, href)}"`);
  const groups = groupFaqs(matched).map((g) => ({
    category: g.category,
    name: t(`categories.${faqCategoryKeys[g.category]}`),
    englishOnly: lang !== "en" && g.faqs.every((f) => f.lang === "en"),
    faqs: g.faqs.map(({ question, html, lang: faqLang }) => ({ question, html: local(html), lang: faqLang })),
  }));
  const title = t("meta.title");
  const description = t("meta.description");
  return {
    q,
    count: matched.length,
    lang,
    button: searchButton(lang),
    messages,
    review: lang === "en" ? null : review,
    groups,
    canonical: canonical(localPath(lang, "/education/faqs")),
    meta: translatedPageMeta(lang, "/education/faqs", {
      title,
      description,
      jsonLd:
        groups.length > 0
          ? {
              "@type": "FAQPage",
              mainEntity: groups.flatMap((g) =>
                g.faqs.map((f) => ({
                  "@type": "Question",
                  name: f.question,
                  acceptedAnswer: { "@type": "Answer", text: f.html },
                })),
              ),
            }
          : undefined,
    }),
  };
}

export function resourcesPage() {
  return {
    groups: resourceGroups().map((g) => ({
      group: g.group,
      items: g.items.map((item) => ({ ...item, href: resourceHref(item.slug) })),
    })),
    contactEmail: env().CONTACT_EMAIL,
    canonical: canonical("/education/resources"),
  };
}
