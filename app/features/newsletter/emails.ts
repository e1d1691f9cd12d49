import type { Email } from "~/lib/email/outbox.server";
import { listUnsubscribeHeaders } from "~/lib/email/one-click";
import { emailT, linkInLanguage } from "~/lib/email/words.server";
import { defaultLang, type Lang } from "~/lib/i18n/languages";

/** The only e-mail sent before a subscription is confirmed, in the sign-up page's language (issue 27). */
export function confirmEmail(to: string, confirmUrl: string, lang: Lang = defaultLang): Email {
  const t = emailT(lang);
  return {
    lang,
    to,
    subject: t("newsletter.confirm.subject"),
    text: t("newsletter.confirm.body", { url: linkInLanguage(confirmUrl, lang) }),
  };
}

/**
 * An issue to one subscriber: its text (the team's, as written), then how to stop (a link, and the
 * one-click headers) in the subscriber's language. The stop link keeps its one address: mail
 * providers post to it (one-click.ts).
 */
export function issueEmail(
  to: string,
  issue: { subject: string; text: string },
  stopUrl: string,
  lang: Lang = defaultLang,
): Email {
  return {
    to,
    subject: issue.subject,
    text: `${issue.text}\n\n—\n${emailT(lang)("newsletter.footer", { url: stopUrl })}`,
    headers: listUnsubscribeHeaders(stopUrl),
  };
}
