// The share panel's copy buttons (spec accounts §2.6, §9), shared by its React code
// (components/share-panel.tsx) and its enhance script for pages without React (enhance/share-panel.ts).
// What they say is community.json's `share` (issue 27), drawn by the server into the panel's attributes.

/** Spec accounts §9: how long a button says "Copied!". */
export const COPIED_MS = 2000;

export type CopyKey = "link" | "facebook" | "linkedin" | "instagram";
