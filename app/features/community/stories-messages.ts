import { STORY_MAX_LENGTH } from "./story-options";
import { storyRateLimit } from "./limits";

// Words the spec quotes for stories (spec content §2.4, §5, §8), used as written.
export const storiesMessages = {
  title: "Real Stories. Real Impact.",
  empty: "No Stories Found",
  championOnly: "You need to be a Champion to Share Your Story. Please sign up to join the movement!",
  received: "Thank you! Your story has been received for review.",
  submittedHeading: "Story Submitted Successfully!",
  submissionFailed: "Submission failed. Please try again.",
  unexpected: "An unexpected error occurred. Please try again.",

  // Ours: the spec does not word these.
  storyTypeRequired: "Please choose your role.",
  experienceTypeRequired: "Please choose the experience you are sharing.",
  locationRequired: "Please choose your location.",
  contentRequired: "Please write your story.",
  contentTooLong: `Your story can be at most ${STORY_MAX_LENGTH} characters. Please shorten it.`,
  dailyLimit: `You can share up to ${storyRateLimit.max} stories a day. Please try again tomorrow.`,
  signedOutPrompt:
    "Champions can share their story here. Sign up free to join the movement, or sign in if you already are a Champion.",
} as const;
