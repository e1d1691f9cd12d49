import type { AppointmentRequestList } from "~/features/directory/index.server";
import type { MyEventRegistration } from "~/features/events/index.server";
import type { MyStory } from "~/features/community/index.server";
import { defaultLang, type Lang } from "~/lib/i18n/languages";
import { dateIn, momentIn } from "~/lib/i18n/dates";
import { messagesFor } from "~/lib/i18n/messages.server";
import { tableText } from "~/lib/i18n/figures";
import { localizer, pageWords } from "~/lib/i18n/says.server";
import { createT, type T } from "~/lib/i18n/translate";
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
  pageWords("dashboards", lang, ["summary", "champion", "tiles", "partner", "appointments"]);

/**
 * The words of the parts other features own, for the Champion's dashboard: my stories
 * (community.json `mine`, `dashboard`) and my events (events.json `dashboard`, `mine`, `status`).
 */
export const championPartWords = (lang: Lang) => ({
  community: pageWords("community", lang, ["mine", "dashboard"]).messages,
  events: pageWords("events", lang, ["dashboard", "mine", "status"]).messages,
});

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

const directoryT = (lang: Lang) => createT(lang, messagesFor(lang, "directory"));

/**
 * The account's type and status: the type in the header's words (shell.json `header.types`), the
 * status in dashboards.json's `summary.statuses`; English keeps the accounts feature's own label.
 */
function accountIn<A extends { type: string; typeLabel: string; status: string }>(lang: Lang, t: T, account: A): A {
  const typeLabel =
    lang === defaultLang
      ? account.typeLabel
      : createT(lang, messagesFor(lang, "shell"))(`header.types.${account.type}`);
  return { ...account, typeLabel, status: t(`summary.statuses.${account.status}`) };
}

/**
 * A partner's appointment requests (features/directory) in the language: the statuses and time
 * slots in the directory's words (directory.json `mine.status`, `appointment.slot`: the requester's
 * own page says them so), the dates by Intl. Names, addresses and messages stay as typed.
 */
function appointmentsIn(lang: Lang, list: AppointmentRequestList | null): AppointmentRequestList | null {
  if (!list || lang === defaultLang) return list;
  const d = directoryT(lang);
  const statuses = list.statuses.map((s) => ({ ...s, label: d(`mine.status.${s.value}`) }));
  // An account that manages no listing has no requests, but its counters name the statuses.
  if (list.clinicName === null) return { ...list, statuses };
  return {
    ...list,
    statuses,
    requests: list.requests.map((r) => ({
      ...r,
      preferredDateLabel: dateIn(lang, r.preferredDate),
      timeLabel: d(`appointment.slot.${r.preferredTime}`),
      receivedLabel: momentIn(lang, r.receivedAt),
    })),
  };
}

/** The status form's answer, "The request from … is now marked …", in the language. */
export function statusUpdatedIn(lang: Lang, name: string, status: string, english: string): string {
  if (lang === defaultLang) return english;
  const t = createT(lang, messagesFor(lang, "dashboards"));
  return t("appointments.updated", { name, status: directoryT(lang)(`mine.status.${status}`) });
}

/** A partner's application status (features/partners): registration.json's `application` section. */
export const applicationWords = (lang: Lang) => pageWords("registration", lang, ["application"]).messages;

/**
 * The registration form's labels by their English (registration.json's `summary.*`, the form's own
 * names of its fields) and the few the status page adds (`application.fields.*`).
 */
const registrationLabels = new Map(
  Object.entries(messagesFor(defaultLang, "registration"))
    .filter(([key]) => key.startsWith("summary.") || key.startsWith("application.fields."))
    .map(([key, text]) => [text, key]),
);

/** A submitted field's label in the language: as the dashboards name it, else as the form does. */
function fieldLabelIn(lang: Lang, label: string): string {
  const said = sayIn(lang, label);
  if (said !== label) return said;
  const key = registrationLabels.get(label);
  return key ? createT(lang, messagesFor(lang, "registration"))(key) : label;
}

/** The yes-or-no answers of a company's application (application.server.ts writes "Yes" and "No"). */
const yesNo = new Set(["Prefers to discuss first", "Newsletter"]);

/** The application's submitted fields, labelled in the language; the values as typed, but our Yes and No. */
function applicationIn<A extends { fields: { label: string; value: string }[] }>(lang: Lang, application: A | null) {
  if (!application || lang === defaultLang) return application;
  const valueIn = (label: string, value: string) =>
    yesNo.has(label) && registrationLabels.has(value)
      ? createT(lang, messagesFor(lang, "registration"))(registrationLabels.get(value)!)
      : value;
  return {
    ...application,
    fields: application.fields.map((f) => ({ label: fieldLabelIn(lang, f.label), value: valueIn(f.label, f.value) })),
  };
}

/** My events' times and my stories' days written the language's way (Intl); titles and excerpts as typed. */
function eventsIn<E extends { startsAt: Date; whenLabel: string }>(lang: Lang, events: E[] | null): E[] | null {
  if (!events || lang === defaultLang) return events;
  return events.map((e) => ({ ...e, whenLabel: momentIn(lang, e.startsAt) }));
}

function storiesIn<S extends { sharedDay: string; sharedOn: string }>(lang: Lang, stories: S[] | null): S[] | null {
  if (!stories || lang === defaultLang) return stories;
  return stories.map((s) => ({ ...s, sharedOn: dateIn(lang, s.sharedDay) }));
}

type Page = {
  account: { type: string; typeLabel: string; status: string };
  application: { fields: { label: string; value: string }[] } | null;
  events: MyEventRegistration[] | null;
  stories: MyStory[] | null;
  appointments: AppointmentRequestList | null;
  champion: ChampionDashboardData | null;
  partner: PartnerDashboardData | null;
  screening: StateView | null;
};

/** What dashboardPage found, in the page's language (English: as it is). */
export function dashboardIn<P extends Page>(lang: Lang, t: T, page: P) {
  return {
    ...page,
    account: accountIn(lang, t, page.account),
    application: applicationIn(lang, page.application),
    appointments: appointmentsIn(lang, page.appointments),
    champion: page.champion && championIn(lang, page.champion),
    events: eventsIn(lang, page.events),
    stories: storiesIn(lang, page.stories),
    partner: page.partner && partnerIn(lang, page.partner),
    screening: screeningIn(lang, t, page.screening),
  };
}
