/**
 * The one declaration of personal data (issue 29, ADR 0029): for every table that holds something
 * about a person, who owns it, how a row leads to the person, which fields are personal, why we keep
 * them, for how long, and what deleting the person does. The export ("Download my data"), the
 * retention job, the privacy policy and docs/privacy.md are all built from it, and
 * declaration.test.ts fails when a table of the schema with a person's id, e-mail, name, phone,
 * address or free text is missing here, or when a name here is not in the schema.
 *
 * Names are the database's (tables and columns), as the policy and the docs speak of them.
 * No imports: the privacy policy page (site) reads it too.
 */

/** How a row leads to a signed-in person: their account id, their e-mail address, their company or partner listing. */
export type LinkBy = "user" | "email" | "company" | "partner";
type PersonLink = { column: string; by: LinkBy };

/** What deleting the person does to this table's rows. */
type OnDeletion = "erase" | "anonymise" | "keep without the person";

/**
 * The daily job's rules (retention.server.ts implements each one, and TypeScript holds it to the
 * whole list). The number of days is the declaration's, next to the words the policy prints.
 */
export type PurgeRule =
  | "unconfirmed-accounts"
  | "unconfirmed-reminders"
  | "unconfirmed-registrations"
  | "unconfirmed-newsletter"
  | "chat-questions"
  | "appointment-requests"
  | "outbox-bodies"
  | "expired-sessions"
  | "expired-verifications"
  | "expired-rate-limits"
  | "expired-rate-limit-buckets"
  | "past-event-registrations"
  | "handled-enquiries";

type Purge = { rule: PurgeRule; days: number; what: string };

export type PersonalTable = {
  table: string;
  /** The feature that owns the table (ADR 0023). */
  owner: string;
  /** A short name for the export's and the summary's heading. */
  label: string;
  /** Columns that lead to a signed-in person; empty when rows cannot be tied to an account. */
  links: PersonLink[];
  /** The columns that hold something about a person. */
  fields: string[];
  /** Columns left out of the download: secrets that would let someone act as the person. */
  withheld?: string[];
  purpose: string;
  /** The retention period in plain words (printed by the privacy policy). */
  retention: string;
  /** What the daily job removes, if anything; otherwise the rows go with the account or the team. */
  purges?: Purge[];
  onDeletion: OnDeletion;
};

