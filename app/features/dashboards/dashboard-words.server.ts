import type { Lang } from "~/lib/i18n/languages";
import { dateIn } from "~/lib/i18n/dates";
import { tableText } from "~/lib/i18n/figures";
import { localizer, pageWords } from "~/lib/i18n/says.server";
import type { T } from "~/lib/i18n/translate";
import type { StateView } from "~/features/screening/index.server";
import type { ChampionDashboardData } from "./champion-dashboard.server";
import { dashboardMessages as m } from "./messages";
import type { PartnerDashboardData } from "./partner-dashboard.server";

/**
 * The dashboards in the page's language (issue 27, ADR 0027): the components' own words from
 * app/locales/<lang>/dashboards.json, and the English the server writes (the titles, the Champion
 * variants of champion-roles.ts, the checklist, the partner records' labels, the error messages)
 * put in the language here by its `says.*` strings. What people typed (names, addresses) stays as typed.
 */
const { sayIn } = localizer("dashboards");

export const dashboardWords = (lang: Lang) =>
  pageWords("dashboards", lang, ["summary", "champion", "tiles", "partner"]);

export { sayIn as dashboardSayIn };

function championIn(lang: Lang, data: ChampionDashboardData): ChampionDashboardData {
  if (data.state !== "ready") return { ...data, message: sayIn(lang, data.message) };
  const { profile } = data;
  return {
    ...data,
    roles: data.roles.map((r) => ({ ...r, title: sayIn(lang, r.title) })),
    profile: {
      title: sayIn(lang, profile.title),
      intro: sayIn(lang, profile.intro),
      actions: profile.actions.map((a) => ({
        ...a,
        title: sayIn(lang, a.title),
        description: sayIn(lang, a.description),
      })),
      stats: profile.stats.map((s) => ({ ...s, label: sayIn(lang, s.label) })),
    },
    stats: { ...data.stats, actions: data.stats.actions.map((a) => ({ ...a, label: sayIn(lang, a.label) })) },
  };
}

/** A partner record's value: "Not specified" and the postal code's "Singapore" are ours; the rest as typed. */
function valueIn(lang: Lang, label: string, value: string): string {
  if (value === m.notSpecified) return sayIn(lang, value);
  return label === "Postal code" ? sayIn(lang, value) : value;
}

function partnerIn(lang: Lang, data: PartnerDashboardData): PartnerDashboardData {
  if (data.state !== "ready") return { ...data, message: sayIn(lang, data.message) };
  const row = ({ label, value }: { label: string; value: string }) => ({
    label: sayIn(lang, label),
    value: valueIn(lang, label, value),
  });
  return {
    ...data,
    details: data.details.map(row),
    hours: data.hours.map(row),
    completion: { ...data.completion, missing: data.completion.missing.map((label) => sayIn(lang, label)) },
  };
}

/**
 * The Track My Screening tile's few words: the screening record's state (features/screening, its
 * rule table) in the language, its date written the language's way, nothing retyped.
 */
function screeningIn(lang: Lang, t: T, tile: StateView | null) {
  if (!tile) return null;
  const date = tile.dueOn ? dateIn(lang, tile.dueOn) : "";
  return { state: tile.state, headline: tableText(lang, t, `tiles.${tile.state}`, tile.headline, { date }) };
}

type Page = {
  champion: ChampionDashboardData | null;
  partner: PartnerDashboardData | null;
  screening: StateView | null;
};

/** What dashboardPage found, in the page's language (English: as it is). */
export function dashboardIn<P extends Page>(lang: Lang, t: T, page: P) {
  return {
    ...page,
    champion: page.champion && championIn(lang, page.champion),
    partner: page.partner && partnerIn(lang, page.partner),
    screening: screeningIn(lang, t, page.screening),
  };
}
