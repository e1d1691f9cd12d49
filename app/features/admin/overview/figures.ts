/** The Overview's definitions, shown on the page and used by the queries (overview.server.ts). */

/** Active means signed in within this many days (the definition is printed on the card). */
export const ACTIVE_DAYS = 30;
/** Spec accounts §9: Recent Admin Activity shows the newest 10. */
export const RECENT_ACTIVITY_LIMIT = 10;
export const CHART_WEEKS = 12;

/** This period against the one before it: a real growth figure, never a fixed one. */
export type Growth = { current: number; previous: number };