export const personalData: readonly PersonalTable[] = [
  {
    table: "users",
    owner: "accounts",
    label: "Profile",
    links: [{ column: "id", by: "user" }],
    fields: ["full_name", "email", "phone_number", "address", "quiz_score", "image", "last_sign_in_at", "language"],
    purpose:
      "Your account: signing you in, your profile and your dashboard (including your quiz score), and the language your e-mails are written in.",
    retention:
      "While you keep your account; a sign-up whose e-mail address is never confirmed is deleted after 7 days.",
    purges: [{ rule: "unconfirmed-accounts", days: 7, what: "sign-ups never confirmed" }],
    onDeletion: "erase",
  },
  {
    table: "champions",
    owner: "accounts",
    label: "Champion details",
    links: [{ column: "user_id", by: "user" }],
    fields: ["user_id", "date_of_birth"],
    purpose: "Your Champion profile (date of birth, if you gave it).",
    retention: "While you keep your account.",
    onDeletion: "erase",
  },
  {
    table: "sessions",
    owner: "accounts",
    label: "Sign-in history",
    links: [{ column: "user_id", by: "user" }],
    fields: ["user_id", "ip_address", "user_agent"],
    withheld: ["token"],
    purpose: "Keeping you signed in, and showing where your account is signed in.",
    retention: "Until the session expires (at most 30 days), then deleted.",
    purges: [{ rule: "expired-sessions", days: 0, what: "expired sessions" }],
    onDeletion: "erase",
  },
  {
    table: "accounts",
    owner: "accounts",
    label: "Sign-in methods",
    links: [{ column: "user_id", by: "user" }],
    fields: ["user_id", "account_id"],
    withheld: ["password", "access_token", "refresh_token", "id_token"],
    purpose: "How you sign in (your password, stored only as a hash).",
    retention: "While you keep your account.",
    onDeletion: "erase",
  },
  {
    table: "two_factors",
    owner: "accounts",
    label: "Two-step verification",
    links: [{ column: "user_id", by: "user" }],
    fields: ["user_id"],
    withheld: ["secret", "backup_codes"],
    purpose: "Two-step verification, if you turned it on.",
    retention: "While it is on; removed when you turn it off or delete your account.",
    onDeletion: "erase",
  },
  {
    table: "verifications",
    owner: "accounts",
    label: "Confirmation and reset links",
    links: [],
    fields: ["identifier", "value"],
    purpose: "The links we e-mail to confirm an address or reset a password (stored hashed).",
    retention: "Until the link expires, then deleted.",
    purges: [{ rule: "expired-verifications", days: 0, what: "expired confirmation and reset links" }],
    onDeletion: "erase",
  },
  {
    table: "rate_limits",
    owner: "accounts",
    label: "Sign-in rate limits",
    links: [],
    fields: ["key"],
    purpose: "Protecting accounts from password guessing (counts per network address).",
    retention: "Deleted one day after the last attempt counted.",
    purges: [{ rule: "expired-rate-limits", days: 1, what: "sign-in counters no longer counting" }],
    onDeletion: "erase",
  },
  {
    table: "rate_limit_buckets",
    owner: "lib (rate limits)",
    label: "Form rate limits",
    links: [],
    fields: ["key"],
    purpose: "Protecting forms that send e-mail from floods (counts per hashed address).",
    retention: "Deleted one day after the counting window started.",
    purges: [{ rule: "expired-rate-limit-buckets", days: 1, what: "form counters no longer counting" }],
    onDeletion: "erase",
  },
  {
    table: "activity_logs",
    owner: "accounts",
    label: "Admin sign-in events",
    links: [{ column: "admin_id", by: "user" }],
    fields: ["admin_id", "details", "ip_address"],
    purpose: "Security of the team's console: each sign-in of an administrator, from where.",
    retention: "Kept as the console's security record; the account link is removed when the account is deleted.",
    onDeletion: "keep without the person",
  },
  {
    table: "admin_activity_log",
    owner: "admin",
    label: "Audit log",
    links: [
      { column: "admin_id", by: "user" },
      { column: "target_id", by: "user" },
    ],
    fields: ["admin_id", "actor_email", "target_id", "target_label", "before", "after", "ip_address"],
    purpose: "Proving what the team did and when, including each download of your data.",
    retention: "Kept as the record of what happened; after an account is deleted only its id remains.",
    onDeletion: "keep without the person",
  },
  {
    table: "gp_clinics",
    owner: "partners",
    label: "GP clinic listing",
    links: [{ column: "user_id", by: "user" }],
    fields: ["user_id", "doctor_full_name", "address", "phone", "description", "languages_spoken", "pending_changes"],
    purpose: "Listing your clinic in Find a GP and the team's review of it.",
    retention: "While the clinic is a partner; the listing is unpublished when the account is deleted.",
    onDeletion: "keep without the person",
  },
  {
    table: "specialists",
    owner: "partners",
    label: "Specialist listing",
    links: [{ column: "user_id", by: "user" }],
    fields: ["user_id", "full_name", "address", "phone", "qualifications", "notes", "pending_changes"],
    purpose: "Listing your practice in Find a Specialist and the team's review of it.",
    retention: "While you are a partner; the listing is unpublished when the account is deleted.",
    onDeletion: "keep without the person",
  },
  {
    table: "corporates",
    owner: "partners",
    label: "Company",
    links: [
      { column: "user_id", by: "user" },
      { column: "id", by: "company" },
    ],
    fields: [
      "user_id",
      "contact_person_name",
      "designation",
      "phone",
      "additional_comments",
      "agreed_to_newsletter",
      "pending_changes",
    ],
    purpose: "Your company's partnership: its contact person, pledges and newsletter choice.",
    retention: "While the company is a partner; the contact's details are removed when the account is deleted.",
    onDeletion: "anonymise",
  },
  {
    table: "corporate_sponsorships",
    owner: "corporate",
    label: "Pledges",
    links: [
      { column: "requested_by", by: "user" },
      { column: "corporate_id", by: "company" },
    ],
    fields: ["requested_by", "decided_by", "decision_note"],
    purpose: "Your company's pledges and the team's decisions on them.",
    retention: "Kept with the company's record of pledges; who asked is removed when the account is deleted.",
    onDeletion: "keep without the person",
  },
  {
    table: "partner_reviews",
    owner: "partners",
    label: "Partner application history",
    links: [
      { column: "actor_id", by: "user" },
      { column: "partner_id", by: "partner" },
    ],
    fields: ["actor_id", "message"],
    purpose: "The history of your partner application: each decision and message.",
    retention: "Kept with the partner's listing; who acted is removed when the account is deleted.",
    onDeletion: "keep without the person",
  },
  {
    table: "enquiries",
    owner: "partners",
    label: "Enquiries",
    links: [{ column: "email", by: "email" }],
    fields: ["full_name", "email", "phone", "organisation", "designation", "topic", "message", "handled_by"],
    purpose: "Answering what you wrote to the team (contact, government, trials, nominations).",
    retention: "12 months after the team handled it, then deleted.",
    purges: [{ rule: "handled-enquiries", days: 365, what: "enquiries handled more than 12 months ago" }],
    onDeletion: "erase",
  },
  {
    table: "referrals",
    owner: "community",
    label: "Referrals sent",
    links: [{ column: "referrer_id", by: "user" }],
    fields: ["referrer_id", "referred_email", "message", "user_id"],
    purpose: "Inviting your friends to screen, and counting who joined.",
    retention: "While you keep your account.",
    onDeletion: "erase",
  },
  {
    table: "stories",
    owner: "community",
    label: "Stories",
    links: [{ column: "user_id", by: "user" }],
    fields: ["user_id", "location", "content", "can_contact", "is_public", "reviewed_by", "rejection_reason"],
    purpose: "Publishing the stories you share (if you made them public) and contacting you if you agreed.",
    retention:
      "While you keep your account; a published story becomes anonymous when you delete your account, unless you remove it.",
    onDeletion: "anonymise",
  },
  {
    table: "event_registrations",
    owner: "events",
    label: "Event registrations",
    links: [
      { column: "user_id", by: "user" },
      { column: "email", by: "email" },
    ],
    fields: ["user_id", "name", "email", "language"],
    purpose: "Your place at an event, its reminders and changes (in the language you registered in).",
    retention:
      "12 months after the event, then deleted; a registration never confirmed from the e-mail is deleted after 7 days.",
    purges: [
      { rule: "unconfirmed-registrations", days: 7, what: "registrations never confirmed" },
      { rule: "past-event-registrations", days: 365, what: "registrations 12 months after the event" },
    ],
    onDeletion: "erase",
  },
  {
    table: "appointment_requests",
    owner: "directory",
    label: "Appointment requests",
    links: [{ column: "email", by: "email" }],
    fields: ["name", "email", "phone", "message", "ip_address"],
    purpose: "Passing your screening appointment request (and its message) to the clinic you chose.",
    retention: "12 months after the request, then deleted with its message.",
    purges: [{ rule: "appointment-requests", days: 365, what: "appointment requests older than 12 months" }],
    onDeletion: "erase",
  },
  {
    table: "panel_clinics",
    owner: "directory",
    label: "Panel clinics",
    links: [],
    fields: ["doctors", "address", "phone", "email", "notes"],
    purpose: "The trusted panel of clinics behind the clinic lookup: the clinics' business contacts and doctors.",
    retention: "While the clinic is on the panel.",
    onDeletion: "erase",
  },
  {
    table: "advisors",
    owner: "advisors",
    label: "Medical advisors",
    links: [],
    fields: ["name", "credentials", "role", "bio", "photo_file"],
    purpose: "Showing the Medical Advisory Board and who reviewed an article.",
    retention: "While the advisor serves on the board.",
    onDeletion: "erase",
  },
  {
    table: "translation_reviews",
    owner: "education",
    label: "Translation reviewers",
    links: [],
    fields: ["reviewer_name"],
    purpose: "Showing on a translated article who checked it against the English, so a reader can trust it.",
    retention: "While the reviewed translation is published.",
    onDeletion: "erase",
  },
  {
    table: "email_outbox",
    owner: "lib (e-mail outbox)",
    label: "E-mails sent to you",
    links: [{ column: "to", by: "email" }],
    fields: ["to", "subject", "text", "html", "attachments", "headers"],
    // A message's body holds links that act for the person (reset, confirm, manage): never exported.
    withheld: ["text", "html", "attachments", "headers"],
    purpose: "Sending you the e-mails you asked for, and retrying until they are delivered.",
    retention: "The message's text is deleted 30 days after it was written; the row (address, subject, status) stays.",
    purges: [{ rule: "outbox-bodies", days: 30, what: "e-mail bodies older than 30 days" }],
    onDeletion: "erase",
  },
  {
    table: "chat_questions",
    owner: "chat",
    label: "Unanswered chat questions",
    links: [],
    fields: ["question", "normalised"],
    purpose:
      "Knowing which articles to write next: questions the chatbot could not answer, without your account and with NRIC, phone numbers and e-mail addresses removed.",
    retention: "90 days after the question was last asked, then deleted.",
    purges: [{ rule: "chat-questions", days: 90, what: "chat questions not asked for 90 days" }],
    onDeletion: "erase",
  },
  {
    table: "screening_entries",
    owner: "screening",
    label: "Screening record",
    links: [{ column: "user_id", by: "user" }],
    fields: ["user_id", "kind", "tested_on", "result", "interval_years"],
    purpose: "Your screening record: working out when your next test is due and reminding you.",
    retention: "Until you delete the entry or your account.",
    onDeletion: "erase",
  },
  {
    table: "screening_reminder_log",
    owner: "screening",
    label: "Screening reminders sent",
    links: [{ column: "user_id", by: "user" }],
    fields: ["user_id", "entry_id", "step", "sent_at"],
    purpose: "Sending each screening reminder once.",
    retention: "While you keep your account.",
    onDeletion: "erase",
  },
  {
    table: "screening_reminder_preferences",
    owner: "screening",
    label: "Screening reminder choice",
    links: [{ column: "user_id", by: "user" }],
    fields: ["user_id", "opted_out_at"],
    purpose: "Your choice about screening reminders.",
    retention: "While you keep your account.",
    onDeletion: "erase",
  },
  {
    table: "anonymous_screening_reminders",
    owner: "screening",
    label: "Due-date reminders without an account",
    links: [{ column: "email", by: "email" }],
    fields: ["email", "due_on", "rule", "language"],
    purpose: "Sending one reminder on the due date the checker gave you.",
    retention: "Deleted when the reminder is sent or you remove it; if never confirmed, after 7 days.",
    purges: [{ rule: "unconfirmed-reminders", days: 7, what: "reminder sign-ups never confirmed" }],
    onDeletion: "erase",
  },
  {
    table: "deletion_requests",
    owner: "privacy",
    label: "Account deletion requests",
    links: [{ column: "user_id", by: "user" }],
    fields: ["user_id", "filed_by", "reason"],
    purpose:
      "Deleting your account when you ask, after 14 days in which signing in cancels it, and proving it was done.",
    retention:
      "Kept as the proof of the deletion with the account's id only; the reason is removed when the account is deleted.",
    onDeletion: "keep without the person",
  },
  {
    table: "newsletter_subscribers",
    owner: "newsletter",
    label: "Newsletter subscription",
    links: [{ column: "email", by: "email" }],
    fields: ["email", "confirmed_at", "language"],
    purpose:
      "Sending you the movement's updates by e-mail, once you confirmed the address (its footer in your language).",
    retention: "Deleted when you unsubscribe (a link in every e-mail); if never confirmed, after 7 days.",
    purges: [{ rule: "unconfirmed-newsletter", days: 7, what: "newsletter sign-ups never confirmed" }],
    onDeletion: "erase",
  },
  {
    table: "newsletter_issues",
    owner: "newsletter",
    label: "Newsletter issues written",
    links: [{ column: "created_by", by: "user" }],
    fields: ["created_by"],
    purpose: "Which member of the team wrote each newsletter issue.",
    retention: "Kept with the issue; the author is removed when the account is deleted.",
    onDeletion: "keep without the person",
  },
];

/** Every other table of the schema, with why it holds nothing about a person. */
export const noPersonalData: Readonly<Record<string, string>> = {
  events: "the team's events: titles, times and places",
  app_settings: "the site's settings",
  search_documents: "the search index of published pages and listings",
  article_reviews: "which advisor reviewed an article (the advisor is declared in advisors)",
  retention_runs: "the retention job's daily counts, never whose",
  chat_phrasings:
    "example wordings of the chatbot's questions, chosen by the team from anonymous questions already cleared of NRIC, phone numbers and e-mail addresses",
  newsletter_deliveries: "which subscriber an issue was queued for (the address is in newsletter_subscribers)",
};

export const purges = (): Array<Purge & { table: string }> =>
  personalData.flatMap((t) => (t.purges ?? []).map((p) => ({ ...p, table: t.table })));
