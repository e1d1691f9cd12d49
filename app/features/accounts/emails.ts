import type { Email } from "~/lib/email/outbox.server";
import { emailGreeting, emailT, linkInLanguage } from "~/lib/email/words.server";
import { defaultLang, type Lang } from "~/lib/i18n/languages";

/** `lang`: the account's language (issue 27); its words come from the "email" namespace. */
type Link = { to: string; name?: string | null; url: string; lang?: Lang };

/** One of the account e-mails: a greeting, a body around one link, both in the recipient's language. */
function accountEmail(kind: "verify" | "reset" | "passwordChanged" | "existingAccount", link: Link): Email {
  const lang = link.lang ?? defaultLang;
  const t = emailT(lang);
  return {
    to: link.to,
    subject: t(`${kind}.subject`),
    text: t(`${kind}.body`, { greeting: emailGreeting(t, link.name), url: linkInLanguage(link.url, lang) }),
  };
}

export const verifyEmailEmail = (link: Link): Email => accountEmail("verify", link);
export const resetPasswordEmail = (link: Link): Email => accountEmail("reset", link);
export const passwordChangedEmail = (link: Link): Email => accountEmail("passwordChanged", link);
export const existingAccountEmail = (link: Link): Email => accountEmail("existingAccount", link);
