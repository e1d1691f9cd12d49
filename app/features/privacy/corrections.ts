import type { UserType } from "~/features/accounts";

/**
 * "Correct my data" (issue 29): for each thing a person gave us, where they correct it themselves,
 * or, where a thing cannot yet be edited (a story the team reads, a pledge), how to put it right.
 * /account/data lists the ones that apply to the account's type.
 */
export type Correction = { what: string; how: string; to: string; link: string };

const c = (what: string, how: string, to: string, link: string): Correction => ({ what, how, to, link });

const profile: Record<UserType, Correction> = {
  champion: c(
    "Your name, phone number, date of birth and address",
    "Edit them in your profile; they save at once.",
    "/profile/champion",
    "Profile settings",
  ),
  gpclinic: c(
    "Your clinic's listing and your contact details",
    "Edit them in your clinic's profile. A new clinic name or licence number is checked by the team before the directory shows it.",
    "/profile/gp-clinic",
    "Clinic profile settings",
  ),
  specialist: c(
    "Your listing and your contact details",
    "Edit them in your profile. A new medical registration number is checked by the team before the directory shows it.",
    "/profile/specialist",
    "Specialist profile settings",
  ),
  corporate_contact: c(
    "Your company's details and yours as its contact",
    "Edit them in your company's profile. A new company name or UEN is checked by the team before the site shows it.",
    "/profile/corporate",
    "Company profile settings",
  ),
  admin: c(
    "Your name and phone number",
    "An administrator's account is managed by the team: write to us and a super admin corrects it.",
    "/contact",
    "Write to the team",
  ),
  super_admin: c(
    "Your name and phone number",
    "An administrator's account is managed by the team: write to us and another super admin corrects it.",
    "/contact",
    "Write to the team",
  ),
};

const email = c(
  "Your e-mail address",
  "Change it with your password: we send a link to the new address, and the change is made when you open it.",
  "/account/email",
  "Change your email address",
);

const consents = c(
  "Your consents (reminders, your stories being shown, the newsletter)",
  "Withdraw any of them in one click.",
  "/account/consents",
  "Your consents",
);

const events = c(
  "Event registrations",
  "Correct your name on a registration or cancel it until the event starts.",
  "/account/events",
  "My event registrations",
);

const appointments = c(
  "Appointment requests",
  "Correct your contact details, preferred date and time or message, or withdraw a request, until the clinic acts on it; after that, contact the clinic.",
  "/account/appointments",
  "My appointment requests",
);

/** What only a Champion gives: their screening record, stories and referrals. */
const championOnly = [
  c(
    "Your screening record and reminders",
    "Edit or delete each entry, and switch the reminders on or off, on the record's page.",
    "/dashboard/screening",
    "My screening record",
  ),
  c(
    "Stories you shared",
    "A story cannot be edited once sent (the team reads it before it is shown): stop it being shown in Your consents, and share a corrected one.",
    "/share-your-story",
    "Share your story",
  ),
  c(
    "Referrals you sent",
    "Correct a friend's address or withdraw a referral until your friend joins.",
    "/account/referrals",
    "My referrals",
  ),
];

const pledges = c(
  "Pledges",
  "A pledge cannot be edited once made: raise a new one from your dashboard, or write to us to withdraw one the team has not yet decided.",
  "/dashboard/corporate#raise-pledge",
  "Raise a new pledge",
);

/** The account type's list, its own profile first. */
export function correctionsFor(type: UserType): Correction[] {
  return [
    profile[type],
    email,
    ...(type === "champion" ? championOnly : []),
    ...(type === "corporate_contact" ? [pledges] : []),
    events,
    appointments,
    consents,
  ];
}
