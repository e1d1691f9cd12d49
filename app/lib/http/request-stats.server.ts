/**
 * What this server process answered in the last hour, by minute: requests, server errors (5xx)
 * and rate-limit refusals (every limit of ours answers 429, as better-auth's do). Kept in memory (a restart starts afresh; the System page says since
 * when): the console's health figure needs the last hour only, and a table written on every
 * request would cost more than the figure is worth. Each process counts its own.
 */
type Minute = { at: number; requests: number; serverErrors: number; rateLimited: number };

const WINDOW_MINUTES = 60;
const minutes: Minute[] = [];
const startedAt = new Date();

function current(now = Date.now()): Minute {
  const at = Math.floor(now / 60_000);
  let last = minutes[minutes.length - 1];
  if (!last || last.at !== at) {
    last = { at, requests: 0, serverErrors: 0, rateLimited: 0 };
    minutes.push(last);
    while (minutes.length && minutes[0]!.at <= at - WINDOW_MINUTES) minutes.shift();
  }
  return last;
}

/** Called once per finished response (server/app.ts). */
export function recordResponse(status: number, now = Date.now()): void {
  const minute = current(now);
  minute.requests += 1;
  if (status >= 500) minute.serverErrors += 1;
  if (status === 429) minute.rateLimited += 1;
}

type LastHour = { requests: number; serverErrors: number; rateLimited: number; since: Date };

export function lastHour(now = Date.now()): LastHour {
  const from = Math.floor(now / 60_000) - WINDOW_MINUTES;
  const totals = { requests: 0, serverErrors: 0, rateLimited: 0 };
  for (const m of minutes) {
    if (m.at <= from) continue;
    totals.requests += m.requests;
    totals.serverErrors += m.serverErrors;
    totals.rateLimited += m.rateLimited;
  }
  const hourAgo = new Date(now - WINDOW_MINUTES * 60_000);
  return { ...totals, since: startedAt > hourAgo ? startedAt : hourAgo };
}

/** Tests only: forget what was counted. */
export function resetRequestStats(): void {
  minutes.length = 0;
}
