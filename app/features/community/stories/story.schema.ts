import { z } from "zod";
import { storiesMessages as m } from "../messages";
import { experienceTypes, STORY_MAX_LENGTH, storyLocations, storyTypes } from "./story-options";

/** A ticked checkbox sends "on"; an unticked one sends nothing. */
const checkbox = z
  .literal("on")
  .optional()
  .transform((v) => v === "on");

/**
 * Spec content §3, §5: the story form. Browsers send a textarea's line breaks as CRLF; they count as
 * one character each, as in the live counter, so the limit is checked on the normalised text.
 */
export const storySchema = z.object({
  storyType: z.enum(storyTypes, { error: m.storyTypeRequired }),
  experienceType: z.enum(experienceTypes, { error: m.experienceTypeRequired }),
  location: z.enum(storyLocations, { error: m.locationRequired }),
  content: z
    .string({ error: m.contentRequired })
    .transform((v) => v.replace(/\r\n?/g, "\n").trim())
    // Conform reads an empty string as no value, here too: hence the message on both strings.
    .pipe(z.string({ error: m.contentRequired }).min(1, m.contentRequired).max(STORY_MAX_LENGTH, m.contentTooLong)),
  isPublic: checkbox,
  anonymous: checkbox,
  canContact: checkbox,
});

export type StoryInput = z.infer<typeof storySchema>;
