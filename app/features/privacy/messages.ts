/**
 * The sentences the privacy code answers with (issue 29), in the spec's English: the pages put each
 * in their language by its `says.*` string in app/locales/<lang>/privacy.json, where the pages' own
 * words live (issue 27). The console's words stay here: the console is English.
 */
export const privacyMessages = {
  tooMany: "You have downloaded your data several times in the last hour. Please try again later.",
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
  withdrawn: "Withdrawn. It takes effect at once.",
  notGiven: "This consent is not given (or not yours), so there is nothing to withdraw. The list is up to date.",
  unknown: "Choose a consent from the list to withdraw.",
} as const;

/** "Delete my account" and the console's deletions page (issue 29). */
export const deletionMessages = {
  passwordRequired: "Enter your password to confirm.",
  lastSuperAdmin:
    "You are the last super admin: make another account super admin first, so the console keeps someone who can manage it.",
  requested: (when: string) =>
    `Your account will be deleted on ${when} (Singapore time). You have been signed out; sign in before then to cancel the deletion. We have sent you an e-mail with the date.`,
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
