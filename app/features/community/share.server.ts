import { getSessionUser } from "~/features/accounts/index.server";
import { canonical } from "~/lib/page/seo.server";
import { defaultLang, type Lang } from "~/lib/i18n/languages";
import { figurePhrase } from "~/lib/i18n/figures";
import { messagesFor } from "~/lib/i18n/messages.server";
import { pageWords } from "~/lib/i18n/says.server";
import { createT } from "~/lib/i18n/translate";
import * as facts from "../../../content/facts.json";
import { isChampion } from "./champion-access.server";
import { referralLink } from "./referrals/referrals.server";

/** The link the Share panel offers: a Champion's own referral link, else the site's home page. */
export async function shareLink(request: Request): Promise<string> {
  const user = await getSessionUser(request);
  if (user && isChampion(user)) return referralLink(user.id);
  return canonical("/");
}

const captionKeys = ["tweet", "facebook", "linkedin", "instagram"] as const;
type CaptionKey = (typeof captionKeys)[number];

/**
 * The share panel's words in a language (issue 27): community.json's `share` section for the
 * component, and the four captions written on the server, their figures taken from
 * content/facts.json (the late-stage phrase put in the language by `figurePhrase`), never retyped.
 */
export function shareWords(lang: Lang) {
  const { messages, t } = pageWords("community", lang, ["share"]);
  const lateStage =
    lang === defaultLang
      ? facts.lateStageText
      : figurePhrase(facts.lateStageText, createT(lang, messagesFor(lang, "home")));
  const vars = { percent: facts.survivalEarlyPercent, lateStage, age: facts.screeningStartAge.singapore };
  const captions = Object.fromEntries(captionKeys.map((key) => [key, t(`share.captions.${key}`, vars)])) as Record<
    CaptionKey,
    string
  >;
  return { lang, messages, captions };
}

export type ShareWords = ReturnType<typeof shareWords>;
