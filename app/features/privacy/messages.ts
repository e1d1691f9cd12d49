import { plural } from "~/lib/text/plural";

/** Every sentence of the privacy pages (issue 29), in one place. */
export const privacyMessages = {
  title: "Your data",
  intro:
    "Everything RID-CRC holds about you, table by table, with why we keep it and for how long. Only you can download it, and each download is recorded.",
  downloadHeading: "Download my data",
  downloadText: "One file in JSON, a common format that other programs can read.",
  downloadButton: "Download my data (JSON)",
  summaryLink: "Read it as a page",
  correctHeading: "Correct your data",
  correctText:
    "Everything you gave us can be corrected where you see it. Where a thing cannot be edited once sent, this says how to put it right.",
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

/** "Delete my account" and the console's deletions page (issue 29). */
export const deletionMessages = {
  title: "Delete my account",
  intro: "Your account and everything personal we hold about you will be deleted 14 days after you confirm.",
  what: "Published stories stay on the site without your name unless you tick the box below. A listing you manage is taken off the site. The audit log keeps what was done with your account number only.",
  grace: "Changed your mind? Sign in during the 14 days and the deletion is cancelled.",
  password: "Your password",
  code: "Code from your authenticator app, or a backup code",
  removeStories: "Also remove my published stories",
  submit: "Delete my account",
  passwordRequired: "Enter your password to confirm.",
  lastSuperAdmin:
    "You are the last super admin: make another account super admin first, so the console keeps someone who can manage it.",
  requested: (when: string) =>
    `Your account will be deleted on ${when} (Singapore time). You have been signed out; sign in before then to cancel the deletion. We have sent you an e-mail with the date.`,
  dataLink: "Delete my account",
  dataText: "Ask for your account and your personal data to be deleted, with 14 days to change your mind.",
  // The console.
  consoleTitle: "Account deletions",
  consoleIntro:
    "Deletions waiting for their 14 days, those done, and downloads of personal data. No personal data remains after a deletion.",
  waitingHeading: "Waiting for their grace period",
  completedHeading: "Completed",
  downloadsHeading: "Data downloads",
  none: "None.",
  account: "Account",
  requestedAt: "Requested",
  dueAt: "Deleted on",
  completedAt: "Deleted",
  downloadedAt: "Downloaded",
  filed: "Filed by the team",
  totals: (waiting: number, completed: number, cancelled: number) =>
    `${waiting} waiting, ${completed} completed, ${cancelled} cancelled by signing in.`,
  fileHeading: "File a deletion for a person",
  fileText: "For a person who asked by post or e-mail and cannot use the site. They get the same e-mail and 14 days.",
  fileEmail: "The account's e-mail address",
  fileReason: "Reason (the letter or e-mail received)",
  fileSubmit: "File the deletion",
  reasonRequired: "Enter the reason: the letter or e-mail the person sent.",
  noSuchAccount: "No account has this e-mail address.",
  filedFor: (when: string) => `Filed. The account will be deleted on ${when} unless the person signs in.`,
} as const;
