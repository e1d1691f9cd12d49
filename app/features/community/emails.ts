import type { Email } from "~/lib/email/outbox.server";
import { emailGreeting, emailT, linkInLanguage } from "~/lib/email/words.server";
import { figurePhrase } from "~/lib/i18n/figures";
import type { Lang } from "~/lib/i18n/languages";
import { messagesFor } from "~/lib/i18n/messages.server";
import { createT } from "~/lib/i18n/translate";
import * as facts from "../../../content/facts.json";

/** `lang`: the page's language when the referrer sent it (issue 27), the friend's best guess at theirs. */
type Invitation = {
  to: string;
  referrerName: string;
  personalMessage: string | null;
  referralLink: string;
  lang: Lang;
};

/**
 * The invitation of spec accounts §7 (send-referral-email: to, referrerName, personalMessage,
 * referralLink). The figures are the home page's claims (spec accounts §1), taken from
 * content/facts.json and put in the language by the home page's `figures.*` words.
 */
export function invitationEmail({ to, referrerName, personalMessage, referralLink, lang }: Invitation): Email {
  const t = emailT(lang);
  const note = personalMessage ? `\n\n${t("referral.note", { referrer: referrerName, message: personalMessage })}` : "";
  return {
    lang,
    to,
    subject: t("referral.subject", { referrer: referrerName }),
    text: t("referral.body", {
      greeting: emailGreeting(t),
      referrer: referrerName,
      note,
      late: figurePhrase(facts.lateStageText, createT(lang, messagesFor(lang, "home"))),
      survival: facts.survivalEarlyPercent,
      url: linkInLanguage(referralLink, lang),
    }),
  };
}
