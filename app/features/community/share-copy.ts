// The share panel's copy buttons (spec accounts §2.6, §9): what they say, shared by its React code
// (components/share-panel.tsx) and its enhance script for pages without React (enhance/share-panel.ts).

/** Spec accounts §9: how long a button says "Copied!". */
export const COPIED_MS = 2000;

export type CopyKey = "link" | "facebook" | "linkedin" | "instagram";

/** What the panel's live region says after a copy. */
export const copyAnnouncements: Record<CopyKey, string> = {
  link: "Link copied to the clipboard.",
  facebook: "Facebook caption copied to the clipboard.",
  linkedin: "LinkedIn caption copied to the clipboard.",
  instagram: "Instagram caption copied to the clipboard.",
};

export const copyFailed = "Could not copy. Please select the text and copy it yourself.";
