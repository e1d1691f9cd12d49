// The story form's option lists (spec content §3); the stories list filters by the same values.
export const storyTypes = [
  "Patient / Survivor",
  "Caregiver",
  "Family Member",
  "Friend / Supporter",
  "Concerned Citizen",
] as const;

export const experienceTypes = [
  "Taking a blood-based test",
  "Undergoing a colonoscopy",
  "Losing someone to CRC",
  "Recovering after treatment",
  "Supporting someone through screening",
  "Learning about CRC prevention",
] as const;

export const storyLocations = ["Singapore", "Malaysia", "Philippines", "Australia", "India", "Other"] as const;

/**
 * Each list's values' keys in the message files (community.json, share.json: issue 27): the stored
 * values stay this English, their labels are said in the page's language.
 */
export const storyTypeKeys: Record<(typeof storyTypes)[number], string> = {
  "Patient / Survivor": "patientSurvivor",
  Caregiver: "caregiver",
  "Family Member": "familyMember",
  "Friend / Supporter": "friendSupporter",
  "Concerned Citizen": "concernedCitizen",
};
export const experienceKeys: Record<(typeof experienceTypes)[number], string> = {
  "Taking a blood-based test": "bloodTest",
  "Undergoing a colonoscopy": "colonoscopy",
  "Losing someone to CRC": "losingSomeone",
  "Recovering after treatment": "recovering",
  "Supporting someone through screening": "supporting",
  "Learning about CRC prevention": "learning",
};
export const placeKeys: Record<(typeof storyLocations)[number], string> = {
  Singapore: "singapore",
  Malaysia: "malaysia",
  Philippines: "philippines",
  Australia: "australia",
  India: "india",
  Other: "other",
};

const STORY_EXCERPT_LENGTH = 200;

/** Spec content §5, §9: the longest story the form takes. */
export const STORY_MAX_LENGTH = 2000;

/** A card's text: the first 200 characters, then an ellipsis when anything was cut (spec §9). */
export function storyExcerpt(content: string, length = STORY_EXCERPT_LENGTH): string {
  const chars = Array.from(content);
  return chars.length > length ? `${chars.slice(0, length).join("")}...` : content;
}

/** The card's byline: 'Anonymous' when the author asked for it, otherwise the story type. */
export function storyByline(story: { anonymous: boolean; storyType: string }): string {
  return story.anonymous ? "Anonymous" : story.storyType;
}
