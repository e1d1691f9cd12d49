import { referralLimits, storyRateLimit } from "./limits";
import { STORY_MAX_LENGTH } from "./stories/story-options";
import { plural } from "~/lib/text/plural";

// The community feature's words: referrals, the quiz and stories.

/** Every message of spec accounts §5 and §8 and content §5 that this feature shows, word for word. */
export const messages = {
  noValidEmail: "Please enter at least one valid email address.",
  // Ours (issue 23): the row's own message for a mistyped address.
  emailInvalid: "Please enter a valid email address, for example name@example.com.",
  mustBeLoggedIn: "You must be logged in to refer a friend.",
  championOnly: "You need to be a Champion to Refer a Friend. Please sign up to join the movement!",
  unexpected: "An unexpected error occurred.",
  // The success message ("Successfully sent 1 invitation!"), the sample message and the page's
  // words are in app/locales/<lang>/community.json's `refer` (issue 27).

  // Ours: the spec does not word these.
  personalAccountHint:
    "Champion features belong to personal accounts. Your account here is a partner account; to take part yourself, sign up with your personal email address.",
  tooManyFriends: `You can invite up to ${referralLimits.perBatch} friends at a time.`,
  messageTooLong: `Your personal message can be at most ${referralLimits.messageMaxLength} characters.`,
  ownAddress: "You cannot invite your own email address.",
  recentlyInvited: (addresses: string[]) =>
    `You already invited ${addresses.join(", ")} in the last ${plural(referralLimits.repeatAfterDays, "day")}, so we did not send another invitation.`,
  dailyLimit: (left: number) =>
    left > 0
      ? `You can send up to ${referralLimits.perDay} invitations a day and have ${left} left today. Nothing was sent: please invite fewer friends, or try again tomorrow.`
      : `You have reached the limit of ${referralLimits.perDay} invitations a day. Nothing was sent: please try again tomorrow.`,
  tooManyAttempts: "Too many invitation attempts. Please wait an hour and try again.",
  noLinks: "Please remove web links from your personal message: the invitation already contains the link to join.",
} as const;

/** "My referrals" (issue 29, "Correct my data"): ours, English until the page is translated (ADR 0027). */
export const myReferralMessages = {
  title: "My referrals",
  intro:
    "The friends you invited. Until a friend joins, you can correct the address the invitation went to (we send it again) or withdraw it (we delete the address).",
  none: "You have not invited anyone yet.",
  editTitle: "Correct or withdraw a referral",
  joined: "Your friend has joined; nothing to correct.",
  unchanged: "This is already the address your invitation went to.",
  corrected: (email: string) => `The invitation has been sent again to ${email}.`,
  withdrawn: "Your referral has been withdrawn and your friend's address deleted.",
  tooManyChanges: "You have changed your referrals too many times in the last hour. Please try again later.",
} as const;

/**
 * "My stories" (issue 29): the server's answers, in English; the pages show them in their language
 * by app/locales/<lang>/community.json's `says.story*` (stories/localized.server.ts).
 */
export const myStoryMessages = {
  unchanged: "This is already your story as you sent it: change something before you save.",
  corrected: "Your story has been corrected. Our team will read it before it is shown.",
  removed: "Your story has been removed.",
  gone: "This story has just been removed.",
  tooManyChanges: "You have changed your stories too many times in the last hour. Please try again later.",
} as const;

// Words the spec quotes for the quiz (spec content §5, §8), used as written.
export const quizMessages = {
  notAuthenticated: "User not authenticated. Please log in to save your score.",
  saveFailed: "Failed to save your score. Please try again.",
  unexpected: "An unexpected error occurred. Please try again.",

  // Ours: the spec does not word these.
  championOnly: "You need to be a Champion to take the quiz. Please sign up to join the movement!",
  chooseAnswer: "Please choose an answer to continue.",
} as const;

// Words the spec quotes for stories (spec content §2.4, §5, §8), used as written.
export const storiesMessages = {
  // The list's title and empty state are in app/locales/<lang>/community.json (issue 27).
  championOnly: "You need to be a Champion to Share Your Story. Please sign up to join the movement!",
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
