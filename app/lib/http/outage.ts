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

/**
 * The outage page's words, in the language of the address asked for: the server puts them in the
 * 503's data (outage.server.ts), as the shell's own words may not be there to read.
 */
export type OutageWords = { title: string; page: string };
