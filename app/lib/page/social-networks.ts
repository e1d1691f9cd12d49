/**
 * The footer's four social networks (spec accounts §2.5: "Four social icons"), in its order, with
 * the name each icon link is read as. The team sets each page's address in the console's Settings.
 */
export const socialNetworks = {
  facebook: "Facebook",
  instagram: "Instagram",
  linkedin: "LinkedIn",
  x: "X",
} as const;

export type SocialNetwork = keyof typeof socialNetworks;

/**
 * A page address the footer may link to, as the browser will read it, or null: https only, written
 * out in full with a host name (never "https:page", "javascript:…", or user:password@).
 */
export function httpsPage(value: string): string | null {
  if (!/^https:\/\//i.test(value)) return null;
  try {
    const url = new URL(value);
    return url.hostname.includes(".") && !url.username && !url.password ? url.href : null;
  } catch {
    return null;
  }
}
