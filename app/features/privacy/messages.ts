import { plural } from "~/lib/plural";

/** Every sentence of the privacy pages (issue 29), in one place. */
export const privacyMessages = {
  title: "Your data",
  intro:
    "Everything RID-CRC holds about you, table by table, with why we keep it and for how long. Only you can download it, and each download is recorded.",
  downloadHeading: "Download my data",
  downloadText: "One file in JSON, a common format that other programs can read.",
  downloadButton: "Download my data (JSON)",
  summaryLink: "Read it as a page",
  consentsHeading: "My consents",
  consentsText:
    "Screening reminders, your stories being public or the team contacting you, your company's newsletter: see and withdraw each.",
  consentsLink: "See my consents",
  summaryTitle: "Your data, as a page",
  summaryIntro: "The same data as the download, grouped by what it is for.",
  backToData: "Back to Your data",
  nothingHeld: "Nothing held.",
  purpose: "Why we keep it",
  retention: "How long",
  withheld: "Left out of the download (secrets that would let someone act as you)",
  rowsHeld: (n: number) => plural(n, "record"),
  tooMany: "You have downloaded your data several times in the last hour. Please try again later.",
  notSearchable:
    "Some records cannot be tied to you by design (counters kept as hashes, chat questions kept without who asked): they are listed in the privacy policy with their periods.",
} as const;

/** The System page's retention section. */
export const retentionMessages = {
  heading: "Data retention",
  lastRun: "Last run finished",
  never: "The daily retention job has not run yet.",
  caption: "What the last retention run removed, by rule",
  rule: "Rule",
  table: "Table",
  removed: "Removed",
} as const;

/** "My consents" (issue 29). */
export const consentMessages = {
  title: "My consents",
  intro: "What you have agreed to, and since when. Withdraw any of them in one click: it takes effect at once.",
  none: "You have no consents to withdraw.",
  reminders: "E-mail me screening reminders",
  storyPublic: "Share my story publicly",
  storyContact: "The team may contact me about my story",
  newsletter: "Send my company the RID-CRC newsletter",
  given: "Given",
  withdraw: "Withdraw",
  withdrawn: "Withdrawn. It takes effect at once.",
  notGiven: "This consent is not given (or not yours), so there is nothing to withdraw. The list is up to date.",
  unknown: "Choose a consent from the list to withdraw.",
} as const;
