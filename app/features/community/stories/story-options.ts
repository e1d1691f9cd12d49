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
