/**
 * What people are told while the database cannot be reached (a restart, a failover): the site is
 * briefly unavailable, not broken. The page, the form message and `Retry-After` say the same.
 */
export const OUTAGE_STATUS = 503;

/**
 * A minute: what the words promise. PostgreSQL restarts in seconds and a managed failover takes
 * 30 to 60 s, so a client or crawler that waits a minute finds the site back on its first retry
 * instead of spending retries on a server that is still down.
 */
export const RETRY_AFTER_SECONDS = 60;

export const outageWords = {
  title: "The site is briefly unavailable",
  page: "We cannot reach our database for a moment. Please try again in a minute.",
  form: "The site is briefly unavailable. Nothing was saved. Please try again in a minute.",
};

/** The same as one line of text, for what has no page (a file, a link better-auth serves). */
export const outageText = `${outageWords.title}. ${outageWords.page}\n`;
