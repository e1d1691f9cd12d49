/**
 * Which pages no browser or proxy may keep a copy of: the console and every page about the person
 * signed in (their dashboard, profile, password and two-step keys, an event registration's manage
 * link, a reset link's form). Decided from the route an address matched, never from the address as
 * sent: `/ADMIN/users` reached the console without it (issue 22). Public pages may be cached (the
 * speed work decides how); these never.
 */
const PERSONAL = [
  /^\/(admin|super-admin|account|dashboard|profile)(\/|$)/,
  // Signed-in pages outside those folders: the referral link, the story form, the quiz's score.
  /^\/(refer-friend|share-your-story|quiz)$/,
  /^\/events\/registration\//,
  /^\/login\/two-factor$/,
  /^\/login-redirect$/,
  /^\/(auth\/)?reset-password$/,
  /^\/dev\/mailbox$/,
];

const PERSONAL_CACHE_CONTROL = "private, no-store";

/** The Cache-Control a matched route's answers carry, or null when the route decides itself. */
export function cacheControlFor(pattern: string): string | null {
  return PERSONAL.some((rule) => rule.test(pattern)) ? PERSONAL_CACHE_CONTROL : null;
}
