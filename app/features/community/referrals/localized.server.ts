import type { Lang } from "~/lib/i18n/languages";
import { localizer, pageWords } from "~/lib/i18n/says.server";

/**
 * A Champion's own referrals (/account/referrals, issue 29) in the page's language (issue 27): their
 * words from app/locales/<lang>/community.json's `referrals`, and the messages the referrals code
 * writes in English (messages.ts: field errors, refusals, answers) put in the language by matching
 * them against the namespace's `says.*` strings (the numbers in them taken from the English).
 */
export function myReferralWords(lang: Lang) {
  return pageWords("community", lang, ["referrals", "says"]);
}

export const { sayIn: referralSayIn, replyIn: referralReplyIn } = localizer("community");

/** /refer-friend's words (issue 27): the page's own (`refer`) and the invitations' statuses. */
export function referWords(lang: Lang) {
  return pageWords("community", lang, ["refer", "referrals.status"]);
}

/** A moment's Singapore calendar date (YYYY-MM-DD), for `dateIn`: when an invitation was sent. */
export const singaporeDay = (moment: string) =>
  new Date(new Date(moment).getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
