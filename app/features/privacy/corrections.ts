import type { UserType } from "~/features/accounts";
import { defaultLang, type Lang } from "~/lib/i18n/languages";
import { messagesFor } from "~/lib/i18n/messages.server";
import { createT } from "~/lib/i18n/translate";

/**
 * "Correct my data" (issue 29): for each thing a person gave us, where they correct it themselves,
 * or, where a thing cannot yet be edited (a pledge), how to put it right. An administrator corrects
 * their own name and phone in the console (/admin/profile).
 * /account/data lists the ones that apply to the account's type. Its words are the privacy
 * namespace's `corrections.<key>.what|how|link` (app/locales/<lang>/privacy.json), in the page's language.
 */
export type Correction = { what: string; how: string; to: string; link: string };

type Entry = { key: string; to: string };

const profile: Record<UserType, Entry> = {
  champion: { key: "champion", to: "/profile/champion" },
  gpclinic: { key: "gpclinic", to: "/profile/gp-clinic" },
  specialist: { key: "specialist", to: "/profile/specialist" },
  corporate_contact: { key: "corporate_contact", to: "/profile/corporate" },
  admin: { key: "admin", to: "/admin/profile" },
  super_admin: { key: "super_admin", to: "/admin/profile" },
};

const email: Entry = { key: "email", to: "/account/email" };
const consents: Entry = { key: "consents", to: "/account/consents" };
const events: Entry = { key: "events", to: "/account/events" };
const appointments: Entry = { key: "appointments", to: "/account/appointments" };

/** What only a Champion gives: their screening record, stories and referrals. */
const championOnly: Entry[] = [
  { key: "screening", to: "/dashboard/screening" },
  { key: "stories", to: "/account/stories" },
  { key: "referrals", to: "/account/referrals" },
];

const pledges: Entry = { key: "pledges", to: "/account/pledges" };

/** The account type's list, its own profile first, in the page's language. */
export function correctionsFor(type: UserType, lang: Lang = defaultLang): Correction[] {
  const t = createT(lang, messagesFor(lang, "privacy"));
  return [
    profile[type],
    email,
    ...(type === "champion" ? championOnly : []),
    ...(type === "corporate_contact" ? [pledges] : []),
    events,
    appointments,
    consents,
  ].map(({ key, to }) => ({
    what: t(`corrections.${key}.what`),
    how: t(`corrections.${key}.how`),
    to,
    link: t(`corrections.${key}.link`),
  }));
}
